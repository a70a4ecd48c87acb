/**
 * Keeps the site-wide stylesheet to the CSS of main.js (Infima, the site tokens, the layout).
 *
 * Docusaurus puts every stylesheet of the site in one `styles` chunk, linked from every page:
 * the CSS modules of every page and theme component, and even CSS imported only by code that
 * loads on demand (DocSearch's modal rules, the Player demos). This plugin narrows the `styles`
 * group to the initial chunk; the rest travels with its route or lazy chunk. A page's HTML links
 * the stylesheets of its route chunks (plugins/route-sections makes the server report route chunks
 * by the name the client manifest uses), and a chunk loaded later brings its CSS before its code
 * runs, so nothing arrives after first paint (without those links, a page's own CSS modules would
 * arrive after it painted and shift its layout).
 *
 * Theme CSS sits in cascade layers (the `v4` future flag), so its order relative to the site's
 * own unlayered CSS does not depend on which file comes first. The lazily imported stylesheets are
 * also named below, so they stay out even if something in main.js imports them one day.
 * How each stylesheet is prefixed for the site's browsers is plugins/css-prefixing's part.
 */
import type {Plugin} from '@docusaurus/types';

/** CSS that stays out of the site-wide stylesheet, by path (forward slashes): lazily imported only. */
export const LAZY_ONLY_STYLES: readonly RegExp[] = [
  // The search modal's rules, imported with the lazily loaded modal (see modalStyleAlias).
  /\/node_modules\/@docsearch\/css\/dist\/modal\.css$/,
  // The Player demos: React.lazy in src/pages/_home/LiveDemo.tsx and src/pages/player/index.tsx.
  /\/src\/components\/(?:DemoPlayer|HomeDemo|PlayerDemo)\//,
];

/** Whether a stylesheet belongs in the site-wide `styles` chunk. */
export function isSiteWideStyle(resource: string): boolean {
  const normalized = resource.replace(/\\/g, '/');
  return !LAZY_ONLY_STYLES.some((pattern) => pattern.test(normalized));
}

type ModuleLike = {nameForCondition?: () => string | null | undefined; resource?: string; identifier?: () => string};

/** The file a bundled CSS module comes from (CSS extract modules name it in their identifier). */
export function moduleResource(module: ModuleLike): string {
  const named = module.nameForCondition?.() ?? module.resource;
  if (named) return named;
  const identifier = module.identifier?.() ?? '';
  // e.g. "css|/abs/path/node_modules/css-loader/...!/abs/path/file.css|0||||}"
  const request = identifier.split('|')[1] ?? identifier;
  return request.split('!').pop() ?? request;
}

/**
 * The theme loads DocSearch's whole stylesheet (variables, button and modal) with the modal. The
 * variables and the button's rules are needed at first paint, so the local-search plugin's
 * NavbarSearch imports them into the site-wide sheet, before the theme's overrides of the variables; the modal then brings
 * only the modal's rules. Loading the whole file late would also reset the variables the theme
 * overrides (same selector, later in the page).
 */
export function modalStyleAlias(): Record<string, string> {
  return {'@docsearch/react/style$': require.resolve('@docsearch/css/dist/modal.css')};
}

type CacheGroup = {test?: unknown; type?: unknown; chunks?: unknown};

export default function pageStylesPlugin(): Plugin {
  return {
    name: 'page-styles',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const splitChunks = config.optimization?.splitChunks;
      const groups = splitChunks ? (splitChunks.cacheGroups as Record<string, CacheGroup | false> | undefined) : undefined;
      const styles = groups?.styles;
      if (!styles) throw new Error('page-styles: Docusaurus no longer defines the "styles" chunk group; review plugins/page-styles');
      styles.test = (module: ModuleLike) => isSiteWideStyle(moduleResource(module));
      // Only the CSS of main.js: a route chunk's CSS stays with the chunk, and the page's HTML links it.
      styles.chunks = 'initial';
      return {resolve: {alias: modalStyleAlias()}};
    },
  };
}
