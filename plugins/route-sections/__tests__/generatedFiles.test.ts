import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';

/**
 * The loaders on the route files of a fresh `.docusaurus`, written by the installed Docusaurus' own
 * code generator (`generateRouteFiles`, what `docusaurus build` calls), and on the same files in
 * another shape. A Docusaurus upgrade that writes these files differently fails here, with the
 * error a build would give.
 */

const require = createRequire(import.meta.url);
type LoaderFn = (this: object, source: string) => void;
const routesLoader = require('../routesLoader.cjs') as LoaderFn;
const registryLoader = require('../registryLoader.cjs') as LoaderFn;
const chunkNamesLoader = require('../chunkNamesLoader.cjs') as LoaderFn;
const {MIN_SECTION_ROUTES} = require('../routeTable.cjs') as {MIN_SECTION_ROUTES: number};
const {generateRouteFiles} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles: (params: {generatedFilesDir: string; routes: RouteConfig[]; baseUrl: string}) => Promise<void>;
};

const DOCS = MIN_SECTION_ROUTES + 5;
const docsPlugin = {name: 'docusaurus-plugin-content-docs', id: 'default'};
const blogPlugin = {name: 'docusaurus-plugin-content-blog', id: 'default'};

/** Routes shaped like the site's: pages, a blog post with props, and the docs plugin's nesting. */
function siteRoutes(): RouteConfig[] {
  const doc = (i: number): RouteConfig => ({
    path: i === 0 ? "/docs/it's-quoted" : `/docs/page-${i}`,
    component: '@theme/DocItem',
    exact: true,
    modules: {content: `@site/docs/page-${i}.mdx`},
    sidebar: 'mainSidebar',
    plugin: docsPlugin,
  } as RouteConfig);
  return [
    {path: '/', component: '@site/src/pages/index.tsx', exact: true, plugin: {name: 'docusaurus-plugin-content-pages', id: 'default'}} as RouteConfig,
    {path: '/blog/post', component: '@theme/BlogPostPage', exact: true, modules: {content: '@site/blog/post.mdx'}, props: {blogMetadata: {title: 'Blog'}}, context: {plugin: '@generated/blog-plugin.json'}, plugin: blogPlugin} as RouteConfig,
    {
      path: '/docs',
      component: '@theme/DocsRoot',
      exact: false,
      context: {plugin: '@generated/docs-plugin.json'},
      plugin: docsPlugin,
      routes: [
        {
          path: '/docs',
          component: '@theme/DocVersionRoot',
          exact: false,
          props: {version: {version: 'current'}},
          plugin: docsPlugin,
          routes: [{path: '/docs', component: '@theme/DocRoot', exact: false, plugin: docsPlugin, routes: Array.from({length: DOCS}, (_, i) => doc(i))}],
        },
      ],
    } as RouteConfig,
  ];
}

const roots: string[] = [];
let generated: string;

/** A fresh `.docusaurus` with the route files of `siteRoutes()`, as a production build writes them. */
async function generate(): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'route-sections-codegen-'));
  roots.push(root);
  const dir = path.join(root, '.docusaurus');
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await generateRouteFiles({generatedFilesDir: dir, routes: siteRoutes(), baseUrl: '/'});
  } finally {
    process.env.NODE_ENV = env;
  }
  return dir;
}

/** A copy of the generated folder with one file changed. */
function withChanged(file: string, change: (source: string) => string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'route-sections-changed-'));
  roots.push(root);
  const dir = path.join(root, '.docusaurus');
  fs.cpSync(generated, dir, {recursive: true});
  fs.writeFileSync(path.join(dir, file), change(fs.readFileSync(path.join(dir, file), 'utf8')));
  return dir;
}

function run(loader: LoaderFn, dir: string, file: string, {query = '', server = false} = {}): {error: Error | null; code?: string} {
  let result: {error: Error | null; code?: string} = {error: null};
  const resourcePath = path.join(dir, file);
  loader.call(
    {resourcePath, resourceQuery: query, getOptions: () => ({server}), addDependency: () => undefined, callback: (error: Error | null, code?: string) => (result = {error, code})},
    fs.readFileSync(resourcePath, 'utf8'),
  );
  return result;
}

/** Every loader in both bundles, and the first section module. */
const allRuns = (dir: string) => [
  run(routesLoader, dir, 'routes.js'),
  run(routesLoader, dir, 'routes.js', {query: '?section=0'}),
  run(routesLoader, dir, 'routes.js', {server: true}),
  run(registryLoader, dir, 'registry.js'),
  run(registryLoader, dir, 'registry.js', {server: true}),
  run(chunkNamesLoader, dir, 'routesChunkNames.json'),
  run(chunkNamesLoader, dir, 'routesChunkNames.json', {server: true}),
];

beforeAll(async () => {
  generated = await generate();
});

afterAll(() => {
  for (const root of roots) fs.rmSync(root, {recursive: true, force: true});
});

