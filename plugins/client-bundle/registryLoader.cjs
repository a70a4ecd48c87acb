// @ts-check
/**
 * Loader for `.docusaurus/registry.js` in the browser bundle (see index.ts): short chunk names
 * (chunkNames.cjs), and no module paths. Each entry of the
 * generated file reads
 *   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<module>"), "<module>", require.resolveWeak("<module>")],
 * and becomes
 *   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<module>"), 0, require.resolveWeak("<module>")],
 * The registry keeps its shape (react-loadable reads the second slot only on the server), so a
 * Docusaurus version that writes it differently fails loudly here instead of shipping a broken map.
 */
'use strict';

const {renameInRegistry, shortNameMap} = require('./chunkNames.cjs');

const ENTRY = /(import\(\/\* webpackChunkName: "[^"]*" \*\/ ("(?:[^"\\]|\\.)*")\)), ("(?:[^"\\]|\\.)*"), (require\.resolveWeak\()/g;

/**
 * @param {string} source
 * @returns {{code: string, entries: number, replaced: number}}
 */
function stripModulePaths(source) {
  const entries = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  let replaced = 0;
  const code = source.replace(ENTRY, (match, loader, imported, listed, weak) => {
    if (imported !== listed) return match;
    replaced += 1;
    return `${loader}, 0, ${weak}`;
  });
  return {code, entries, replaced};
}

/**
 * @this {{callback: (error: Error | null, code?: string) => void}}
 * @param {string} source
 */
function registryLoader(source) {
  const {code, entries, replaced} = stripModulePaths(source);
  const names = shortNameMap(source);
  if (replaced !== entries || names.size !== entries) {
    this.callback(new Error(`client-bundle: the route registry has ${entries} entries but ${Math.min(replaced, names.size)} matched the expected shape; update plugins/client-bundle/ for this Docusaurus version`));
    return;
  }
  this.callback(null, renameInRegistry(code, names));
}

module.exports = registryLoader;
module.exports.stripModulePaths = stripModulePaths;
