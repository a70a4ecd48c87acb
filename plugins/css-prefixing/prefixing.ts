/**
 * Vendor prefixes and syntax lowering for the site's browsers by Rspack's built-in Lightning CSS
 * loader, in place of the postcss-preset-env that Docusaurus runs on every stylesheet.
 *
 * postcss-preset-env is JavaScript on the main thread, which is the bottleneck of bundling: the
 * loaders run there while Rspack's own threads wait for them. It costs over a second of
 * main-thread time in a cold build, most of it on Infima. Lightning CSS is native and
 * runs on Rspack's threads. The other PostCSS plugins (the cascade-layers wrapper of the `v4` flag)
 * still run in postcss-loader, after it.
 *
 * Same browsers: the site's browserslist config for the build's environment, read by browserslist
 * itself, as postcss-preset-env reads it. How the built CSS differs (compared rule by rule):
 * prefixes those browsers do not need are gone (`-webkit-text-decoration: none`, the
 * `font-feature-settings` fallback of `font-variant-numeric`), prefixes the sources write are kept
 * (`-moz-column-gap`), and one `color-mix()` border is no longer wrapped in `@supports` (a browser
 * without `color-mix` drops it and keeps the `border: 0` before it, as it did).
 */
import path from 'node:path';
import browserslist from 'browserslist';

export const LIGHTNINGCSS_LOADER = 'builtin:lightningcss-loader';

/**
 * The site's browserslist queries for `env` ("production" or "development"), found as
 * postcss-preset-env found them: browserslist's own loadConfig (the package.json field, a
 * .browserslistrc, or the BROWSERSLIST variable; lists by environment with an optional `defaults`).
 */
export function browserTargets(siteDir: string, env: string): string[] {
  const file = path.join(siteDir, 'package.json');
  const queries: unknown = browserslist.loadConfig({path: siteDir, env});
  if (queries === undefined) throw new Error(`css-prefixing: ${file} needs a "browserslist" field (a list of queries, or lists by environment)`);
  if (!Array.isArray(queries) || queries.length === 0 || !queries.every((q) => typeof q === 'string')) {
    throw new Error(`css-prefixing: "browserslist.${env}" in ${file} must be a non-empty list of browserslist queries`);
  }
  return queries;
}

/** PostCSS options without postcss-preset-env; fails if Docusaurus stops adding it, so this file gets reviewed. */
export function withoutPresetEnv<T extends {plugins?: unknown[]}>(options: T): T {
  const plugins = options.plugins ?? [];
  const isPresetEnv = (plugin: unknown) => /[\\/]postcss-preset-env[\\/]/.test(String(Array.isArray(plugin) ? plugin[0] : plugin));
  if (!plugins.some(isPresetEnv)) throw new Error('css-prefixing: Docusaurus no longer adds postcss-preset-env; review plugins/css-prefixing/prefixing.ts');
  return {...options, plugins: plugins.filter((plugin) => !isPresetEnv(plugin))};
}

type LoaderEntry = string | {loader?: string; options?: unknown} | null | undefined;
type RuleLike = {use?: unknown; oneOf?: unknown[]; rules?: unknown[]};

/**
 * Adds the Lightning CSS loader to every rule that runs postcss-loader, just after it in `use`, so
 * that it runs first on the file. Returns how many rules it changed.
 */
export function addLightningCss(rules: readonly unknown[], targets: readonly string[]): number {
  let changed = 0;
  const visit = (item: unknown) => {
    if (!item || typeof item !== 'object') return;
    const rule = item as RuleLike;
    rule.oneOf?.forEach(visit);
    rule.rules?.forEach(visit);
    if (!Array.isArray(rule.use)) return;
    const use = rule.use as LoaderEntry[];
    const postcss = use.findIndex((entry) => /[\\/]postcss-loader[\\/]/.test(typeof entry === 'string' ? entry : (entry?.loader ?? '')));
    if (postcss < 0) return;
    use.splice(postcss + 1, 0, {loader: LIGHTNINGCSS_LOADER, options: {targets: [...targets]}});
    changed += 1;
  };
  rules.forEach(visit);
  return changed;
}
