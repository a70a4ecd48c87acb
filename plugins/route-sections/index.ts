/**
 * How the production browser bundle splits the site's routes, so that what every page downloads
 * does not grow with the docs.
 *
 * Docusaurus generates three route files in `.docusaurus/` and bundles them into main.js: the
 * route table (`routes.js`), each route's chunk names (`routesChunkNames.json`) and each chunk's
 * loader (`registry.js`). This plugin's loaders rewrite them:
 * - The docs pages' routes, chunk names and registry entries move to a **route section**, a module
 *   loaded when a docs path is preloaded (routeTable.cjs, routesLoader.cjs). Docusaurus' `preload`
 *   module is replaced by client/preload.ts, which loads the sections a path needs first; the
 *   offline-navigation plugin retries through the same module.
 * - Route components are created on first use rather than when the table loads
 *   (client/deferredComponent.ts), in both bundles, so the server renders what the browser hydrates.
 * - Route chunks get short names ("0" … "zz") in place of 8-character hashes, in both bundles
 *   (generatedFiles.cjs); the server's registry reports a chunk by that name, which is what the
 *   client manifest is keyed by, so a page's HTML links its route chunks' stylesheets
 *   (registryLoader.cjs). The browser's registry keeps only the loaders.
 * - The chunk-name-to-id table that Docusaurus' prefetching reads leaves the runtime for a file
 *   (chunkNameFile.ts), fetched by client/idlePrefetch.ts, which also works off prefetches in idle
 *   slices and loads a link's route section before prefetching it.
 *
 * Each loader reads the generated files strictly and fails the build with an error that names the
 * file, what it expected and what to do when Docusaurus writes them differently; so does the
 * preload replacement when Docusaurus' client no longer imports its `./preload`.
 * `__tests__/generatedFiles.test.ts` runs the installed Docusaurus' code generator through the
 * loaders. The dev server keeps Docusaurus' own files (its debug pages read them).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceChunkAssetPlugin} from './chunkNameFile';

export const REGISTRY_FILE = /[\\/]\.docusaurus[\\/]registry\.js$/;
export const ROUTES_CHUNK_NAMES_FILE = /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/;
export const ROUTES_FILE = /[\\/]\.docusaurus[\\/]routes\.js$/;
export const PRELOAD_MODULE = path.join(__dirname, 'client', 'preload.ts');

/** Docusaurus' preload module, which its client modules import as `./preload` from their folder. */
const CORE_PRELOAD = '@docusaurus/core/lib/client/preload.js';

/** The folder of Docusaurus' client modules, or an error that says what to do. */
export function coreClientDir(resolve: (request: string) => string = require.resolve): string {
  try {
    return path.dirname(resolve(CORE_PRELOAD));
  } catch {
    throw new Error(
      `route-sections: ${CORE_PRELOAD} is missing. This plugin replaces Docusaurus' preload module with client/preload.ts, ` +
        'which loads route sections first. Find where the installed @docusaurus/core now preloads routes and update plugins/route-sections/index.ts and client/preload.ts.',
    );
  }
}

/**
 * The loaders of the route registry, chunk names and route table, the same short names and
 * deferred components in both bundles; the browser's table is split into sections.
 */
export function routeTableRules({server}: {server: boolean}) {
  return [
    {test: REGISTRY_FILE, enforce: 'pre' as const, use: [{loader: path.join(__dirname, 'registryLoader.cjs'), options: {server}}]},
    {test: ROUTES_CHUNK_NAMES_FILE, enforce: 'pre' as const, use: [{loader: path.join(__dirname, 'chunkNamesLoader.cjs'), options: {server}}]},
    {test: ROUTES_FILE, enforce: 'pre' as const, use: [{loader: path.join(__dirname, 'routesLoader.cjs'), options: {server}}]},
  ];
}

type Resource = {request: string; context: string};
type ReplacementPlugin = new (pattern: RegExp, replace: (resource: Resource) => void) => {apply(compiler: unknown): void};
type CheckedModule = {identifier(): string};
type CheckedCompiler = {hooks: {thisCompilation: {tap(name: string, fn: (compilation: {errors: Error[]; modules: Iterable<CheckedModule>; hooks: {finishModules: {tap(name: string, fn: () => void): void}}}) => void): void}}};

export const PRELOAD_NOT_REPLACED =
  `route-sections: no module imported Docusaurus' preload module (${CORE_PRELOAD}) as "./preload", so client/preload.ts never replaced it ` +
  'and docs pages would render without their routes. Find how the installed @docusaurus/core now imports its preload module ' +
  '(lib/client/*.js) and update preloadReplacement in plugins/route-sections/index.ts.';

/**
 * Docusaurus' `./preload` replaced by client/preload.ts, which loads route sections first (and
 * calls Docusaurus' own module for the rest). Nothing else imports client/preload.ts, so the
 * compilation fails when the finished module graph lacks it: Docusaurus no longer imports
 * `./preload`, and the sections would never load. The check reads the graph rather than counting
 * replacements, because a build from the persistent cache takes the modules as resolved before and
 * never calls the replacement again.
 */
export function preloadReplacement(NormalModuleReplacementPlugin: ReplacementPlugin, coreDir = coreClientDir()) {
  const replacement = new NormalModuleReplacementPlugin(/^\.\/preload(\.js)?$/, (resource) => {
    if (path.resolve(resource.context) === coreDir) resource.request = PRELOAD_MODULE;
  });
  return {
    replacement,
    apply(compiler: CheckedCompiler) {
      replacement.apply(compiler);
      compiler.hooks.thisCompilation.tap('route-sections-preload', (compilation) => {
        compilation.hooks.finishModules.tap('route-sections-preload', () => {
          const ids = Array.from(compilation.modules, (module) => module.identifier());
          if (!ids.some((id) => id.endsWith(PRELOAD_MODULE))) compilation.errors.push(new Error(PRELOAD_NOT_REPLACED));
        });
      });
    },
  };
}

export default function routeSectionsPlugin(): Plugin {
  return {
    name: 'route-sections',
    // Prefetches in idle slices, loading a route section first when a link needs it.
    getClientModules() {
      return [path.join(__dirname, 'client', 'idlePrefetch.ts')];
    },
    configureWebpack(config, isServer, utils) {
      if (process.env.NODE_ENV !== 'production') return {};
      if (isServer) return {module: {rules: routeTableRules({server: true})}};
      const bundler = utils.currentBundler.instance as unknown as {NormalModuleReplacementPlugin: ReplacementPlugin};
      config.plugins = [...replaceChunkAssetPlugin(config.plugins ?? []), preloadReplacement(bundler.NormalModuleReplacementPlugin)] as typeof config.plugins;
      return {module: {rules: routeTableRules({server: false})}};
    },
  };
}
