import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterAll, describe, expect, it, vi} from 'vitest';
import {lazyRoutes, loadRouteSections, routeSections} from '../client/routeSections';

const require = createRequire(import.meta.url);

vi.mock('@docusaurus/ComponentCreator', () => ({
  default: vi.fn((routePath: string) => Object.assign(() => null, {preload: async () => `loaded ${routePath}`})),
}));

type Route = {path: string; component: {path: string; hash: string}; routes?: Route[]; [key: string]: unknown};
type Section = {id: number; parent: string; routes: Route[]; keys: Set<string>; names: Set<string>};
type Split = {routes: Route[]; sections: Section[]; chunkNames: Record<string, unknown>};
type LoaderResult = {error: Error | null; code?: string};
type LoaderFn = (this: object, source: string) => void;

const {parseRoutes, splitRoutes} = require('../routeTable.cjs') as {
  parseRoutes: (source: string) => Route[];
  splitRoutes: (routes: string, chunkNames: string, minRoutes?: number) => Split;
};
const sectionsModule = require('../routesLoader.cjs') as LoaderFn;
const registryLoader = require('../registryLoader.cjs') as LoaderFn;
const chunkNamesLoader = require('../chunkNamesLoader.cjs') as LoaderFn;

/**
 * The three files Docusaurus 3.10 generates (lib/server/codegen/codegenRoutes.js), for a site with
 * a home page, a blog post and `docs` nested docs pages that share their page component.
 */
function generatedFiles(docs: number) {
  const leaf = (i: number) => `              {\n                path: '/docs/page-${i}',\n                component: ComponentCreator('/docs/page-${i}', 'h${i}'),\n                exact: true,\n                sidebar: "main"\n              }`;
  const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '/blog/post',
    component: ComponentCreator('/blog/post', 'b01'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'd01'),
    routes: [
      {
        path: '/docs',
        component: ComponentCreator('/docs', 'd02'),
        routes: [
          {
            path: '/docs',
            component: ComponentCreator('/docs', 'd03'),
            routes: [
${Array.from({length: docs}, (_, i) => leaf(i)).join(',\n')}
            ]
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
  const entries: [string, string][] = [
    ['aaaa0001', '@theme/Home'],
    ['aaaa0002', '@site/blog/post.mdx'],
    ['aaaa0003', '@theme/DocsRoot'],
    ['aaaa0004', '@generated/version.json'],
    ['aaaa0005', '@theme/DocItem'],
    ['aaaa0006', '@generated/plugin.json'],
    ...Array.from({length: docs}, (_, i): [string, string] => [`dddd${String(i).padStart(4, '0')}`, `@site/docs/page-${i}.mdx`]),
  ];
  const registry = `export default {\n${entries.map(([chunk, modulePath]) => `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`).join('\n')}};\n`;
  const chunkNames: Record<string, unknown> = {
    '/-e5f': {__comp: 'aaaa0001'},
    '/blog/post-b01': {__comp: 'aaaa0002', __context: {plugin: 'aaaa0006'}},
    '/docs-d01': {__comp: 'aaaa0003', __context: {plugin: 'aaaa0006'}},
    '/docs-d02': {__props: 'aaaa0004'},
    '/docs-d03': {},
  };
  for (let i = 0; i < docs; i++) chunkNames[`/docs/page-${i}-h${i}`] = {__comp: 'aaaa0005', __context: {plugin: 'aaaa0006'}, content: `dddd${String(i).padStart(4, '0')}`};
  return {routes, registry, chunkNames: JSON.stringify(chunkNames, null, 2)};
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, {recursive: true, force: true});
});

/** Writes the generated files into a `.docusaurus` folder and returns its path. */
function writeGenerated(docs: number): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'route-sections-')), '.docusaurus');
  dirs.push(path.dirname(dir));
  fs.mkdirSync(dir);
  const files = generatedFiles(docs);
  fs.writeFileSync(path.join(dir, 'routes.js'), files.routes);
  fs.writeFileSync(path.join(dir, 'registry.js'), files.registry);
  fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), files.chunkNames);
  return dir;
}

/** Runs a loader on one of the generated files the way the bundler does. */
function runLoader(loader: LoaderFn, dir: string, file: string, {query = '', server = false} = {}): LoaderResult & {dependencies: string[]} {
  let result: LoaderResult = {error: null};
  const dependencies: string[] = [];
  const resourcePath = path.join(dir, file);
  loader.call(
    {resourcePath, resourceQuery: query, getOptions: () => ({server}), addDependency: (dep: string) => dependencies.push(dep), callback: (error: Error | null, code?: string) => (result = {error, code})},
    fs.readFileSync(resourcePath, 'utf8'),
  );
  return {...result, dependencies};
}

