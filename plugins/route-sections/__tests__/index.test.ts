import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import routeSectionsPlugin, {PRELOAD_MODULE, PRELOAD_NOT_REPLACED, REGISTRY_FILE, ROUTES_CHUNK_NAMES_FILE, ROUTES_FILE, coreClientDir, preloadReplacement} from '../index';
import {ChunkNameFilePlugin} from '../chunkNameFile';

const require = createRequire(import.meta.url);
type Loader = ((this: object, source: string) => void) & {serverRegistry: (source: string) => string};
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
const registryOf = (...entries: string[]) => `export default {\n${entries.join('\n')}};\n`;

describe('registryLoader', () => {
  it('puts the chunk name in the server bundle: what the client manifest is keyed by', () => {
    const entries = Array.from({length: 52}, (_, i) => entry(`00${String(i).padStart(6, '0')}`, `@site/docs/${i}.mdx`));
    const code = serverRegistry(registryOf(...entries));
    // The 52nd name is "1f" in base 36.
    expect(code).toContain('"1f": [() => import(/* webpackChunkName: "1f" */ "@site/docs/51.mdx"), "1f", require.resolveWeak("@site/docs/51.mdx")],');
    // Docusaurus reports the second slot of each rendered route to react-loadable-ssr-addon's
    // getBundles, which looks it up in `origins`, keyed by chunk name (webpack 5 / rspack).
    const getBundles = require('react-loadable-ssr-addon-v5-slorber/lib/getBundles.js').default as (m: object, c: string[]) => {js?: object[]};
    const manifest = {entrypoints: ['main'], origins: {'1f': ['1f', '12345']}, assets: {'12345': {js: [{file: 'assets/js/12345.abc.js'}], css: [{file: 'assets/css/1f.def.css'}]}}};
    expect(getBundles(manifest, ['1f'])).toEqual({js: [{file: 'assets/js/12345.abc.js'}], css: [{file: 'assets/css/1f.def.css'}]});
    expect(getBundles(manifest, ['@site/docs/51.mdx'])).toEqual({});
  });

  it('handles escaped paths and names the registry, the shape and what to do for entries of another shape', () => {
    const escaped = String.raw`@site/docs/a \"b\".mdx`;
    expect(serverRegistry(registryOf(entry('aaaaaaaa', escaped)))).toContain(String.raw`"0": [() => import(/* webpackChunkName: "0" */ "@site/docs/a \"b\".mdx"), "0",`);
    const changed = `  "bbbbbbbb": [() => import("@site/docs/x.mdx"), "@site/docs/x.mdx", require.resolveWeak("@site/docs/x.mdx")],`;
    expect(() => serverRegistry(registryOf(entry('aaaaaaaa', '@site/a.mdx'), changed))).toThrow(/\.docusaurus\/registry\.js does not have the shape[\s\S]*Expected:[\s\S]*Found: 1 of 2 entries[\s\S]*What to do:/);
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
    expect(shortNameMap(registryOf(many)).get('00000039')).toBe('13');
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
    expect(runLoader(registryLoader, changed, {getOptions: () => ({server: true})}).error?.message).toMatch(/Found: 0 of 1 entries in that shape/);
  });
});

