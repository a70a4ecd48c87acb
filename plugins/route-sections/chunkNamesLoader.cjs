// @ts-check
/**
 * Loader for `.docusaurus/routesChunkNames.json` (see index.ts): every chunk under the short name
 * of the registry next to it (generatedFiles.cjs). In the browser bundle (`server: false`) the
 * routes of route sections are left out: their section module adds them (routesLoader.cjs).
 */
'use strict';

const path = require('node:path');
const {shortNameMap, parseChunkNames, renameChunkNames, respond} = require('./generatedFiles.cjs');
const {readSplit, readGenerated} = require('./routeTable.cjs');

/**
 * @this {{resourcePath: string, addDependency: (file: string) => void, getOptions: () => {server?: boolean}, callback: (error: Error | null, code?: string) => void}}
 * @param {string} source
 */
function routesChunkNamesLoader(source) {
  respond(this, () => {
    const dir = path.dirname(this.resourcePath);
    const addDependency = (/** @type {string} */ file) => this.addDependency(file);
    if (this.getOptions().server) {
      return JSON.stringify(renameChunkNames(parseChunkNames(source), shortNameMap(readGenerated(dir, 'registry.js', addDependency))));
    }
    const {split, names} = readSplit(dir, addDependency, {'routesChunkNames.json': source});
    const inSections = new Set(split.sections.flatMap((section) => [...section.keys]));
    const kept = Object.fromEntries(Object.entries(split.chunkNames).filter(([key]) => !inSections.has(key)));
    return JSON.stringify(renameChunkNames(kept, names));
  });
}

module.exports = routesChunkNamesLoader;
