/**
 * Build-time fixes to published modules that make the site faster without changing what it shows
 * (issue 9): @docsearch/react 4.7's modal (keystroke-to-results budget), the code block and two
 * helpers of the Docusaurus theme (hydration of a page), and react-router's route matching and
 * react-helmet-async's server rendering (time to render the pages). patchLoader.cjs rewrites exact strings
 * of the published modules and fails the build when one is missing, so an upgrade cannot drop a
 * fix unnoticed.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const LOADER = path.join(__dirname, 'patchLoader.cjs');

const {PATCHES} = createRequire(__filename)(LOADER) as {PATCHES: {file: RegExp}[]};

/** The files the loader runs on: those it has patches for, so a new patch cannot miss its rule. */
export const PATCHED_FILES = new RegExp(PATCHES.map(({file}) => `(?:${file.source})`).join('|'));

type CacheConfig = {version?: unknown; buildDependencies?: unknown} | boolean | undefined;
type BundlerConfig = {cache?: CacheConfig; experiments?: {cache?: CacheConfig}};

/** A short hash of the loader's source. */
export function loaderHash(): string {
  return createHash('sha256').update(fs.readFileSync(LOADER)).digest('hex').slice(0, 12);
}

/**
 * The bundler's persistent cache keyed by the loader's source as well. That cache treats
 * node_modules as immutable and restored the patched modal from an earlier build: measured with
 * Rspack, neither an edited loader nor new loader options rebuilt it, so a changed patch shipped
 * the old output. A cache version that includes the loader's hash starts a new cache when the
 * loader changes (measured: the next cached build carries the edit).
 * Rspack (`future.faster`) keeps its cache settings under `experiments.cache`, webpack under `cache`.
 */
export function cacheVersion(config: BundlerConfig, hash = loaderHash()): BundlerConfig {
  const rspackCache = config.experiments?.cache;
  if (typeof rspackCache === 'object' && typeof rspackCache.version === 'string') {
    return {experiments: {cache: {version: `${rspackCache.version}-vendor-patch-${hash}`}}};
  }
  if (typeof config.cache === 'object' && typeof config.cache.version === 'string') {
    return {cache: {version: `${config.cache.version}-vendor-patch-${hash}`}};
  }
  return {};
}

export default function vendorPatchPlugin(): Plugin {
  return {
    name: 'vendor-patch',
    configureWebpack(config) {
      // Rspack's `experiments.cache` is not in webpack's configuration type, which this hook uses.
      const cache = cacheVersion(config as BundlerConfig) as Record<string, never>;
      return {
        ...cache,
        module: {
          rules: [{test: PATCHED_FILES, use: [{loader: LOADER}]}],
        },
      };
    },
  };
}
