/**
 * Old or alternative addresses of docs pages, each sent to the page that answers it now. Most
 * come from links that the toolkit's own packages print in error messages and warnings
 * (plugins/redirects/__tests__/packageLinks.test.ts finds them in node_modules), so a developer
 * who follows a link from their terminal lands on the right page.
 */
export const redirects: {from: string; to: string}[] = [
  // @remotion/studio's "defaultProps too big - could not serialize" error.
  {from: '/docs/troubleshooting/serialize-defaultprops', to: '/docs/troubleshooting/defaultprops-too-big'},
  // remotion's error for a failed render points at the reproduction section of renderMedia().
  {from: '/docs/render-media', to: '/docs/renderer/render-media'},
  // @remotion/lambda's messages about deploying a site.
  {from: '/docs/lambda/deploy-site', to: '/docs/lambda/deploysite'},
  // @remotion/rough-notation's package description.
  {from: '/docs/rough-notation', to: '/docs/rough-notation/api'},
];
