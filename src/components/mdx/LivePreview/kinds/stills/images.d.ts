/** Captured still frames (see scripts/previews/capture-stills.mjs): the bundler turns an import into the file's URL. */
declare module '*.jpg' {
  const url: string;
  export default url;
}
