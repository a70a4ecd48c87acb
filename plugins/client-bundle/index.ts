/**
 * Trims what every page downloads in main.js and the bundler runtime, without changing what the
 * code does (issue 9; figures are gzip at 367 docs pages):
 *
 * - `@docusaurus/utils-common` is CommonJS compiled with tslib's `__importDefault`, so importing
 *   `applyTrailingSlash` from it (Link, SiteMetadata) brings all of tslib into main.js (11.2 kB raw,
 *   4.0 kB gzip). The browser bundles get client/utilsCommon.ts instead: the same exports, taken
 *   from the package's own files, which need no tslib.
 * - Chunk files are named `[id].[hash].js` instead of `[name].[hash].js`. The names are hashes the
 *   bundler keeps in a chunk-id-to-name table in the runtime of every page (4.5 kB gzip) only to
 *   build file names; Docusaurus' prefetching looks chunks up by name through its own table
 *   (`__webpack_require__.gca`), which stays.
 * - The route registry (`@generated/registry`) lists, for each chunk, its loader, its module path
 *   and its module id. The module path is read only while the server renders a page (react-loadable
 *   reports it to collect the page's files); the browser never reads it, yet it ships in main.js for
 *   every route (18 kB raw, 4.4 kB gzip). registryLoader.cjs drops it from the browser bundle, and
 *   puts the chunk name there in the server bundle: what the client manifest is keyed by, so the
 *   HTML of a page links its route chunks' scripts and stylesheets (see registryLoader.cjs).
 * - Route chunks get short names ("0", "1", … "zz") in place of 8-character hashes, in the registry,
 *   `routesChunkNames` and so in the runtime's name table (generatedFiles.cjs).
 *
 * - The runtime's chunk-id-to-hash map is built once instead of at every chunk file lookup
 *   (chunkFileMap.ts).
 * - The chunk-name-to-id table of Docusaurus' prefetching leaves the runtime for a file fetched
 *   before the first idle-time prefetch (chunkNameFile.ts; 3.1 kB gzip on every page).
 * - The docs pages' routes, chunk names and registry entries leave main.js for a route section
 *   loaded when a docs path is preloaded (routeSections.cjs, client/preload.ts, which stands in
 *   for Docusaurus' `preload` module); the browser registry drops the module ids that only
 *   react-loadable's server side reads. Route components are created when first used
 *   (client/deferredComponent.ts), in both bundles.
 *
 * The dev server keeps Docusaurus' own names and registry (its debug pages read them).
 * Both production bundles get the same short names: the server renders with them.
 *
 * The server bundle is built as one file (SERVER_PARSER). It is written, read by the render workers
 * and deleted within one build, and splitting it bought nothing but files: at 367 docs it came
 * out as 555 chunk files. Creating a file costs about half a millisecond of kernel time on this
 * machine's file system when many files were deleted shortly before (ext4 skips over recently
 * freed inodes), and the 555 deleted just before postBuild made the search index and llms-txt files
 * written right after slower to create. Seven interleaved cold builds: 0.5 s faster (20.5 against
 * 21.1 s), postBuild 1.6 against 2.1 s; peak memory 45 MB higher (1.30 against 1.26 GB, each
 * render worker holds the whole bundle's source); every file of the site identical. Its characters
 * above U+00FF are written as escapes, so that source takes one byte per character
 * (oneByteSource.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceChunkAssetPlugin} from './chunkNameFile';
import {ChunkFileMapPlugin} from './chunkFileMap';
import {OneByteSourcePlugin} from './oneByteSource';

export const REGISTRY_FILE = /[\\/]\.docusaurus[\\/]registry\.js$/;
export const ROUTES_CHUNK_NAMES_FILE = /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/;
export const ROUTES_FILE = /[\\/]\.docusaurus[\\/]routes\.js$/;
/** Docusaurus' client modules import their preload module as `./preload` from this folder. */
const CORE_CLIENT_DIR = path.dirname(require.resolve('@docusaurus/core/lib/client/preload.js'));
export const PRELOAD_MODULE = path.join(__dirname, 'client', 'preload.ts');

export function clientAliases(): Record<string, string> {
  return {'@docusaurus/utils-common$': path.join(__dirname, 'client', 'utilsCommon.ts')};
}

/**
 * The loaders of the route registry, chunk names and route table, the same short names and
 * deferred components in both bundles; the browser's table is split into sections.
 */
export function routeTableRules({server}: {server: boolean}) {
  return [
    {test: REGISTRY_FILE, enforce: 'pre' as const, use: [{loader: path.join(__dirname, 'registryLoader.cjs'), options: {server}}]},
    {test: ROUTES_CHUNK_NAMES_FILE, enforce: 'pre' as const, use: [{loader: path.join(__dirname, 'chunkNames.cjs'), options: {server}}]},
    {test: ROUTES_FILE, enforce: 'pre' as const, use: [{loader: path.join(__dirname, 'routeSections.cjs'), options: {server}}]},
  ];
}

/**
 * `import()` in the server bundle resolves to a module of the same file instead of a chunk of its
 * own (the module still runs only when imported).
 */
export const SERVER_PARSER = {dynamicImportMode: 'eager'} as const;

type ReplacementPlugin = new (pattern: RegExp, replace: (resource: {request: string; context: string}) => void) => object;

/** Docusaurus' `./preload` replaced by client/preload.ts, which loads route sections first. */
export function preloadReplacement(NormalModuleReplacementPlugin: ReplacementPlugin): object {
  return new NormalModuleReplacementPlugin(/^\.\/preload(\.js)?$/, (resource) => {
    if (path.resolve(resource.context) === CORE_CLIENT_DIR) resource.request = PRELOAD_MODULE;
  });
}

export default function clientBundlePlugin(): Plugin {
  return {
    name: 'client-bundle',
    // Prefetches in idle slices, loading a route section first when a link needs it.
    getClientModules() {
      return [path.join(__dirname, 'client', 'idlePrefetch.ts')];
    },
    configureWebpack(config, isServer, utils) {
      const production = process.env.NODE_ENV === 'production';
      if (isServer) {
        if (!production) return {};
        return {plugins: [new OneByteSourcePlugin()], module: {rules: routeTableRules({server: true}), parser: {javascript: SERVER_PARSER}}};
      }
      if (production) {
        const bundler = utils.currentBundler.instance as unknown as {NormalModuleReplacementPlugin: ReplacementPlugin};
        config.plugins = [
          ...replaceChunkAssetPlugin(config.plugins ?? []),
          preloadReplacement(bundler.NormalModuleReplacementPlugin),
          new ChunkFileMapPlugin(),
        ] as typeof config.plugins;
      }
      return {
        resolve: {alias: clientAliases()},
        ...(production ? {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}} : {}),
        ...(production ? {module: {rules: routeTableRules({server: false})}} : {}),
      };
    },
  };
}