describe('the plugin', () => {
  class NormalModuleReplacementPlugin {
    applied = false;
    constructor(
      readonly pattern: RegExp,
      readonly replace: (resource: {request: string; context: string}) => void,
    ) {}
    apply() {
      this.applied = true;
    }
  }

  it('changes the route table files in both production bundles, the rest in the browser bundle only', () => {
    const plugin = routeSectionsPlugin();
    const utils = {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin}}};
    const configure = ((config: object, isServer: boolean) => plugin.configureWebpack!.call(plugin, config as never, isServer, utils as never, {} as never)) as (config: object, isServer: boolean) => Record<string, unknown>;
    type Rules = {module: {rules: {test: RegExp; use: {options?: {server?: boolean}}[]}[]}};
    const env = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'development';
      expect(configure({}, true)).toEqual({});
      expect(configure({}, false)).toEqual({});
      process.env.NODE_ENV = 'production';
      class ChunkAssetPlugin {}
      const config = {plugins: [new ChunkAssetPlugin()]};
      const client = configure(config, false) as Rules;
      expect(config.plugins[0]).toBeInstanceOf(ChunkNameFilePlugin);
      expect((config.plugins[1] as unknown as {replacement: unknown}).replacement).toBeInstanceOf(NormalModuleReplacementPlugin);
      expect(client.module.rules.map((rule) => rule.test)).toEqual([REGISTRY_FILE, ROUTES_CHUNK_NAMES_FILE, ROUTES_FILE]);
      expect(client.module.rules.map((rule) => rule.use[0]!.options)).toEqual([{server: false}, {server: false}, {server: false}]);
      const server = configure({}, true) as Rules;
      expect(Object.keys(server)).toEqual(['module']);
      expect(server.module.rules.map((rule) => rule.test)).toEqual([REGISTRY_FILE, ROUTES_CHUNK_NAMES_FILE, ROUTES_FILE]);
      expect(server.module.rules.map((rule) => rule.use[0]!.options)).toEqual([{server: true}, {server: true}, {server: true}]);
    } finally {
      process.env.NODE_ENV = env;
    }
    expect(REGISTRY_FILE.test(path.join('/site', '.docusaurus', 'registry.js'))).toBe(true);
    expect(REGISTRY_FILE.test('/site/src/registry.js')).toBe(false);
    expect(ROUTES_CHUNK_NAMES_FILE.test(path.join('/site', '.docusaurus', 'routesChunkNames.json'))).toBe(true);
    expect(ROUTES_FILE.test(path.join('/site', '.docusaurus', 'routes.js'))).toBe(true);
  });

  /**
   * The replacement with a stand-in compiler; `finish(modules)` runs the compilation's
   * finishModules hook on a module graph given as the modules' identifiers.
   */
  function replacementRun() {
    const replacement = preloadReplacement(NormalModuleReplacementPlugin);
    const errors: Error[] = [];
    let modules: {identifier(): string}[] = [];
    let finish = () => {};
    replacement.apply({
      hooks: {thisCompilation: {tap: (_name, fn) => fn({errors, get modules() { return modules; }, hooks: {finishModules: {tap: (_n, done) => (finish = done)}}})}},
    });
    return {
      replace: (replacement.replacement as NormalModuleReplacementPlugin).replace,
      applied: (replacement.replacement as NormalModuleReplacementPlugin).applied,
      errors,
      finish: (ids: string[]) => {
        modules = ids.map((id) => ({identifier: () => id}));
        finish();
      },
    };
  }
  const corePreload = () => path.join(coreClientDir(), 'preload.js');

  it("stands in for Docusaurus' own preload module only", () => {
    const run = replacementRun();
    expect(run.applied).toBe(true);
    const core = {request: './preload', context: coreClientDir()};
    run.replace(core);
    expect(core.request).toBe(PRELOAD_MODULE);
    const other = {request: './preload', context: '/site/src'};
    run.replace(other);
    expect(other.request).toBe('./preload');
    run.finish(['/site/src/preload.js', PRELOAD_MODULE]);
    expect(run.errors).toEqual([]);
  });

  it('accepts a build from the persistent cache, where nothing is resolved again but the graph has the replacement', () => {
    const run = replacementRun();
    run.finish([`javascript/auto|${PRELOAD_MODULE}`]);
    expect(run.errors).toEqual([]);
  });

  it("fails the compilation, saying what to do, when Docusaurus' client never imports ./preload (so ours is not bundled)", () => {
    const run = replacementRun();
    run.replace({request: './preload', context: '/site/src'});
    run.finish([corePreload()]);
    expect(run.errors.map((error) => error.message)).toEqual([PRELOAD_NOT_REPLACED]);
    expect(PRELOAD_NOT_REPLACED).toMatch(/@docusaurus\/core\/lib\/client\/preload\.js[\s\S]*update preloadReplacement in plugins\/route-sections\/index\.ts/);
  });

  it("names the preload module and what to do when Docusaurus no longer has it", () => {
    expect(() => coreClientDir(() => {
      throw new Error('Cannot find module');
    })).toThrow(/@docusaurus\/core\/lib\/client\/preload\.js is missing[\s\S]*update plugins\/route-sections/);
  });

  it("matches how the installed Docusaurus client imports its preload module", () => {
    const dir = coreClientDir();
    const importers = fs.readdirSync(dir).filter((file) => file.endsWith('.js') && /from '\.\/preload'|require\("\.\/preload"\)/.test(fs.readFileSync(path.join(dir, file), 'utf8')));
    expect(importers.length).toBeGreaterThan(0);
    const preloadRequest = /\bfrom '(\.\/preload(?:\.js)?)'/.exec(fs.readFileSync(path.join(dir, importers[0]!), 'utf8'))?.[1] ?? './preload';
    expect(preloadReplacement(NormalModuleReplacementPlugin).replacement instanceof NormalModuleReplacementPlugin).toBe(true);
    expect((preloadReplacement(NormalModuleReplacementPlugin).replacement as NormalModuleReplacementPlugin).pattern.test(preloadRequest)).toBe(true);
  });
});
