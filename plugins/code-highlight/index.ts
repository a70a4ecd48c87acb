/**
 * Code highlighting with the grammars the site uses. The theme's CodeBlock and its language
 * loader import `prism-react-renderer`, which bundles Prism with two dozen grammars into main.js
 * (84.6 kB raw, about 24 kB gzip on every page). This plugin points that import, in the browser
 * and the server bundles alike, at client/highlight.tsx: the same `Highlight` API on Prism with
 * HTML, CSS, JavaScript, JSX, TypeScript and TSX; `prism.additionalLanguages` adds the rest, in
 * the code-block chunk rather than main.js (clientModuleAlias). The Node side (the theme's option validation, docusaurus.config.ts's themes) still uses
 * the package.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export function highlightAlias(): Record<string, string> {
  return {'prism-react-renderer$': path.join(__dirname, 'client', 'withSiteLanguages.ts')};
}

/**
 * The theme's client module that adds `prism.additionalLanguages` to Prism imports Prism, so
 * Prism and its grammars sat in main.js (14 kB gzip) on pages without a single code block. It is
 * replaced by an empty module, and withSiteLanguages.ts adds the languages where code blocks load.
 */
export function clientModuleAlias(): Record<string, string> {
  const themeLib = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib');
  return {[`${path.join(themeLib, 'prism-include-languages')}$`]: path.join(__dirname, 'client', 'noPrismClientModule.ts')};
}

export default function codeHighlightPlugin(): Plugin {
  return {
    name: 'code-highlight',
    configureWebpack() {
      return {resolve: {alias: {...highlightAlias(), ...clientModuleAlias()}}};
    },
  };
}
