// @ts-check
/**
 * Short chunk names for the browser bundle (see index.ts). Docusaurus names each route chunk with
 * an 8-character hash of its module path; the name is written in the route registry (key and
 * `webpackChunkName`), in `routesChunkNames` (every route's chunks) and in the runtime's
 * name-to-id table used for prefetching, so every page downloads it three times over. Here each
 * name becomes its rank among the registry's names in base 36 ("0" … "zz"), assigned in the order
 * the registry lists them, which Docusaurus sorts: the same build always gets the same names, and
 * both files get the same mapping because it is computed from the registry alone.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');

/**
 * One entry of `.docusaurus/registry.js` as Docusaurus 3.10 writes it, up to its weak id:
 *   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<module>"), "<module>", require.resolveWeak(
 * Groups: key, chunk name, imported module, listed module, `require.resolveWeak(`.
 */
const REGISTRY_ENTRY = /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ ("(?:[^"\\]|\\.)*")\), ("(?:[^"\\]|\\.)*"), (require\.resolveWeak\()/gm;

/**
 * @param {string} registrySource  `.docusaurus/registry.js` as Docusaurus writes it
 * @returns {Map<string, string>}
 */
function shortNameMap(registrySource) {
  /** @type {Map<string, string>} */
  const names = new Map();
  for (const [, key = '', chunkName = ''] of registrySource.matchAll(REGISTRY_ENTRY)) {
    if (key !== chunkName) throw new Error(`client-bundle: registry entry "${key}" names its chunk "${chunkName}"; expected the same name`);
    if (!names.has(key)) names.set(key, names.size.toString(36));
  }
  return names;
}

/**
 * Every chunk name in a `routesChunkNames` value (strings, nested in objects and arrays) replaced.
 * @param {unknown} value
 * @param {Map<string, string>} names
 * @returns {unknown}
 */
function renameChunkNames(value, names) {
  if (typeof value === 'string') return names.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => renameChunkNames(item, names));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renameChunkNames(item, names)]));
  }
  return value;
}

/**
 * Loader for `.docusaurus/routesChunkNames.json`: the names of the registry next to it.
 * @this {{resourcePath: string, addDependency: (file: string) => void, callback: (error: Error | null, code?: string) => void}}
 * @param {string} source
 */
function routesChunkNamesLoader(source) {
  const registryFile = path.join(path.dirname(this.resourcePath), 'registry.js');
  this.addDependency(registryFile);
  const names = shortNameMap(fs.readFileSync(registryFile, 'utf8'));
  this.callback(null, JSON.stringify(renameChunkNames(JSON.parse(source), names)));
}

module.exports = routesChunkNamesLoader;
module.exports.shortNameMap = shortNameMap;
module.exports.REGISTRY_ENTRY = REGISTRY_ENTRY;
module.exports.renameChunkNames = renameChunkNames;
