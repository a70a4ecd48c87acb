// @ts-check
/**
 * What the client-bundle loaders know of the route files Docusaurus 3.10 generates in
 * `.docusaurus/` (see index.ts): the shape of a registry entry, the short chunk names, and the
 * answer of a loader. One module, so every loader reads the registry with the same pattern.
 */
'use strict';

/**
 * One entry of `.docusaurus/registry.js`:
 *   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<module>"), "<module>", require.resolveWeak("<module>")]
 * followed by `,` (the last entry's line also closes the object).
 * Groups: key, chunk name, imported module, listed module, weak module.
 */
const REGISTRY_ENTRY = /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ ("(?:[^"\\]|\\.)*")\), ("(?:[^"\\]|\\.)*"), require\.resolveWeak\(("(?:[^"\\]|\\.)*")\)\]/gm;

/**
 * How many entries the registry has, whatever their shape: a loader that matched fewer of them
 * with REGISTRY_ENTRY must fail rather than ship a partial map.
 * @param {string} registrySource
 */
const registryEntryCount = (registrySource) => (registrySource.match(/require\.resolveWeak\(/g) ?? []).length;

/**
 * Short chunk names: Docusaurus names each route chunk with an 8-character hash of its module
 * path, written in the registry, in `routesChunkNames` and in the runtime's name-to-id table, so
 * every page downloads it three times over. Each name becomes its rank among the registry's names
 * in base 36 ("0" … "zz"), in the order the registry lists them, which Docusaurus sorts: the same
 * build always gets the same names, and every file gets the same mapping because it is computed
 * from the registry alone.
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
 * Answers the bundler with what `produce` returns, or with the error it throws.
 * @param {{callback: (error: Error | null, code?: string) => void}} loader
 * @param {() => string} produce
 */
function respond(loader, produce) {
  let code;
  try {
    code = produce();
  } catch (error) {
    loader.callback(/** @type {Error} */ (error));
    return;
  }
  loader.callback(null, code);
}

module.exports = {REGISTRY_ENTRY, registryEntryCount, shortNameMap, renameChunkNames, respond};
