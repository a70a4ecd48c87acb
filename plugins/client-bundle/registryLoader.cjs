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

const {REGISTRY_ENTRY, shortNameMap} = require('./chunkNames.cjs');

/**
 * Every entry of the registry without its module path, and under its short name when `names` has one.
 * @param {string} source
 * @param {Map<string, string>} [names]
 * @returns {{code: string, entries: number, replaced: number}}
 */
function rewriteRegistry(source, names) {
  const entries = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  let replaced = 0;
  const code = source.replace(REGISTRY_ENTRY, (match, key, _chunkName, imported, listed, weak) => {
    if (imported !== listed) return match;
    replaced += 1;
    const name = names?.get(key) ?? key;
    return `  "${name}": [() => import(/* webpackChunkName: "${name}" */ ${imported}), 0, ${weak}`;
  });
  return {code, entries, replaced};
}

/** @param {string} source */
const stripModulePaths = (source) => rewriteRegistry(source);

/**
 * @this {{callback: (error: Error | null, code?: string) => void}}
 * @param {string} source
 */
function registryLoader(source) {
  const {code, entries, replaced} = rewriteRegistry(source, shortNameMap(source));
  if (replaced !== entries) {
    this.callback(new Error(`client-bundle: the route registry has ${entries} entries but ${replaced} matched the expected shape; update plugins/client-bundle/ for this Docusaurus version`));
    return;
  }
  this.callback(null, code);
}

module.exports = registryLoader;
module.exports.stripModulePaths = stripModulePaths;
