/**
 * Build-time fixes to @docsearch/react 4.7's modal that make a keystroke cheaper without changing
 * what it shows (issue 9, keystroke-to-results budget). patchLoader.cjs rewrites exact strings of
 * the published module and fails the build when one is missing, so an upgrade cannot drop a fix
 * unnoticed.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const LOADER = path.join(__dirname, 'patchLoader.cjs');

// Written out (not built from PATCHES) so a rule and its patches are reviewed side by side.
export const DOCSEARCH_MODAL_FILES = /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/](?:DocSearchModal|index)\.js$/;

type CacheConfig = {buildDependencies?: unknown} | boolean | undefined;
type BundlerConfig = {cache?: CacheConfig; experiments?: {cache?: CacheConfig}};

/**
 * The loader as a dependency of the bundler's persistent cache. That cache treats node_modules as
 * immutable and keeps the patched modal across builds: measured with Rspack, neither an edited
 * loader nor new loader options rebuilt it, so a changed patch shipped the old output. Rspack
 * (`future.faster`) lists its cache's build dependencies under `experiments.cache`, webpack under
 * `cache`; Docusaurus merges the arrays returned here into its own.
 */
export function cacheDependencies(config: BundlerConfig): BundlerConfig {
  const rspackCache = config.experiments?.cache;
  if (typeof rspackCache === 'object' && Array.isArray(rspackCache.buildDependencies)) {
    return {experiments: {cache: {buildDependencies: [LOADER]}}};
  }
  if (typeof config.cache === 'object' && config.cache.buildDependencies) {
    return {cache: {buildDependencies: {docsearchPatch: [LOADER]}}};
  }
  return {};
}

export default function docsearchPatchPlugin(): Plugin {
  return {
    name: 'docsearch-patch',
    configureWebpack(config) {
      // Rspack's `experiments.cache` is not in webpack's configuration type, which this hook uses.
      const cache = cacheDependencies(config as BundlerConfig) as Record<string, never>;
      return {
        ...cache,
        module: {
          rules: [{test: DOCSEARCH_MODAL_FILES, use: [{loader: LOADER}]}],
        },
      };
    },
  };
}
