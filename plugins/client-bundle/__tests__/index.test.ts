import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import * as utilsCommon from '@docusaurus/utils-common';
import * as shim from '../client/utilsCommon';
import clientBundlePlugin, {REGISTRY_FILE, clientAliases} from '../index';

const require = createRequire(import.meta.url);
const {stripModulePaths} = require('../registryLoader.cjs') as {
  stripModulePaths: (source: string) => {code: string; entries: number; replaced: number};
};

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
  it('keeps the loader and the weak id and drops the module path the browser never reads', () => {
    const source = `export default {\n${entry('0058b4c6', '@site/docs/intro.mdx')}\n${entry('17896441', '@theme/DocItem')}};\n`;
    const {code, entries, replaced} = stripModulePaths(source);
    expect([entries, replaced]).toEqual([2, 2]);
    expect(code).toContain('"0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@site/docs/intro.mdx"), 0, require.resolveWeak("@site/docs/intro.mdx")],');
    expect(code).toContain('"17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), 0, require.resolveWeak("@theme/DocItem")],');
  });

  it('handles escaped paths and reports entries of another shape', () => {
    const escaped = String.raw`@site/docs/a \"b\".mdx`;
    expect(stripModulePaths(entry('aaaaaaaa', escaped)).replaced).toBe(1);
    const changed = `  "bbbbbbbb": [() => import("@site/docs/x.mdx"), "@site/docs/x.mdx", require.resolveWeak("@site/docs/x.mdx")],`;
    expect(stripModulePaths(changed)).toMatchObject({entries: 1, replaced: 0});
  });

  it('matches the template of the installed @docusaurus/core', async () => {
    const fs = await import('node:fs');
    const codegen = fs.readFileSync(require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'), 'utf8');
    expect(codegen).toContain('[() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],');
  });
});

describe('the plugin', () => {
  it('changes the browser bundle only', () => {
    const plugin = clientBundlePlugin();
    const configure = plugin.configureWebpack!.bind(plugin) as unknown as (config: object, isServer: boolean) => Record<string, unknown>;
    expect(configure({}, true)).toEqual({});
    const client = configure({}, false) as {resolve: {alias: Record<string, string>}; module: {rules: {test: RegExp}[]}};
    expect(client.resolve.alias).toEqual(clientAliases());
    expect(client.module.rules[0]!.test).toBe(REGISTRY_FILE);
    expect(REGISTRY_FILE.test(path.join('/site', '.docusaurus', 'registry.js'))).toBe(true);
    expect(REGISTRY_FILE.test('/site/src/registry.js')).toBe(false);
  });
});
