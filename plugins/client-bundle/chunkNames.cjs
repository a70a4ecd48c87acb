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
 * One whole entry, the same groups and then the weak id's module (the last entry's line also
 * closes the object).
 * Groups: key, chunk name, imported module, listed module, weak module.
 */
const REGISTRY_LINE = /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ ("(?:[^"\\]|\\.)*")\), ("(?:[^"\\]|\\.)*"), require\.resolveWeak\(("(?:[^"\\]|\\.)*")\)\]/gm;

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
 * Loader for `.docusaurus/routesChunkNames.json`: the names of the registry next to it. In the
 * browser bundle (`server: false`) the routes of route sections are left out: their section
 * module adds them (routeSections.cjs).
 * @this {{resourcePath: string, addDependency: (file: string) => void, getOptions: () => {server?: boolean}, callback: (error: Error | null, code?: string) => void}}
 * @param {string} source
 */
function routesChunkNamesLoader(source) {
  try {
    const dir = path.dirname(this.resourcePath);
    /** @type {Record<string, unknown>} */
    let chunkNames = JSON.parse(source);
    /** @type {Map<string, string>} */
    let names;
    if (this.getOptions().server) {
      const registryFile = path.join(dir, 'registry.js');
      this.addDependency(registryFile);
      names = shortNameMap(fs.readFileSync(registryFile, 'utf8'));
    } else {
      // Required here: routeSections.cjs requires this file.
      const {readSplit} = require('./routeSections.cjs');
      const read = readSplit(dir, (/** @type {string} */ file) => this.addDependency(file));
      names = read.names;
      const inSections = new Set(read.split.sections.flatMap((/** @type {{keys: Set<string>}} */ section) => [...section.keys]));
      chunkNames = Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !inSections.has(key)));
    }
    this.callback(null, JSON.stringify(renameChunkNames(chunkNames, names)));
  } catch (error) {
    this.callback(/** @type {Error} */ (error));
  }
}

module.exports = routesChunkNamesLoader;
module.exports.shortNameMap = shortNameMap;
module.exports.REGISTRY_ENTRY = REGISTRY_ENTRY;
module.exports.REGISTRY_LINE = REGISTRY_LINE;
module.exports.renameChunkNames = renameChunkNames;
