// @ts-check
/**
 * Loader for `.docusaurus/routes.js` (see index.ts and routeTable.cjs).
 *
 * In the browser bundle the main table is Docusaurus' table with each section's array replaced by
 * `lazyRoutes(<parent path>, <import of the section>)`; a section is the same `routes.js` requested
 * with the query `?section=<n>`, and its module adds its registry entries and chunk names to the
 * shared registry and chunk-name objects when it loads. client/preload.ts loads the sections a
 * path needs before Docusaurus preloads the path's route components, which it does before the
 * first render and before every navigation, so everything that reads the table after that sees the
 * full table.
 *
 * The server bundle gets the whole table. In both bundles every route component is created on
 * first use (`deferredComponent(path, hash)` where Docusaurus writes `ComponentCreator(path, hash)`,
 * client/deferredComponent.ts), so the server renders the tree the browser hydrates.
 */
'use strict';

const path = require('node:path');
const {renameChunkNames, respond} = require('./generatedFiles.cjs');
const {parseRoutes, readSplit, browserRegistryEntries} = require('./routeTable.cjs');

/**
 * @typedef {{path: string, component: {path: string, hash: string}, routes?: Route[], [key: string]: unknown}} Route
 * @typedef {{id: number, parent: string, routes: Route[], keys: Set<string>, names: Set<string>}} Section
 * @typedef {{routes: Route[], sections: Section[], chunkNames: Record<string, unknown>, sectionOf: Map<Route[], Section>}} Split
 */

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
  const lines = browserRegistryEntries(registry, names, (key) => section.names.has(key));
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
 * The main table, or with `?section=<n>` the section module. The server bundle (`server: true`)
 * gets the whole table, with the same deferred components.
 * @this {{resourcePath: string, resourceQuery: string, getOptions: () => {server?: boolean}, addDependency: (file: string) => void, callback: (error: Error | null, code?: string) => void}}
 * @param {string} source
 */
function routesLoader(source) {
  respond(this, () => {
    if (this.getOptions().server) return emitMainRoutes({routes: parseRoutes(source), sections: [], chunkNames: {}, sectionOf: new Map()}, '');
    const {split, registry, names} = readSplit(path.dirname(this.resourcePath), (file) => this.addDependency(file), {'routes.js': source});
    const query = /[?&]section=(\d+)/.exec(this.resourceQuery ?? '');
    if (!query) return emitMainRoutes(split, `./${path.basename(this.resourcePath)}`);
    const section = split.sections[Number(query[1])];
    if (!section) throw new Error(`route-sections: no route section ${query[1]} in ${this.resourcePath} (it has ${split.sections.length}); the main table and its sections were split from different files`);
    return emitSection(section, split, registry, names);
  });
}

module.exports = routesLoader;
module.exports.emitMainRoutes = emitMainRoutes;
module.exports.emitSection = emitSection;
