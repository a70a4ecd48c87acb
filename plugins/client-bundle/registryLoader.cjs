// @ts-check
/**
 * Loader for `.docusaurus/registry.js` (see index.ts): short chunk names (chunkNames.cjs), and the
 * module path replaced. Each entry of the generated file reads
 *   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<module>"), "<module>", require.resolveWeak("<module>")],
 * and becomes, in the browser bundle,
 *   "<name>": [() => import(/* webpackChunkName: "<name>" *\/ "<module>"), 0, require.resolveWeak("<module>")],
 * and in the server bundle
 *   "<name>": [() => import(/* webpackChunkName: "<name>" *\/ "<module>"), "<name>", require.resolveWeak("<module>")].
 * react-loadable reads the second slot only on the server, where it reports it for each component a
 * page renders; Docusaurus looks the reports up in the client manifest, which names route chunks by
 * chunk name. With the module path the lookup found nothing, so pages linked no file of their route
 * chunks; with the name, a page's HTML loads its route chunks' scripts and stylesheets at once.
 * The registry keeps its shape, so a Docusaurus version that writes it differently fails loudly
 * here instead of shipping a broken map.
 */
'use strict';

const {REGISTRY_ENTRY, shortNameMap} = require('./chunkNames.cjs');

/**
 * Every entry of the registry under its short name when `names` has one, with its module path
 * replaced: by 0 in the browser bundle, or by the chunk's name in the server bundle (`server`).
 * @param {string} source
 * @param {Map<string, string>} [names]
 * @param {{server?: boolean}} [options]
 * @returns {{code: string, entries: number, replaced: number}}
 */
function rewriteRegistry(source, names, {server = false} = {}) {
  const entries = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  let replaced = 0;
  const code = source.replace(REGISTRY_ENTRY, (match, key, _chunkName, imported, listed, weak) => {
    if (imported !== listed) return match;
    replaced += 1;
    const name = names?.get(key) ?? key;
    const slot = server ? JSON.stringify(name) : '0';
    return `  "${name}": [() => import(/* webpackChunkName: "${name}" */ ${imported}), ${slot}, ${weak}`;
  });
  return {code, entries, replaced};
}

/** @param {string} source */
const stripModulePaths = (source) => rewriteRegistry(source);

/**
 * @this {{callback: (error: Error | null, code?: string) => void, getOptions: () => {server?: boolean}}}
 * @param {string} source
 */
function registryLoader(source) {
  const {code, entries, replaced} = rewriteRegistry(source, shortNameMap(source), this.getOptions());
  if (replaced !== entries) {
    this.callback(new Error(`client-bundle: the route registry has ${entries} entries but ${replaced} matched the expected shape; update plugins/client-bundle/ for this Docusaurus version`));
    return;
  }
  this.callback(null, code);
}

module.exports = registryLoader;
module.exports.rewriteRegistry = rewriteRegistry;
module.exports.stripModulePaths = stripModulePaths;
