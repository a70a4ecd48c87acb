// @ts-check
/**
 * Reads Docusaurus' route table and splits it into route sections (see index.ts).
 *
 * Docusaurus puts the whole route table in main.js: `@generated/routes` (each route with its
 * component), `@generated/routesChunkNames` (each route's chunk names) and `@generated/registry`
 * (each chunk's loader). Every page downloads all of it, and the docs pages are most of it; it
 * grows with every doc, while the home page, the blog and every other page never use those routes.
 *
 * The docs plugin nests its pages under one parent route (`/docs` > version > sidebar root >
 * pages). A large enough array of nested leaf routes becomes a section: the browser's main table
 * holds an empty array in its place, and the section's own module (routesLoader.cjs) holds its
 * routes with the registry entries and chunk names only they use.
 *
 * Each of the three loaders reads all three generated files through `readSplit`, so the registry,
 * the chunk names and the routes always agree on the split.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const {REGISTRY_ENTRY, ShapeError, lineWith, shortNameMap, parseChunkNames} = require('./generatedFiles.cjs');

/** Fewest nested leaf routes that make a section: below that, a separate request costs more than it saves. */
const MIN_SECTION_ROUTES = 20;

const ROUTES_FILE = '.docusaurus/routes.js';
const IMPORTS = ["import React from 'react';", "import ComponentCreator from '@docusaurus/ComponentCreator';"];

/**
 * @typedef {{path: string, hash: string}} ComponentRef
 * @typedef {{path: string, component: ComponentRef, routes?: Route[], [key: string]: unknown}} Route
 * @typedef {{id: number, parent: string, routes: Route[], keys: Set<string>, names: Set<string>}} Section
 * @typedef {{routes: Route[], sections: Section[], chunkNames: Record<string, unknown>, sectionOf: Map<Route[], Section>}} Split
 */

/**
 * Checks each route of a parsed table: a path, a component made by `ComponentCreator(path, hash)`,
 * nested routes in an array.
 * @param {unknown} routes
 * @param {string} where
 */
function checkRoutes(routes, where) {
  const expected = 'an array of `{path: \'<path>\', component: ComponentCreator(\'<path>\', \'<hash>\'), routes?: [...], ...}` objects';
  if (!Array.isArray(routes)) throw new ShapeError(ROUTES_FILE, expected, `${where} is ${typeof routes}`, 'parseRoutes in plugins/route-sections/routeTable.cjs');
  for (const route of routes) {
    const {path: routePath, component, routes: children} = /** @type {Record<string, unknown>} */ (route ?? {});
    const ref = /** @type {Record<string, unknown> | undefined} */ (component);
    if (typeof routePath !== 'string' || typeof ref?.path !== 'string' || (ref.hash !== undefined && typeof ref.hash !== 'string')) {
      throw new ShapeError(ROUTES_FILE, expected, `a route in ${where} reads ${JSON.stringify(route)?.slice(0, 160)}`, 'parseRoutes in plugins/route-sections/routeTable.cjs');
    }
    if (children !== undefined) checkRoutes(children, `the routes of "${routePath}"`);
  }
}

/**
 * The route table of `.docusaurus/routes.js`, with each `ComponentCreator(path, hash)` call as
 * `{path, hash}`. The file is generated code that only imports React and ComponentCreator and
 * exports an array literal; any other shape fails the build here rather than splitting a table we
 * do not understand.
 * @param {string} source
 * @returns {Route[]}
 */