describe('the route files of the installed Docusaurus', () => {
  it('are read by every loader, in both bundles', () => {
    const runs = allRuns(generated);
    expect(runs.map((result) => result.error?.message ?? null)).toEqual(runs.map(() => null));
  });

  it('split into one docs section that holds every docs page, the quoted path included', () => {
    const main = run(routesLoader, generated, 'routes.js').code!;
    expect(main).toContain('routes: lazyRoutes("/docs", () => import(/* webpackChunkName: "routes-0" */ "./routes.js?section=0"))');
    expect(main).not.toContain('/docs/page-');
    const section = run(routesLoader, generated, 'routes.js', {query: '?section=0'}).code!;
    expect(section).toContain(`{path: "/docs/it's-quoted", component: deferredComponent("/docs/it's-quoted", `);
    expect(section.match(/deferredComponent\("\/docs\//g)).toHaveLength(DOCS);
    const server = run(routesLoader, generated, 'routes.js', {server: true}).code!;
    expect(server.match(/deferredComponent\("\/docs\//g)).toHaveLength(DOCS);
    expect(server.match(/deferredComponent\("\/docs", /g)).toHaveLength(3);
  });

  it('keep every registry entry under a short name on the server, and the section entries out of the browser registry', () => {
    const source = fs.readFileSync(path.join(generated, 'registry.js'), 'utf8');
    const entries = source.match(/require\.resolveWeak\(/g)!.length;
    const server = run(registryLoader, generated, 'registry.js', {server: true}).code!;
    expect(server.match(/^ {2}"[0-9a-z]{1,2}": \[\(\) => import\(\/\* webpackChunkName: "[0-9a-z]{1,2}" \*\/ "[^"]+"\), "[0-9a-z]{1,2}", require\.resolveWeak\("[^"]+"\)\]/gm)).toHaveLength(entries);
    const browser = run(registryLoader, generated, 'registry.js').code!;
    expect(browser).not.toContain('@site/docs/');
    expect(browser).not.toContain('resolveWeak');
    expect(browser).toContain('@site/blog/post.mdx');
  });
});

/** Each loader's error on a changed shape: which file, what was expected, what was found, what to do. */
function expectShapeError(result: {error: Error | null}, file: string, found: RegExp) {
  expect(result.error?.name).toBe('ShapeError');
  const message = result.error!.message;
  expect(message).toContain(`route-sections: .docusaurus/${file} does not have the shape this plugin reads.`);
  expect(message).toMatch(/\n {2}Expected: .+/);
  expect(message).toMatch(found);
  expect(message).toMatch(/\n {2}What to do: Docusaurus now writes .* differently \(see @docusaurus\/core\/lib\/server\/codegen\/codegenRoutes\.js .*\)\. Update (?:\w+ in )?plugins\/route-sections\/\S+ to read the new shape/);
}

describe('route files of another shape', () => {
  it('registry entries with another slot fail every loader that reads the registry', () => {
    const dir = withChanged('registry.js', (source) => source.replace(/, require\.resolveWeak\(("[^"]+")\)\]/, ', require.resolveWeak($1), "extra"]'));
    // The entry no longer closes after its weak id: it does not match, and the count shows it.
    for (const result of allRuns(dir).filter((_, i) => i !== 2)) expectShapeError(result, 'registry.js', /Found: \d+ of \d+ entries in that shape; the first other one: `"[0-9a-f]+": \[\(\) => import/);
  });

  it('a registry without entries', () => {
    const dir = withChanged('registry.js', () => 'export default {};\n');
    expectShapeError(run(registryLoader, dir, 'registry.js', {server: true}), 'registry.js', /Found: no entry/);
  });

  it('a route table exported another way', () => {
    const dir = withChanged('routes.js', (source) => source.replace('export default [', 'export const routes = ['));
    for (const result of [run(routesLoader, dir, 'routes.js'), run(routesLoader, dir, 'routes.js', {server: true}), run(registryLoader, dir, 'registry.js')]) {
      expectShapeError(result, 'routes.js', /Found: `export const routes = \[`/);
    }
  });

  it('a route table that needs more than ComponentCreator', () => {
    const dir = withChanged('routes.js', (source) => source.replace("component: ComponentCreator('/', ", "component: lazyComponent('/', "));
    expectShapeError(run(routesLoader, dir, 'routes.js'), 'routes.js', /Found: code that fails to evaluate \(lazyComponent is not defined\)/);
  });

  it('a route table whose routes have another form', () => {
    const dir = withChanged('routes.js', (source) => source.replace(/component: ComponentCreator\('\/', '(\w+)'\)/, "component: ['/', '$1']"));
    expectShapeError(run(routesLoader, dir, 'routes.js', {server: true}), 'routes.js', /Found: a route in the table reads \{"path":"\/","component":\["\/"/);
  });

  it('chunk names keyed another way', () => {
    const dir = withChanged('routesChunkNames.json', (source) => JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(source) as Record<string, unknown>).map(([key, value]) => [key.replace(/-[^-]+$/, ''), value]))));
    expectShapeError(run(chunkNamesLoader, dir, 'routesChunkNames.json'), 'routesChunkNames.json', /Found: no key "\/-[0-9a-f]+"/);
  });

  it('chunk names that are not an object of objects', () => {
    const dir = withChanged('routesChunkNames.json', (source) => JSON.stringify(Object.entries(JSON.parse(source) as object)));
    expectShapeError(run(chunkNamesLoader, dir, 'routesChunkNames.json', {server: true}), 'routesChunkNames.json', /Found: an array/);
  });
});