describe('splitting the route table', () => {
  it('reads the generated table, components as path and hash', () => {
    const routes = parseRoutes(generatedFiles(2).routes);
    expect(routes.map((route) => route.path)).toEqual(['/', '/blog/post', '/docs', '*']);
    expect(routes[0]).toEqual({path: '/', component: {path: '/', hash: 'e5f'}, exact: true});
    expect(routes[2]!.routes![0]!.routes![0]!.routes![1]).toEqual({path: '/docs/page-1', component: {path: '/docs/page-1', hash: 'h1'}, exact: true, sidebar: 'main'});
  });

  it('fails loudly on a table written differently', () => {
    expect(() => parseRoutes('import ComponentCreator from "x";\nexport default [];')).toThrow(/import React from 'react'/);
    expect(() => parseRoutes("import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\nmodule.exports = [];")).toThrow(/export default \[/);
  });

  it('makes a section of a large nested array of pages, with the chunks only its pages use', () => {
    const split = splitRoutes(generatedFiles(25).routes, generatedFiles(25).chunkNames);
    expect(split.sections).toHaveLength(1);
    const [section] = split.sections;
    expect(section!.parent).toBe('/docs');
    expect(section!.keys.size).toBe(25);
    // The page component is only used by docs pages; the plugin's context is shared with the blog.
    expect(section!.names.has('aaaa0005')).toBe(true);
    expect(section!.names.has('dddd0024')).toBe(true);
    expect(section!.names.has('aaaa0006')).toBe(false);
    expect(section!.names.has('aaaa0004')).toBe(false);
  });

  it('leaves small arrays and top-level routes in the main table', () => {
    expect(splitRoutes(generatedFiles(5).routes, generatedFiles(5).chunkNames).sections).toEqual([]);
    expect(splitRoutes(generatedFiles(5).routes, generatedFiles(5).chunkNames, 2).sections).toHaveLength(1);
  });
});

describe('the loaders in the browser bundle', () => {
  const dir = writeGenerated(25);

  it('main table: the section is an import of the same file with a query', () => {
    const {error, code, dependencies} = runLoader(sectionsModule, dir, 'routes.js');
    expect(error).toBeNull();
    expect(code).toContain('routes: lazyRoutes("/docs", () => import(/* webpackChunkName: "routes-0" */ "./routes.js?section=0"))');
    expect(code).toContain('{path: "/", component: deferredComponent("/", "e5f"), "exact": true}');
    expect(code).toContain('{path: "*", component: deferredComponent("*", undefined)}');
    expect(code).not.toContain('/docs/page-');
    expect(dependencies.map((file) => path.basename(file)).sort()).toEqual(['registry.js', 'routes.js', 'routesChunkNames.json']);
  });

  it('server bundle: the whole table, with the same deferred components', () => {
    const {error, code} = runLoader(sectionsModule, dir, 'routes.js', {server: true});
    expect(error).toBeNull();
    expect(code).not.toContain('lazyRoutes');
    expect(code).toContain('{path: "/docs/page-24", component: deferredComponent("/docs/page-24", "h24"), "exact": true, "sidebar": "main"}');
    expect(code).toMatch(/^import \{deferredComponent\} from ".*deferredComponent\.ts";$/m);
  });

  it('section module: registry entries and chunk names join the shared objects, its routes refer to them', () => {
    const {error, code} = runLoader(sectionsModule, dir, 'routes.js', {query: '?section=0'});
    expect(error).toBeNull();
    // Evaluate it with the imports as arguments.
    const registry: Record<string, unknown> = {};
    const chunkNames: Record<string, unknown> = {};
    const created: [string, string, number, number][] = [];
    const body = code!
      .replace(/^import \{deferredComponent\} from .*$/m, '')
      .replace("import registry from '@generated/registry';", '')
      .replace("import routesChunkNames from '@generated/routesChunkNames';", '')
      .replace('export default', 'return')
      .replace(/\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)/g, '() => "$1"');
    const deferredComponent = (routePath: string, hash: string) => {
      created.push([routePath, hash, Object.keys(registry).length, Object.keys(chunkNames).length]);
      return `component of ${routePath}`;
    };
    const routes = new Function('deferredComponent', 'registry', 'routesChunkNames', body)(deferredComponent, registry, chunkNames) as {path: string}[];
    expect(routes).toHaveLength(25);
    expect(routes[3]).toEqual({path: '/docs/page-3', component: 'component of /docs/page-3', exact: true, sidebar: 'main'});
    // 25 pages and their shared page component; short names are the ranks in the whole registry.
    expect(Object.keys(registry)).toHaveLength(26);
    expect((registry['4'] as [() => string])[0]()).toBe('@theme/DocItem');
    expect((registry['4'] as unknown[]).length).toBe(1);
    expect(chunkNames['/docs/page-0-h0']).toEqual({__comp: '4', __context: {plugin: '5'}, content: '6'});
    expect(created.every(([, , registered, named]) => registered === 26 && named === 25)).toBe(true);
  });

  it('registry: loaders only, without the section entries', () => {
    const {error, code} = runLoader(registryLoader, dir, 'registry.js');
    expect(error).toBeNull();
    expect(code).toContain('"0": [() => import(/* webpackChunkName: "0" */ "@theme/Home")],');
    expect(code).toContain('"5": [() => import(/* webpackChunkName: "5" */ "@generated/plugin.json")],');
    expect(code).not.toContain('@site/docs/');
    expect(code).not.toContain('@theme/DocItem');
    expect(code).not.toContain('resolveWeak');
  });

  it('chunk names: the section routes are left out; the server bundle keeps them all', () => {
    const browser = JSON.parse(runLoader(chunkNamesLoader, dir, 'routesChunkNames.json').code!) as Record<string, unknown>;
    expect(Object.keys(browser)).toEqual(['/-e5f', '/blog/post-b01', '/docs-d01', '/docs-d02', '/docs-d03']);
    expect(browser['/blog/post-b01']).toEqual({__comp: '1', __context: {plugin: '5'}});
    const server = JSON.parse(runLoader(chunkNamesLoader, dir, 'routesChunkNames.json', {server: true}).code!) as Record<string, unknown>;
    expect(Object.keys(server)).toHaveLength(30);
  });

  it('reports a registry that does not match', () => {
    const broken = writeGenerated(25);
    fs.appendFileSync(path.join(broken, 'registry.js'), '// "x": [() => import("y"), "y", require.resolveWeak("y")]\n');
    expect(runLoader(registryLoader, broken, 'registry.js').error?.message).toMatch(/Found: 31 of 32 entries in that shape; the first other one: `\/\/ "x"/);
    expect(runLoader(sectionsModule, dir, 'routes.js', {query: '?section=4'}).error?.message).toMatch(/no route section 4 .* \(it has 1\)/);
  });
});

describe('loading sections in the browser', () => {
  it('fills the array of the sections a path needs, once, and retries after a failure', async () => {
    let loads = 0;
    let fail = true;
    const routes = lazyRoutes('/guide', async () => {
      loads += 1;
      if (fail) throw new Error('offline');
      return {default: [{path: '/guide/a'}, {path: '/guide/b'}]};
    });
    expect(routeSections().at(-1)!.parent).toBe('/guide');
    expect(loadRouteSections('/', '/blog/post', '/guides')).toBeUndefined();
    await expect(loadRouteSections('/guide/a')).rejects.toThrow('offline');
    expect(routes).toEqual([]);
    fail = false;
    await Promise.all([loadRouteSections('/guide/a'), loadRouteSections('/guide')]);
    expect(loads).toBe(2);
    expect(routes).toEqual([{path: '/guide/a'}, {path: '/guide/b'}]);
    expect(loadRouteSections('/guide/b')).toBeUndefined();
  });
});

describe('deferred route components', () => {
  it('create the react-loadable component on first preload or render, once', async () => {
    const {deferredComponent} = await import('../client/deferredComponent');
    const ComponentCreator = (await import('@docusaurus/ComponentCreator')).default as unknown as {mock: {calls: unknown[][]}};
    const component = deferredComponent('/docs/a', 'h1') as unknown as ((props: object) => {type: {preload: () => Promise<string>}}) & {preload: () => Promise<unknown>};
    expect(ComponentCreator.mock.calls).toEqual([]);
    await expect(component.preload()).resolves.toBe('loaded /docs/a');
    expect(component({}).type.preload).toBeTypeOf('function');
    expect(ComponentCreator.mock.calls).toEqual([['/docs/a', 'h1']]);
  });
});