function parseRoutes(source) {
  let code = source;
  for (const line of IMPORTS) {
    if (!code.includes(line)) {
      throw new ShapeError(ROUTES_FILE, `the import \`${line}\``, `imports ${JSON.stringify((source.match(/^import .*$/gm) ?? []).join(' '))}`, 'parseRoutes in plugins/route-sections/routeTable.cjs');
    }
    code = code.replace(line, '');
  }
  if (!/^\s*export default \[/m.test(code)) {
    throw new ShapeError(ROUTES_FILE, 'the table as `export default [`', `\`${lineWith(code, 'export') || 'no export'}\``, 'parseRoutes in plugins/route-sections/routeTable.cjs');
  }
  code = code.replace(/^\s*export default \[/m, 'return [');
  /** @type {(path: string, hash: string) => ComponentRef} */
  const creator = (routePath, hash) => ({path: routePath, hash});
  let routes;
  try {
    routes = new Function('ComponentCreator', code)(creator);
  } catch (error) {
    throw new ShapeError(ROUTES_FILE, 'an array literal that uses nothing but ComponentCreator', `code that fails to evaluate (${/** @type {Error} */ (error).message})`, 'parseRoutes in plugins/route-sections/routeTable.cjs');
  }
  checkRoutes(routes, 'the table');
  return routes;
}

/**
 * Every chunk name in a `routesChunkNames` value.
 * @param {unknown} value
 * @param {Set<string>} into
 */
function collectNames(value, into) {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) collectNames(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectNames(item, into);
  return into;
}

/**
 * The key of a route in `routesChunkNames`: the path and hash given to its ComponentCreator (the
 * catch-all route has no hash and no chunk names).
 * @param {Route} route
 */
const routeKey = (route) => `${route.component.path}-${route.component.hash}`;

/**
 * Splits the table: every nested array of at least `minRoutes` leaf routes is a section, with the
 * chunk-name keys of its routes and the chunk names that no route outside it uses. Every route
 * with a hash must have its chunk names: a table and chunk names that do not match fail here.
 * @param {string} routesSource  `.docusaurus/routes.js`
 * @param {string} chunkNamesSource  `.docusaurus/routesChunkNames.json`
 * @param {number} [minRoutes]
 * @returns {Split}
 */
function splitRoutes(routesSource, chunkNamesSource, minRoutes = MIN_SECTION_ROUTES) {
  const routes = parseRoutes(routesSource);
  const chunkNames = parseChunkNames(chunkNamesSource);
  /** @type {Section[]} */
  const sections = [];
  /** @type {Map<Route[], Section>} */
  const sectionOf = new Map();
  /** @type {Set<string>} */
  const mainNames = new Set();
  /** @param {Route} route */
  const namesOf = (route) => {
    const key = routeKey(route);
    if (route.component.hash !== undefined && chunkNames[key] === undefined) {
      throw new ShapeError(
        '.docusaurus/routesChunkNames.json',
        `a key "<path>-<hash>" for each route of ${ROUTES_FILE}, from \`ComponentCreator('<path>', '<hash>')\``,
        `no key "${key}"`,
        'routeKey in plugins/route-sections/routeTable.cjs',
      );
    }
    return chunkNames[key];
  };
  /** @param {Route[]} list @param {boolean} nested */
  const walk = (list, nested) => {
    for (const route of list) {
      collectNames(namesOf(route), mainNames);
      if (!route.routes) continue;
      const leaves = route.routes.every((child) => !child.routes);
      if (nested && leaves && route.routes.length >= minRoutes) {
        /** @type {Section} */
        const section = {id: sections.length, parent: route.path, routes: route.routes, keys: new Set(route.routes.map(routeKey)), names: new Set()};
        for (const child of route.routes) collectNames(namesOf(child), section.names);
        sections.push(section);
        sectionOf.set(route.routes, section);
      } else {
        walk(route.routes, true);
      }
    }
  };
  walk(routes, false);
  // A chunk that a route outside the section (or another section) uses stays in the main registry.
  for (const section of sections) {
    const others = sections.filter((other) => other !== section).flatMap((other) => [...other.names]);
    for (const name of [...section.names]) if (mainNames.has(name) || others.includes(name)) section.names.delete(name);
  }
  return {routes, sections, chunkNames, sectionOf};
}

/**
 * One generated file of `dir`, registered as a dependency of the loader that reads it.
 * @param {string} dir  the `.docusaurus` folder
 * @param {string} name
 * @param {(file: string) => void} addDependency
 */
function readGenerated(dir, name, addDependency) {
  const file = path.join(dir, name);
  addDependency(file);
  return fs.readFileSync(file, 'utf8');
}

/**
 * The split of the generated files in `dir`, all three registered as dependencies. `own` holds
 * the source of the file the calling loader processes, which is not read again.
 * @param {string} dir  the `.docusaurus` folder
 * @param {(file: string) => void} addDependency
 * @param {Record<string, string>} [own]  file name → source
 */
function readSplit(dir, addDependency, own = {}) {
  const read = (/** @type {string} */ name) => {
    if (own[name] === undefined) return readGenerated(dir, name, addDependency);
    addDependency(path.join(dir, name));
    return own[name];
  };
  const registry = read('registry.js');
  const names = shortNameMap(registry);
  const split = splitRoutes(read('routes.js'), read('routesChunkNames.json'));
  return {split, registry, names};
}

/**
 * The names of all section-only chunks.
 * @param {Split} split
 */
const sectionNames = (split) => new Set(split.sections.flatMap((section) => [...section.names]));

/**
 * Registry lines for the browser: `"<short>": [() => import(/* webpackChunkName: "<short>" *\/ "<module>")]`.
 * The module path and weak id that Docusaurus adds are read only by react-loadable on the server
 * (and by `Loadable.preloadReady`, which the browser never calls).
 * @param {string} registry  checked by shortNameMap
 * @param {Map<string, string>} names
 * @param {(key: string) => boolean} keep
 */
function browserRegistryEntries(registry, names, keep) {
  /** @type {string[]} */
  const lines = [];
  for (const [, key = '', , imported = ''] of registry.matchAll(REGISTRY_ENTRY)) {
    if (!keep(key)) continue;
    const name = names.get(key) ?? key;
    lines.push(`  "${name}": [() => import(/* webpackChunkName: "${name}" */ ${imported})],`);
  }
  return lines;
}

module.exports = {MIN_SECTION_ROUTES, parseRoutes, splitRoutes, readSplit, readGenerated, sectionNames, browserRegistryEntries, collectNames, routeKey};
