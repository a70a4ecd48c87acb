// @ts-check
/**
 * Loader for `.docusaurus/registry.js` (see index.ts). Each entry of the generated file reads
 *   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<module>"), "<module>", require.resolveWeak("<module>")],
 * In the server bundle it becomes
 *   "<name>": [() => import(/* webpackChunkName: "<name>" *\/ "<module>"), "<name>", require.resolveWeak("<module>")],
 * with the short name of generatedFiles.cjs. react-loadable reads the second slot only on the server,
 * where it reports it for each component a page renders; Docusaurus looks the reports up in the
 * client manifest, which names route chunks by chunk name. With the module path the lookup finds
 * nothing and a page links no file of its route chunks; with the name, a page's HTML links its
 * route chunks' stylesheets at once.
 *
 * The browser bundle keeps only the loader, `"<name>": [() => import(…)]`, and only the entries
 * that no route section holds (routeTable.cjs). The module path and the weak id are read by
 * react-loadable while the server renders, and by `Loadable.preloadReady()`, which the browser
 * never calls (Docusaurus preloads each route's components before rendering it).
 *
 * Every entry must have the expected shape (generatedFiles.cjs checks it), so a Docusaurus version
 * that writes the registry differently fails the build here instead of shipping a broken map.
 */
'use strict';

const path = require('node:path');
const {REGISTRY_ENTRY, shortNameMap, respond} = require('./generatedFiles.cjs');
const {readSplit, sectionNames, browserRegistryEntries} = require('./routeTable.cjs');

/**
 * The server's registry: every entry under its short name, with its module path replaced by that
 * name.
 * @param {string} source
 * @returns {string}
 */
function serverRegistry(source) {
  const names = shortNameMap(source);
  return source.replace(REGISTRY_ENTRY, (_match, key, _chunkName, imported, _listed, weak) => {
    const name = names.get(key) ?? key;
    return `  "${name}": [() => import(/* webpackChunkName: "${name}" */ ${imported}), ${JSON.stringify(name)}, require.resolveWeak(${weak})]`;
  });
}

/**
 * The browser's registry: loaders only, without the entries of route sections.
 * @param {string} source
 * @param {string} dir  the `.docusaurus` folder, for the route split
 * @param {(file: string) => void} addDependency
 * @returns {string}
 */
function browserRegistry(source, dir, addDependency) {
  const {split, names} = readSplit(dir, addDependency, {'registry.js': source});
  const inSections = sectionNames(split);
  const lines = browserRegistryEntries(source, names, (key) => !inSections.has(key));
  return `export default {\n${lines.join('\n')}\n};\n`;
}

/**
 * @this {{resourcePath: string, addDependency: (file: string) => void, callback: (error: Error | null, code?: string) => void, getOptions: () => {server?: boolean}}}
 * @param {string} source
 */
function registryLoader(source) {
  respond(this, () =>
    this.getOptions().server ? serverRegistry(source) : browserRegistry(source, path.dirname(this.resourcePath), (file) => this.addDependency(file)),
  );
}

module.exports = registryLoader;
module.exports.serverRegistry = serverRegistry;
module.exports.browserRegistry = browserRegistry;
