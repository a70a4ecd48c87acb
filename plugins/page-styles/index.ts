/**
 * Keeps the site-wide stylesheet to what every page needs.
 *
 * Docusaurus puts every CSS module of the site in one `styles` chunk, linked from every page,
 * even CSS that only a lazily loaded part or a single page imports. Here that was DocSearch's
 * modal stylesheet (31 kB raw: the modal code itself loads on demand) and the marketing pages' own
 * CSS modules: together about 10 kB gzip in the critical path of every docs page (issue 9).
 * This plugin narrows the `styles` group: the CSS it leaves out stays with the chunk that imports
 * it, which Docusaurus links from the HTML of the pages that need it (or loads with the lazy
 * chunk). Leaving out only CSS with its own selectors (DocSearch's `.DocSearch-*` classes, CSS
 * modules) keeps the cascade order of the shared rules as it was.
 */
import type {Plugin} from '@docusaurus/types';

/** CSS that stays out of the site-wide stylesheet, by path (forward slashes). */
export const PAGE_ONLY_STYLES: readonly RegExp[] = [
  // The search modal's rules, imported with the lazily loaded modal (see modalStyleAlias).
  /\/node_modules\/@docsearch\/css\/dist\/modal\.css$/,
  // Pages' own CSS modules (the home page sections, product pages, showcase, experts...).
  /\/src\/pages\//,
  // Components that only pages or lazily loaded parts use (Player demos, pricing, templates).
  /\/src\/components\/(?:CopyCommand|DemoPlayer|HomeDemo|PageHeader|Pager|PlayerDemo|PricingCalculator|Section|TemplatePicker|WhenVisible)\//,
  /\/src\/css\/forms\.module\.css$/,
];

/** Whether a stylesheet belongs in the site-wide `styles` chunk. */
export function isSiteWideStyle(resource: string): boolean {
  const normalized = resource.replace(/\\/g, '/');
  return !PAGE_ONLY_STYLES.some((pattern) => pattern.test(normalized));
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
 * variables and the button's rules are needed at first paint, so src/theme/SearchBar imports them
 * into the site-wide sheet, before the theme's overrides of the variables; the modal then brings
 * only the modal's rules. Loading the whole file late would also reset the variables the theme
 * overrides (same selector, later in the page).
 */
export function modalStyleAlias(): Record<string, string> {
  return {'@docsearch/react/style$': require.resolve('@docsearch/css/dist/modal.css')};
}

type CacheGroup = {test?: unknown; type?: unknown};

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
      return {resolve: {alias: modalStyleAlias()}};
    },
  };
}
