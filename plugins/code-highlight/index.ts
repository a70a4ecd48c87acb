/**
 * Code highlighting, done at build time. The theme's CodeBlock and its language loader import
 * `prism-react-renderer`, which bundles Prism with two dozen grammars (about 24 kB gzip on every
 * page). This plugin points that import, in the browser and the server bundles alike, at
 * client/highlight.tsx: the same `Highlight` API, rendering tokens that every MDX page registers
 * (precompute.ts, a rehype plugin given to the content plugins in docusaurus.config.ts). Prism,
 * with HTML, CSS, JavaScript, JSX, TypeScript, TSX and `prism.additionalLanguages`, is loaded in the
 * browser only for code the build did not see. The Node side (the theme's option validation,
 * docusaurus.config.ts's themes) still uses the package.
 *
 * It also ships the code colours of each colour mode as a style sheet (colorModes.ts): the Prism
 * theme the site configures holds CSS variables, the plugin's `colors` option their values.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {colorModeCss, type CodeColorModes} from './colorModes';

export type CodeHighlightOptions = {
  /** The values of the code theme's variables in each mode (config/prismThemes.ts `codeColors`). */
  colors: CodeColorModes;
};

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

/**
 * The colours' style sheet, written to the generated files (only when it changed, so that a dev
 * server does not reload for nothing); returns its path.
 */
export function writeColorModeCss(generatedFilesDir: string, colors: CodeColorModes): string {
  const file = path.join(generatedFilesDir, 'code-highlight', 'colorModes.css');
  const css = colorModeCss(colors);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== css) {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, css);
  }
  return file;
}

function readOptions(options: unknown): CodeHighlightOptions {
  const colors = (options as Partial<CodeHighlightOptions> | undefined)?.colors;
  if (!colors || typeof colors.light !== 'object' || typeof colors.dark !== 'object') {
    throw new Error('code-highlight: the plugin needs {colors: {light, dark}} (config/prismThemes.ts `codeColors`), the values of the code theme\'s variables.');
  }
  return {colors};
}

export default function codeHighlightPlugin(context: LoadContext, options: unknown): Plugin {
  const colorModeSheet = writeColorModeCss(context.generatedFilesDir, readOptions(options).colors);
  return {
    name: 'code-highlight',
    getClientModules() {
      return [colorModeSheet];
    },
    // The memoised CodeBlock/Line that writes a line's tokens as one HTML string.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack() {
      return {resolve: {alias: {...highlightAlias(), ...clientModuleAlias()}}};
    },
  };
}
