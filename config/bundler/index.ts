/**
 * Bundler settings of the site: plain Rspack options that Docusaurus has no setting for, given to
 * the bundler through `configureWebpack`. None changes what the code does; each trims what every
 * page downloads or what the build holds in memory.
 *
 * Browser bundle:
 * - `@docusaurus/utils-common` resolves to ./utilsCommon.ts, the same exports taken from the
 *   package's own files. Its index is CommonJS compiled with tslib's `__importDefault`, so
 *   importing `applyTrailingSlash` from it (Link, SiteMetadata) would bring all of tslib into
 *   main.js (about 4 kB gzip).
 * - Chunk files are named `[id].[hash].js` rather than `[name].[hash].js`. The names would be
 *   hashes that the runtime of every page keeps in a chunk-id-to-name table only to build file
 *   names (about 4.5 kB gzip); Docusaurus' prefetching finds chunks by name through a table of its
 *   own (plugins/route-sections/chunkNameFile.ts).
 * - The runtime's chunk-id-to-hash map is built once rather than at every chunk file lookup
 *   (./chunkFileMap.ts).
 *
 * Server bundle (written, read by the render workers and deleted within one build):
 * - One file: `import()` resolves to a module of the same file instead of a chunk of its own (the
 *   module still runs only when imported). Split, it is several hundred chunk files that cost time
 *   to create and delete and buy nothing; whole, each render worker holds its whole source.
 * - Its characters above U+00FF written as escapes, so that the source each render worker holds
 *   is a one-byte string, half the memory (./oneByteSource.ts).
 *
 * The dev server gets only the alias: its bundles keep Docusaurus' names.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {ChunkFileMapPlugin} from './chunkFileMap';
import {OneByteSourcePlugin} from './oneByteSource';

export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

export function browserAliases(): Record<string, string> {
  return {'@docusaurus/utils-common$': path.join(__dirname, 'utilsCommon.ts')};
}

/** `import()` in the server bundle stays in its one file. */
export const SERVER_PARSER = {javascript: {dynamicImportMode: 'eager'}} as const;

export default function bundlerSettings(): Plugin {
  return {
    name: 'bundler-settings',
    configureWebpack(_config, isServer) {
      const production = process.env.NODE_ENV === 'production';
      if (isServer) return production ? {plugins: [new OneByteSourcePlugin()], module: {parser: SERVER_PARSER}} : {};
      return {
        resolve: {alias: browserAliases()},
        ...(production ? {output: {chunkFilename: CHUNK_FILENAME}, plugins: [new ChunkFileMapPlugin()]} : {}),
      };
    },
  };
}
