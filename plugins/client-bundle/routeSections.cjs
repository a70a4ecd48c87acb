// @ts-check
/**
 * Route sections: the docs routes leave main.js (see index.ts).
 *
 * Docusaurus puts the whole route table in main.js: `@generated/routes` (each route with its
 * component), `@generated/routesChunkNames` (each route's chunk names) and `@generated/registry`
 * (each chunk's loader). Every page downloads all of it, and the docs pages are most of it: at 367
 * docs pages, 367 of the 484 routes and 368 of the 538 registry entries, about 20 kB gzip that the
 * home page, the blog and every other page download without using. It grows with every doc.
 *
 * The docs plugin nests its pages under one parent route (`/docs` > version > sidebar root >
 * pages). Here, in the browser bundle only, a large enough array of nested leaf routes becomes a
 * section: the main route table holds an empty array in its place, and a separate module, the same
 * `routes.js` with the query `?section=<n>`, holds the section's routes together with the
 * registry entries and chunk names only they use, and adds those to the shared registry and
 * chunk-name objects when it loads. client/preload.ts loads the section a path needs before
 * Docusaurus preloads the path's route components, which it does before the first render and
 * before every navigation, so everything that reads the table after that sees the full table.
 *
 * The server bundle keeps Docusaurus' table as it is. Each loader here reads the three generated
 * files together, so the registry, the chunk names and the routes always agree on the split.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const {REGISTRY_ENTRY, shortNameMap, renameChunkNames, respond} = require('./generatedFiles.cjs');

/** Fewest nested leaf routes that make a section: below that, a separate request costs more than it saves. */
const MIN_SECTION_ROUTES = 20;

const IMPORTS = ["import React from 'react';", "import ComponentCreator from '@docusaurus/ComponentCreator';"];

/**
 * @typedef {{path: string, hash: string}} ComponentRef
 * @typedef {{path: string, component: ComponentRef, routes?: Route[], [key: string]: unknown}} Route
 * @typedef {{id: number, parent: string, routes: Route[], keys: Set<string>, names: Set<string>}} Section
 * @typedef {{routes: Route[], sections: Section[], chunkNames: Record<string, unknown>, sectionOf: Map<Route[], Section>}} Split
 */

/**
 * The route table of `.docusaurus/routes.js`, with each `ComponentCreator(path, hash)` call as
 * `{path, hash}`. The file is generated code that only imports React and ComponentCreator; any
 * other shape fails the build here rather than splitting a table we do not understand.
 * @param {string} source
 * @returns {Route[]}
 */
