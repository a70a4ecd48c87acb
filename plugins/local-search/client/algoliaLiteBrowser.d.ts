// The browser build of algoliasearch's lite client ships its types one folder up.
declare module 'algoliasearch/dist/lite/builds/browser' {
  export * from 'algoliasearch/lite';
}
