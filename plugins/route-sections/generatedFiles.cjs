// @ts-check
/**
 * What this plugin's loaders know of the route files Docusaurus 3.10 generates in `.docusaurus/`
 * (`@docusaurus/core/lib/server/codegen/codegenRoutes.js`): the shape of a registry entry, the
 * short chunk names, the error a loader gives when a file has another shape, and the answer of a
 * loader. One module, so every loader reads the registry with the same pattern and words a shape
 * error the same way.
 *
 * The loaders rewrite generated code, so they must understand all of it or stop: a file of another
 * shape fails the build with a ShapeError that names the file, what was expected, what was found
 * and what to do, instead of shipping a route table that is wrong in some pages only.
 * `__tests__/generatedFiles.test.ts` runs the installed Docusaurus' own code generator, so an
 * upgrade that changes a shape fails the unit tests before it fails a build.
 */
'use strict';

/**
 * One entry of `.docusaurus/registry.js`:
 *   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<module>"), "<module>", require.resolveWeak("<module>")]
 * followed by `,` (the last entry's line also closes the object).
 * Groups: key, chunk name, imported module, listed module, weak module.
 */
const REGISTRY_ENTRY = /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ ("(?:[^"\\]|\\.)*")\), ("(?:[^"\\]|\\.)*"), require\.resolveWeak\(("(?:[^"\\]|\\.)*")\)\]/gm;

/** How a registry entry reads, for error messages. */
const REGISTRY_ENTRY_SHAPE = '`  "<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<module>"), "<module>", require.resolveWeak("<module>")],` on one line each';

/** Where Docusaurus writes these files, for error messages. */
const CODEGEN = '@docusaurus/core/lib/server/codegen/codegenRoutes.js';

/**
 * A generated file that does not have the shape a loader reads. The message says which file, what
 * was expected, what was found and what to do.
 */
class ShapeError extends Error {
  /**
   * @param {string} file  the generated file, e.g. `.docusaurus/registry.js`
   * @param {string} expected
   * @param {string} found
   * @param {string} [reader]  the module of this plugin that reads it
   */
  constructor(file, expected, found, reader = 'plugins/route-sections/') {
    super(
      [
        `route-sections: ${file} does not have the shape this plugin reads.`,
        `  Expected: ${expected}`,
        `  Found: ${found}`,
        `  What to do: Docusaurus now writes ${file} differently (see ${CODEGEN} in the installed @docusaurus/core). ` +
          `Update ${reader} to read the new shape, then run \`npx vitest run plugins/route-sections\` and build.`,
      ].join('\n'),
    );
    this.name = 'ShapeError';
    this.file = file;
  }
}

/**
 * The first line of `source` that contains `needle`, trimmed and shortened, for error messages.
 * @param {string} source
 * @param {string} needle
 */
function lineWith(source, needle) {
  const line = source.split('\n').find((text) => text.includes(needle)) ?? '';
  const trimmed = line.trim();
  return trimmed.length > 160 ? `${trimmed.slice(0, 160)}…` : trimmed;
}

/**
 * How many entries the registry has, whatever their shape: a loader that matched fewer of them
 * with REGISTRY_ENTRY must fail rather than ship a partial map.
 * @param {string} registrySource
 */
const registryEntryCount = (registrySource) => (registrySource.match(/require\.resolveWeak\(/g) ?? []).length;

/**
 * Checks that every entry of the registry has the shape of REGISTRY_ENTRY, and that there is at
 * least one (every site has a page).
 * @param {string} registrySource
 */
function checkRegistry(registrySource) {
  const file = '.docusaurus/registry.js';
  if (!/^export default \{/m.test(registrySource)) {
    throw new ShapeError(file, 'a module starting with `export default {`', `\`${registrySource.split('\n')[0]?.slice(0, 120) ?? ''}\``, 'plugins/route-sections/generatedFiles.cjs');
  }
  const entries = registryEntryCount(registrySource);
  const matched = [...registrySource.matchAll(REGISTRY_ENTRY)];
  if (entries === 0 || matched.length !== entries) {
    const unmatched = registrySource.split('\n').find((line) => line.includes('require.resolveWeak(') && !new RegExp(REGISTRY_ENTRY.source).test(line));
    throw new ShapeError(
      file,
      `${REGISTRY_ENTRY_SHAPE} (one per chunk)`,
      entries === 0 ? 'no entry with `require.resolveWeak(`' : `${matched.length} of ${entries} entries in that shape; the first other one: \`${unmatched?.trim().slice(0, 160) ?? lineWith(registrySource, 'require.resolveWeak(')}\``,
      'REGISTRY_ENTRY in plugins/route-sections/generatedFiles.cjs',
    );
  }
  for (const [, key = '', chunkName = '', imported, listed, weak] of matched) {
    if (key !== chunkName) {
      throw new ShapeError(file, 'each entry keyed by its own webpackChunkName', `entry "${key}" names its chunk "${chunkName}"`, 'shortNameMap in plugins/route-sections/generatedFiles.cjs');
    }
    if (imported !== listed || listed !== weak) {
      throw new ShapeError(file, 'the same module imported, listed and weakly resolved in each entry', `entry "${key}" has ${imported}, ${listed} and ${weak}`, 'serverRegistry in plugins/route-sections/registryLoader.cjs');
    }
  }
}

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
  checkRegistry(registrySource);
  /** @type {Map<string, string>} */
  const names = new Map();
  for (const [, key = ''] of registrySource.matchAll(REGISTRY_ENTRY)) {
    if (!names.has(key)) names.set(key, names.size.toString(36));
  }
  return names;
}

/**
 * Parses `.docusaurus/routesChunkNames.json`: an object keyed by `<route path>-<route hash>`, each
 * value an object of chunk names (strings, nested in objects and arrays).
 * @param {string} source
 * @returns {Record<string, unknown>}
 */
function parseChunkNames(source) {
  const file = '.docusaurus/routesChunkNames.json';
  const expected = 'a JSON object keyed by "<route path>-<route hash>", each value an object of chunk names';
  let value;
  try {
    value = JSON.parse(source);
  } catch (error) {
    throw new ShapeError(file, expected, `text that is not JSON (${/** @type {Error} */ (error).message})`, 'parseChunkNames in plugins/route-sections/generatedFiles.cjs');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new ShapeError(file, expected, Array.isArray(value) ? 'an array' : `\`${JSON.stringify(value)}\``, 'parseChunkNames in plugins/route-sections/generatedFiles.cjs');
  }
  for (const [key, names] of Object.entries(value)) {
    if (!names || typeof names !== 'object' || Array.isArray(names)) {
      throw new ShapeError(file, expected, `the value of "${key}" is ${JSON.stringify(names)}`, 'parseChunkNames in plugins/route-sections/generatedFiles.cjs');
    }
  }
  return /** @type {Record<string, unknown>} */ (value);
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

module.exports = {REGISTRY_ENTRY, ShapeError, lineWith, registryEntryCount, checkRegistry, shortNameMap, parseChunkNames, renameChunkNames, respond};
