// The descriptions module written by plugins/docs-metadata (DESCRIPTIONS_FILE), read by src/theme/DocCard.
declare module '@generated/docusaurus-plugin-content-docs/default/doc-descriptions.json' {
  const descriptions: Record<string, string>;
  export default descriptions;
}

// The breadcrumb trails of docs in no sidebar (TRAILS_FILE), read by theme/DocBreadcrumbs.
declare module '@generated/docusaurus-plugin-content-docs/default/unlisted-trails.json' {
  const trails: Record<string, {label: string; href: string}[]>;
  export default trails;
}
