// The descriptions module written by plugins/docs-metadata (DESCRIPTIONS_FILE), read by src/theme/DocCard.
declare module '@generated/docusaurus-plugin-content-docs/default/doc-descriptions.json' {
  const descriptions: Record<string, string>;
  export default descriptions;
}
