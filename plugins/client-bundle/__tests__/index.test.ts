import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import * as utilsCommon from '@docusaurus/utils-common';
import * as shim from '../client/utilsCommon';
import clientBundlePlugin, {PRELOAD_MODULE, REGISTRY_FILE, ROUTES_CHUNK_NAMES_FILE, ROUTES_FILE, clientAliases, preloadReplacement} from '../index';
import {OneByteSourcePlugin} from '../oneByteSource';
import {ChunkNameFilePlugin} from '../chunkNameFile';

const require = createRequire(import.meta.url);
type Rewrite = {code: string; entries: number; replaced: number};
type Loader = ((this: object, source: string) => void) & {
  serverRegistry: (source: string, names?: Map<string, string>) => Rewrite;
};
const registryLoader = require('../registryLoader.cjs') as Loader;
const {serverRegistry} = registryLoader;
const {shortNameMap, renameChunkNames} = require('../generatedFiles.cjs') as {
  shortNameMap: (source: string) => Map<string, string>;
  renameChunkNames: (value: unknown, names: Map<string, string>) => unknown;
};

/** Runs a loader the way the bundler does, with its callback. */
function runLoader(loader: (this: object, source: string) => void, source: string, context: object = {}): {error: Error | null; code?: string} {
  let result: {error: Error | null; code?: string} = {error: null};
  loader.call({getOptions: () => ({}), ...context, callback: (error: Error | null, code?: string) => (result = {error, code})}, source);
  return result;
}

