/**
 * Code highlighting, done at build time. The theme's CodeBlock and its language loader import
 * `prism-react-renderer`, which bundles Prism with two dozen grammars (about 24 kB gzip on every
 * page). This plugin points that import, in the browser and the server bundles alike, at
 * client/highlight.tsx: the same `Highlight` API, rendering tokens that every MDX page registers
 * (precompute.ts, a rehype plugin given to the content plugins in docusaurus.config.ts). Prism,
 * with HTML, CSS, JavaScript, JSX, TypeScript, TSX and `prism.additionalLanguages`, is loaded in the
 * browser only for code the build did not see. The Node side (the theme's option validation,
 * docusaurus.config.ts's themes) still uses the package.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export function highlightAlias(): Record<string, string> {
  return {'prism-react-renderer$': path.join(__dirname, 'client', 'highlight.tsx')};
}

/**
 * The theme's client module that adds `prism.additionalLanguages` to Prism imports Prism, so
 * Prism and its grammars sat in main.js (14 kB gzip) on pages without a single code block. It is
 * replaced by an empty module, and client/prismWithLanguages.ts adds the languages where Prism loads (only for code the build did not highlight).
 */
export function clientModuleAlias(): Record<string, string> {
  const themeLib = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib');
  return {[`${path.join(themeLib, 'prism-include-languages')}$`]: path.join(__dirname, 'client', 'noPrismClientModule.ts')};
}

export default function codeHighlightPlugin(): Plugin {
  return {
    name: 'code-highlight',
    // The memoised CodeBlock/Line that writes a line's tokens as one HTML string.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack() {
      return {resolve: {alias: {...highlightAlias(), ...clientModuleAlias()}}};
    },
  };
}
