/** What the plugin tells the browser (through Docusaurus global data). */
export type LocalSearchGlobalData = {
  mode: 'local' | 'hosted';
  /** URL of the embedded index folder, ending with a slash. */
  indexUrl: string;
  /** Tests only: where hosted-mode queries go instead of Algolia's hosts. */
  hostedBaseUrl: string | null;
};
