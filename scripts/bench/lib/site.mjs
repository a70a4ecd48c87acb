// @ts-check
/**
 * Site copies for measuring. Our site is built from a snapshot of the working tree in the
 * scratch folder, not in the checkout: a cold build must delete `.docusaurus/` and
 * `node_modules/.cache/`, which other people's dev servers and builds in the checkout are
 * using. The copy gets a `node_modules/` of symlinks to the checkout's packages, so nothing is
 * installed and its bundler cache stays its own.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {runMeasured} from './process.mjs';

/** Never copied: dependencies, outputs and generated files. */
const SKIPPED = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'bench-results']);

/**
 * Files of the site: what git would see (tracked and untracked, minus ignored ones), or, for a
 * folder outside git, every file except dependencies and outputs.
 * @param {string} siteDir
 * @returns {string[]} paths relative to siteDir
 */
function listSiteFiles(siteDir) {
  try {
    return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: siteDir,
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .split('\0')
      .filter(Boolean);
  } catch {
    /** @type {string[]} */
    const files = [];
    /** @param {string} rel */
    const walk = (rel) => {
      for (const entry of fs.readdirSync(path.join(siteDir, rel), {withFileTypes: true})) {
        if (SKIPPED.has(entry.name)) continue;
        const child = rel ? `${rel}/${entry.name}` : entry.name;
        if (entry.isDirectory()) walk(child);
        else if (entry.isFile()) files.push(child);
      }
    };
    walk('');
    return files;
  }
}

/**
 * Copies the site's files (see listSiteFiles) into `dest`, replacing what was there.
 * @param {string} siteDir
 * @param {string} dest
 * @returns {number} files copied
 */
export function snapshotSite(siteDir, dest) {
  const listed = listSiteFiles(siteDir);
  fs.rmSync(dest, {recursive: true, force: true});
  let copied = 0;
  for (const file of new Set(listed)) {
    const from = path.join(siteDir, file);
    // Tracked files deleted in the working tree are still listed.
    if (!fs.existsSync(from) || !fs.statSync(from).isFile()) continue;
    const to = path.join(dest, file);
    fs.mkdirSync(path.dirname(to), {recursive: true});
    fs.copyFileSync(from, to);
    copied++;
  }
  return copied;
}

/**
 * Gives `siteDir` a real `node_modules/` folder whose entries link to `sourceNodeModules`,
 * leaving out `.cache` so the copy's bundler cache is private.
 * @param {string} siteDir
 * @param {string} sourceNodeModules
 */
export function linkNodeModules(siteDir, sourceNodeModules) {
  const target = path.join(siteDir, 'node_modules');
  fs.rmSync(target, {recursive: true, force: true});
  fs.mkdirSync(target, {recursive: true});
  for (const entry of fs.readdirSync(sourceNodeModules)) {
    if (entry === '.cache') continue;
    fs.symlinkSync(path.join(sourceNodeModules, entry), path.join(target, entry));
  }
}

/**
 * The Docusaurus CLI, resolved from the site's own node_modules.
 * @param {string} siteDir
 */
export function docusaurusCli(siteDir) {
  return path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
}

/**
 * `docusaurus clear` (generated files, `build/`, bundler cache) plus the custom output folder.
 * Only ever called on copies in the scratch folder.
 * @param {string} siteDir
 * @param {string | null} outDir
 * @param {string} logFile
 */
export async function clearSite(siteDir, outDir, logFile) {
  const result = await runMeasured(process.execPath, [docusaurusCli(siteDir), 'clear'], {cwd: siteDir, logFile});
  if (result.code !== 0) throw new Error(`docusaurus clear failed in ${siteDir}:\n${result.tail}`);
  // `clear` removes the cache in node_modules/.cache; make sure, since a stale cache would turn
  // a "cold" build warm.
  fs.rmSync(path.join(siteDir, 'node_modules', '.cache'), {recursive: true, force: true});
  if (outDir) fs.rmSync(outDir, {recursive: true, force: true});
}

/**
 * @typedef {object} BuildInfo
 * @property {Record<string, string>} permalinks  source file (docs/x.mdx) -> URL path
 * @property {Record<string, string>} chunkModules  webpack chunk name -> module it loads
 * @property {Record<string, string[]>} chunkOrigins  chunk name -> asset chunk ids it needs
 * @property {Record<string, string>} [chunkIdNames]  chunk id -> chunk name, for files named by id
 */

/** Where a build leaves the search records that scripts/bench-relevance.mjs ranks. */
export const SEARCH_RECORDS = path.join('.docusaurus', 'docusaurus-plugin-local-search', 'records.json');

/** Where keepSearchRecords puts the copy for a build folder. @param {string} buildDir */
export const keptSearchRecords = (buildDir) => `${buildDir}-search-records.json`;

