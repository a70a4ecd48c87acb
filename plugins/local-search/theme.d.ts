// The plugin's public theme components, typed for `@theme/...` imports.
declare module '@theme/NavbarSearch' {
  export {default} from '@site/plugins/local-search/theme/NavbarSearch';
}