/** An entry as @docusaurus/core 3.10 writes it (lib/server/codegen/codegenRoutes.js, genRegistry). */
const entry = (chunk: string, modulePath: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;

describe('client/utilsCommon', () => {
  it('exports what @docusaurus/utils-common exports, with the same behaviour', () => {
    expect(Object.keys(shim).sort()).toEqual(Object.keys(utilsCommon).filter((key) => key !== '__esModule').sort());
    expect(shim.blogPostContainerID).toBe(utilsCommon.blogPostContainerID);
    const params = {trailingSlash: false, baseUrl: '/'};
    for (const url of ['/docs/', '/docs/player/', '/', 'https://example.com/a/']) {
      expect(shim.applyTrailingSlash(url, params)).toBe(utilsCommon.applyTrailingSlash(url, params));
    }
    expect(shim.addPrefix('b', 'a')).toBe('ab');
  });
});

describe('registryLoader', () => {
  it('puts the chunk name in the server bundle: what the client manifest is keyed by', () => {
    const source = `export default {\n${entry('0058b4c6', '@site/docs/intro.mdx')}};\n`;
    const {code} = serverRegistry(source, new Map([['0058b4c6', '3f']]));
    expect(code).toContain('"3f": [() => import(/* webpackChunkName: "3f" */ "@site/docs/intro.mdx"), "3f", require.resolveWeak("@site/docs/intro.mdx")],');
    // Docusaurus reports the second slot of each rendered route to react-loadable-ssr-addon's
    // getBundles, which looks it up in `origins`, keyed by chunk name (webpack 5 / rspack).
    const getBundles = require('react-loadable-ssr-addon-v5-slorber/lib/getBundles.js').default as (m: object, c: string[]) => {js?: object[]};
    const manifest = {entrypoints: ['main'], origins: {'3f': ['3f', '12345']}, assets: {'12345': {js: [{file: 'assets/js/12345.abc.js'}], css: [{file: 'assets/css/3f.def.css'}]}}};
    expect(getBundles(manifest, ['3f'])).toEqual({js: [{file: 'assets/js/12345.abc.js'}], css: [{file: 'assets/css/3f.def.css'}]});
    expect(getBundles(manifest, ['@site/docs/intro.mdx'])).toEqual({});
  });

  it('handles escaped paths and reports entries of another shape', () => {
    const escaped = String.raw`@site/docs/a \"b\".mdx`;
    expect(serverRegistry(entry('aaaaaaaa', escaped)).replaced).toBe(1);
    const changed = `  "bbbbbbbb": [() => import("@site/docs/x.mdx"), "@site/docs/x.mdx", require.resolveWeak("@site/docs/x.mdx")],`;
    expect(serverRegistry(changed)).toMatchObject({entries: 1, replaced: 0});
  });

  it('matches the template of the installed @docusaurus/core', async () => {
    const fs = await import('node:fs');
    const codegen = fs.readFileSync(require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'), 'utf8');
    expect(codegen).toContain('[() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],');
  });
});

describe('short chunk names', () => {
  const registry = `export default {\n${entry('0058b4c6', '@site/docs/a.mdx')}\n${entry('17896441', '@theme/DocItem')}\n${entry('a7456010', '@generated/x.json')}};\n`;

  it('numbers the registry names in base 36, in the registry order', () => {
    expect([...shortNameMap(registry)]).toEqual([
      ['0058b4c6', '0'],
      ['17896441', '1'],
      ['a7456010', '2'],
    ]);
    const many = Array.from({length: 40}, (_, i) => entry(String(i).padStart(8, '0'), `@site/docs/${i}.mdx`)).join('\n');
    expect(shortNameMap(many).get('00000039')).toBe('13');
  });

  it('renames the registry (key and chunk name) and routesChunkNames alike', () => {
    const {error, code} = runLoader(registryLoader, registry, {getOptions: () => ({server: true})});
    expect(error).toBeNull();
    expect(code).toContain('"1": [() => import(/* webpackChunkName: "1" */ "@theme/DocItem"), "1", require.resolveWeak("@theme/DocItem")],');
    expect(code).not.toContain('17896441');
    const chunkNames = {'/docs/a-123': {__comp: '17896441', __context: {plugin: 'a7456010'}, content: '0058b4c6'}, '/blog-5f6': {items: [{content: '0058b4c6'}], other: 'not-a-chunk'}};
    expect(renameChunkNames(chunkNames, shortNameMap(registry))).toEqual({
      '/docs/a-123': {__comp: '1', __context: {plugin: '2'}, content: '0'},
      '/blog-5f6': {items: [{content: '0'}], other: 'not-a-chunk'},
    });
  });

  it('fails the build on a registry written differently', () => {
    const changed = `export default {\n  "bbbbbbbb": [() => import("@site/docs/x.mdx"), "@site/docs/x.mdx", require.resolveWeak("@site/docs/x.mdx")],\n};\n`;
    expect(runLoader(registryLoader, changed, {getOptions: () => ({server: true})}).error?.message).toMatch(/1 entries but 0 matched/);
  });
});

describe('the plugin', () => {
  it('changes the route table files in both production bundles, the rest in the browser bundle only', () => {
    const plugin = clientBundlePlugin();
    class NormalModuleReplacementPlugin {
      constructor(
        readonly pattern: RegExp,
        readonly replace: (resource: {request: string; context: string}) => void,
      ) {}
    }
    const utils = {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin}}};
    const configure = ((config: object, isServer: boolean) => plugin.configureWebpack!.call(plugin, config as never, isServer, utils as never, {} as never)) as (config: object, isServer: boolean) => Record<string, unknown>;
    type Rules = {module: {rules: {test: RegExp; use: {options?: {server?: boolean}}[]}[]}};
    const env = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'development';
      expect(configure({}, true)).toEqual({});
      expect(configure({}, false)).toEqual({resolve: {alias: clientAliases()}});
      process.env.NODE_ENV = 'production';
      class ChunkAssetPlugin {}
      const config = {plugins: [new ChunkAssetPlugin()]};
      const client = configure(config, false) as {resolve: {alias: Record<string, string>}} & Rules;
      expect(config.plugins[0]).toBeInstanceOf(ChunkNameFilePlugin);
      expect(config.plugins[1]).toBeInstanceOf(NormalModuleReplacementPlugin);
      expect(client.resolve.alias).toEqual(clientAliases());
      expect(client.module.rules.map((rule) => rule.test)).toEqual([REGISTRY_FILE, ROUTES_CHUNK_NAMES_FILE, ROUTES_FILE]);
      expect(client.module.rules[0]!.use[0]!.options).toEqual({server: false});
      expect(client.module.rules[1]!.use[0]!.options).toEqual({server: false});
      const server = configure({}, true) as Rules & {resolve?: unknown};
      expect(server.resolve).toBeUndefined();
      expect(server.module.rules.map((rule) => rule.test)).toEqual([REGISTRY_FILE, ROUTES_CHUNK_NAMES_FILE, ROUTES_FILE]);
      expect(server.module.rules[0]!.use[0]!.options).toEqual({server: true});
      // One server file: dynamic imports stay in the bundle, in the server only.
      expect((server.module as {parser?: unknown}).parser).toEqual({javascript: {dynamicImportMode: 'eager'}});
      expect((client.module as {parser?: unknown}).parser).toBeUndefined();
      expect((server as {plugins?: unknown[]}).plugins).toEqual([expect.any(OneByteSourcePlugin)]);
    } finally {
      process.env.NODE_ENV = env;
    }
    expect(REGISTRY_FILE.test(path.join('/site', '.docusaurus', 'registry.js'))).toBe(true);
    expect(REGISTRY_FILE.test('/site/src/registry.js')).toBe(false);
    expect(ROUTES_CHUNK_NAMES_FILE.test(path.join('/site', '.docusaurus', 'routesChunkNames.json'))).toBe(true);
    expect(ROUTES_FILE.test(path.join('/site', '.docusaurus', 'routes.js'))).toBe(true);
  });

  it("stands in for Docusaurus' own preload module only", () => {
    type Replacement = {pattern: RegExp; replace: (resource: {request: string; context: string}) => void};
    const plugin = preloadReplacement(class {
      constructor(
        readonly pattern: RegExp,
        readonly replace: Replacement['replace'],
      ) {}
    }) as Replacement;
    const coreClient = path.dirname(require.resolve('@docusaurus/core/lib/client/preload.js'));
    const core = {request: './preload', context: coreClient};
    expect(plugin.pattern.test(core.request)).toBe(true);
    plugin.replace(core);
    expect(core.request).toBe(PRELOAD_MODULE);
    const other = {request: './preload', context: '/site/src'};
    plugin.replace(other);
    expect(other.request).toBe('./preload');
  });
});