/**
 * Keeps a copy of the site's search records next to its build, read before a dev server start
 * rewrites `.docusaurus/` without them. Returns the copy's path, or null when the build wrote none.
 * @param {string} siteDir
 * @param {string} buildDir
 */
export function keepSearchRecords(siteDir, buildDir) {
  const from = path.join(siteDir, SEARCH_RECORDS);
  if (!fs.existsSync(from)) return null;
  const to = keptSearchRecords(buildDir);
  fs.copyFileSync(from, to);
  return to;
}

/**
 * Reads what the bench needs from the generated folder right after a build (a later dev server
 * start rewrites it): doc permalinks, and which module each named chunk holds.
 * @param {string} siteDir
 * @returns {BuildInfo}
 */
export function readBuildInfo(siteDir) {
  const generated = path.join(siteDir, '.docusaurus');
  /** @type {Record<string, string>} */
  const permalinks = {};
  const docsData = path.join(generated, 'docusaurus-plugin-content-docs');
  if (fs.existsSync(docsData)) {
    for (const file of walkFiles(docsData)) {
      if (!file.endsWith('.json') || path.basename(file).startsWith('__')) continue;
      try {
        const data = JSON.parse(fs.readFileSync(file, 'utf8'));
        if (typeof data.source === 'string' && typeof data.permalink === 'string') {
          permalinks[data.source.replace(/^@site\//, '')] = data.permalink;
        }
      } catch {
        // Not a doc metadata file.
      }
    }
  }
  const registry = readText(path.join(generated, 'registry.js'));
  const chunkOrigins = readManifestOrigins(path.join(generated, 'client-manifest.json'));
  return {
    permalinks,
    chunkModules: chunkModulesByBundleName(registry, chunkOrigins),
    chunkOrigins,
    chunkIdNames: chunkIdNames(chunkOrigins),
  };
}

/**
 * Chunk name -> module, under the names the browser bundle uses. Our site renames route chunks in
 * the browser bundle (plugins/route-sections/generatedFiles.cjs: base-36 ranks of the registry's names);
 * the manifest then lists the short names, and the registry on disk keeps Docusaurus' own.
 * @param {string} registry  text of `.docusaurus/registry.js`
 * @param {Record<string, string[]>} origins
 * @returns {Record<string, string>}
 */
export function chunkModulesByBundleName(registry, origins) {
  const byName = parseRegistry(registry);
  const names = Object.keys(byName);
  if (names.length === 0 || names.some((name) => name in origins)) return byName;
  /** @type {Map<string, string>} */
  const short = createRequire(import.meta.url)('../../../plugins/route-sections/generatedFiles.cjs').shortNameMap(registry);
  return Object.fromEntries(names.map((name) => [short.get(name) ?? name, /** @type {string} */ (byName[name])]));
}

/**
 * Chunk id -> name of the named chunk it is, for builds whose files are named by id: the last
 * chunk a named chunk's origins list is the chunk itself (the ones before it are shared code).
 * @param {Record<string, string[]>} origins
 * @returns {Record<string, string>}
 */
export function chunkIdNames(origins) {
  /** @type {Record<string, string>} */
  const names = {};
  for (const [name, ids] of Object.entries(origins)) {
    const own = ids[ids.length - 1];
    if (own !== undefined && own !== name) names[own] = name;
  }
  return names;
}

/**
 * Chunk name -> module path from the text of `.docusaurus/registry.js`.
 * @param {string} source
 * @returns {Record<string, string>}
 */
export function parseRegistry(source) {
  /** @type {Record<string, string>} */
  const map = {};
  const pattern = /webpackChunkName:\s*"([^"]+)"\s*\*\/\s*"([^"]+)"/g;
  for (const match of source.matchAll(pattern)) map[/** @type {string} */ (match[1])] = /** @type {string} */ (match[2]);
  return map;
}

/** @param {string} file */
function readManifestOrigins(file) {
  try {
    const origins = JSON.parse(fs.readFileSync(file, 'utf8')).origins;
    return origins && typeof origins === 'object' ? /** @type {Record<string, string[]>} */ (origins) : {};
  } catch {
    return {};
  }
}

/** @param {string} file */
function readText(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
export function walkFiles(dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...walkFiles(full));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

/**
 * The pages a build renders: its HTML files, 404.html included. The baseline has as many docs
 * pages as ours, but not our other pages (templates, experts, the blog instances), so the two
 * counts say how many more pages our build renders.
 * @param {string} buildDir
 * @returns {number | null}  null when the folder does not exist
 */
export function countHtmlPages(buildDir) {
  if (!fs.existsSync(buildDir)) return null;
  return walkFiles(buildDir).filter((file) => file.endsWith('.html')).length;
}