function parseRoutes(source) {
  let code = source;
  for (const line of IMPORTS) {
    if (!code.includes(line)) throw new Error(`client-bundle: .docusaurus/routes.js no longer starts with \`${line}\`; update plugins/client-bundle/routeSections.cjs for this Docusaurus version`);
    code = code.replace(line, '');
  }
  if (!/^\s*export default \[/m.test(code)) throw new Error('client-bundle: .docusaurus/routes.js has no `export default [`; update plugins/client-bundle/routeSections.cjs');
  code = code.replace(/^\s*export default \[/m, 'return [');
  /** @type {(path: string, hash: string) => ComponentRef} */
  const creator = (routePath, hash) => ({path: routePath, hash});
  return new Function('ComponentCreator', code)(creator);
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

/** @param {Route} route */
const routeKey = (route) => `${route.component.path}-${route.component.hash}`;

/**
 * Splits the table: every nested array of at least `MIN_SECTION_ROUTES` leaf routes is a section,
 * with the chunk-name keys of its routes and the chunk names that no route outside it uses.
 * @param {string} routesSource  `.docusaurus/routes.js`
 * @param {string} chunkNamesSource  `.docusaurus/routesChunkNames.json`
 * @param {number} [minRoutes]
 * @returns {Split}
 */
function splitRoutes(routesSource, chunkNamesSource, minRoutes = MIN_SECTION_ROUTES) {
  const routes = parseRoutes(routesSource);
  /** @type {Record<string, unknown>} */
  const chunkNames = JSON.parse(chunkNamesSource);
  /** @type {Section[]} */
  const sections = [];
  /** @type {Map<Route[], Section>} */
  const sectionOf = new Map();
  /** @type {Set<string>} */
  const mainNames = new Set();
  /** @param {Route[]} list @param {boolean} nested */
  const walk = (list, nested) => {
    for (const route of list) {
      collectNames(chunkNames[routeKey(route)], mainNames);
      if (!route.routes) continue;
      const leaves = route.routes.every((child) => !child.routes);
      if (nested && leaves && route.routes.length >= minRoutes) {
        /** @type {Section} */
        const section = {id: sections.length, parent: route.path, routes: route.routes, keys: new Set(route.routes.map(routeKey)), names: new Set()};
        for (const key of section.keys) collectNames(chunkNames[key], section.names);
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
  const split = splitRoutes(read('routes.js'), read('routesChunkNames.json'));
  return {split, registry, names: shortNameMap(registry)};
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
 * @param {string} registry
 * @param {Map<string, string>} names
 * @param {(key: string) => boolean} keep
 */
function browserRegistryEntries(registry, names, keep) {
  /** @type {string[]} */
  const lines = [];
  let matched = 0;
  for (const [, key = '', , imported = ''] of registry.matchAll(REGISTRY_ENTRY)) {
    matched += 1;
    if (!keep(key)) continue;
    const name = names.get(key) ?? key;
    lines.push(`  "${name}": [() => import(/* webpackChunkName: "${name}" */ ${imported})],`);
  }
  return {lines, matched};
}

/**
 * JavaScript for a route array, components created with `deferredComponent`, nested section arrays
 * replaced by `lazyRoutes(<parent path>, <import of the section>)`.
 * @param {Route[]} list
 * @param {Split} split
 * @param {string} request  the module request of the routes file, for the section imports
 * @param {string} indent
 * @returns {string}
 */
function emitRoutes(list, split, request, indent = '') {
  const inner = `${indent}  `;
  const items = list.map((route) => {
    const {path: routePath, component, routes: children, ...rest} = route;
    const props = [`path: ${JSON.stringify(routePath)}`, `component: deferredComponent(${JSON.stringify(component.path)}, ${JSON.stringify(component.hash)})`];
    for (const [key, value] of Object.entries(rest)) props.push(`${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    if (children) {
      const section = split.sectionOf.get(children);
      props.push(section
        ? `routes: lazyRoutes(${JSON.stringify(section.parent)}, () => import(/* webpackChunkName: "routes-${section.id}" */ ${JSON.stringify(`${request}?section=${section.id}`)}))`
        : `routes: ${emitRoutes(children, split, request, `${inner}  `)}`);
    }
    return `${inner}{${props.join(', ')}}`;
  });
  return `[\n${items.join(',\n')}\n${indent}]`;
}

const RUNTIME = JSON.stringify(path.join(__dirname, 'client', 'routeSections.ts'));
const DEFERRED = `import {deferredComponent} from ${JSON.stringify(path.join(__dirname, 'client', 'deferredComponent.ts'))};`;

/**
 * The main route table: Docusaurus' table with each section's routes left out (none in the
 * server bundle, whose split has no sections).
 * @param {Split} split
 * @param {string} request
 */
function emitMainRoutes(split, request) {
  return [
    DEFERRED,
    ...(split.sections.length > 0 ? [`import {lazyRoutes} from ${RUNTIME};`] : []),
    '',
    `export default ${emitRoutes(split.routes, split, request)};`,
    '',
  ].join('\n');
}

/**
 * A section module: its registry entries and chunk names join the shared objects, which
 * ComponentCreator reads when a route's component is first used (client/deferredComponent.ts).
 * @param {Section} section
 * @param {Split} split
 * @param {string} registry
 * @param {Map<string, string>} names
 */
function emitSection(section, split, registry, names) {
  const {lines} = browserRegistryEntries(registry, names, (key) => section.names.has(key));
  const chunkNames = Object.fromEntries([...section.keys].map((key) => [key, renameChunkNames(split.chunkNames[key], names)]));
  return [
    DEFERRED,
    "import registry from '@generated/registry';",
    "import routesChunkNames from '@generated/routesChunkNames';",
    '',
    `Object.assign(registry, {\n${lines.join('\n')}\n});`,
    `Object.assign(routesChunkNames, ${JSON.stringify(chunkNames)});`,
    '',
    `export default ${emitRoutes(section.routes, split, '')};`,
    '',
  ].join('\n');
}

/**
 * Loader for `.docusaurus/routes.js`: the main table, or with `?section=<n>` the section module.
 * The server bundle (`server: true`) gets the whole table, with the same deferred components.
 * @this {{resourcePath: string, resourceQuery: string, getOptions: () => {server?: boolean}, addDependency: (file: string) => void, callback: (error: Error | null, code?: string) => void}}
 * @param {string} source
 */
function routesLoader(source) {
  respond(this, () => {
    if (this.getOptions().server) return emitMainRoutes(splitRoutes(source, '{}', Infinity), '');
    const {split, registry, names} = readSplit(path.dirname(this.resourcePath), (file) => this.addDependency(file), {'routes.js': source});
    const query = /[?&]section=(\d+)/.exec(this.resourceQuery ?? '');
    if (!query) return emitMainRoutes(split, `./${path.basename(this.resourcePath)}`);
    const section = split.sections[Number(query[1])];
    if (!section) throw new Error(`client-bundle: no route section ${query[1]}`);
    return emitSection(section, split, registry, names);
  });
}

module.exports = routesLoader;
module.exports.MIN_SECTION_ROUTES = MIN_SECTION_ROUTES;
module.exports.parseRoutes = parseRoutes;
module.exports.splitRoutes = splitRoutes;
module.exports.readSplit = readSplit;
module.exports.readGenerated = readGenerated;
module.exports.sectionNames = sectionNames;
module.exports.browserRegistryEntries = browserRegistryEntries;
module.exports.emitMainRoutes = emitMainRoutes;
module.exports.emitSection = emitSection;
