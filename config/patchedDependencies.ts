/**
 * The bundler's persistent cache, keyed by patches/ as well. Rspack (and webpack) take the files in
 * node_modules as fixed for a given package version, so a changed patch of the same version would
 * leave the cached, previously patched module in the next build. A cache version that ends with a
 * hash of patches/ starts a new cache whenever a patch changes. Docusaurus sets the version (its
 * own version and the theme aliases) under `experiments.cache` for Rspack, under `cache` for
 * webpack; with DOCUSAURUS_NO_PERSISTENT_CACHE there is no cache and nothing to key.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const PATCHES_DIR = path.join(__dirname, '..', 'patches');

/** A short hash of every patch file's name and content. */
export function patchesHash(dir = PATCHES_DIR): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.patch')).sort()) {
    hash.update(`${file}\0`).update(fs.readFileSync(path.join(dir, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

type CacheConfig = {version?: unknown} | boolean | undefined;
type BundlerConfig = {cache?: CacheConfig; experiments?: {cache?: CacheConfig}};

/** The configuration to merge: the bundler's cache version with the patches' hash appended. */
export function patchedCacheVersion(config: BundlerConfig, hash = patchesHash()): BundlerConfig {
  const rspack = config.experiments?.cache;
  if (typeof rspack === 'object' && typeof rspack.version === 'string') return {experiments: {cache: {version: `${rspack.version}-patches-${hash}`}}};
  if (typeof config.cache === 'object' && typeof config.cache.version === 'string') return {cache: {version: `${config.cache.version}-patches-${hash}`}};
  return {};
}

export const patchedDependenciesCache = (): Plugin => ({
  name: 'patched-dependencies-cache',
  configureWebpack(config) {
    // Rspack's `experiments.cache` is not in the webpack configuration type this hook uses.
    return patchedCacheVersion(config as BundlerConfig) as Record<string, never>;
  },
});
