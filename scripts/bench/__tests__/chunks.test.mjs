import {describe, expect, it} from 'vitest';
import {chunkNameOf, labelModule, splitModules} from '../lib/chunks.mjs';
import {chunkIdNames, chunkModulesByBundleName, parseRegistry} from '../lib/site.mjs';

// The shape of a production chunk: a push of [chunk ids, module table].
const CHUNK = [
  '"use strict";(self.webpackChunksite=self.webpackChunksite||[]).push([["5741"],{',
  `1111(e){e.exports=JSON.parse('{"version":{"docsSidebars":{"main":[]}}}')},`,
  '2222(e,t,n){n.d(t,{A:()=>r});let r={"0a1b2c3d":[()=>n.e("1").then(n.bind(n,1)),"@theme/DocItem"],"1a1b2c3d":[()=>n.e("2"),"x"],"2a1b2c3d":[()=>n.e("3"),"y"]}},',
  '3333(e,t,n){var r=function(){return"something else"};t.A=r}',
  '}]);',
].join('');

describe('splitModules', () => {
  it('lists the modules of a chunk with their sizes and labels, largest first', async () => {
    const modules = await splitModules(CHUNK);
    expect(modules.map((m) => m.id)).toEqual(['2222', '1111', '3333']);
    expect(modules[0]?.label).toMatch(/^route registry \+ routes table/);
    expect(modules[1]?.label).toMatch(/^docs version metadata/);
    expect(modules[2]).toMatchObject({label: 'unidentified', hints: ['"something else"']});
    expect(modules.reduce((sum, m) => sum + m.raw, 0)).toBeLessThan(CHUNK.length);
  });

  it('returns nothing for text that is not a chunk', async () => {
    expect(await splitModules('not javascript {')).toEqual([]);
    expect(await splitModules('console.log(1)')).toEqual([]);
  });
});

describe('labelModule', () => {
  it('recognises the big libraries by strings minification keeps', () => {
    expect(labelModule('x'.repeat(60_000) + '"https://react.dev/errors/"')).toBe('react-dom');
    expect(labelModule('a.hooks.run("before-tokenize",e)')).not.toMatch(/^Prism core/);
    expect(labelModule('a.languages.insertBefore("x");a.hooks.run("before-tokenize",e)')).toMatch(/^Prism core/);
    expect(labelModule('n.d(t,{assets:()=>a,contentTitle:()=>c,default:()=>d})')).toBe('MDX page content');
  });

  it('recognises the route table of plugins/route-sections, in main.js and in a route section', () => {
    const registry = 'let r={0:[()=>n.e("1").then(n.bind(n,1))],a:[()=>n.e("2").then(n.bind(n,2))],"1z":[()=>n.e("3").then(n.bind(n,3))]}';
    expect(labelModule(registry)).toMatch(/^route registry \+ routes table/);
    const section = '[{path:"/docs/a",component:(0,c.A)("/docs/a","1f2"),exact:!0},{path:"/docs/b",component:(0,c.A)("/docs/b","3e4"),exact:!0},{path:"/docs/c",component:(0,c.A)("/docs/c","5d6"),exact:!0}]';
    expect(labelModule(section)).toMatch(/^route registry \+ routes table/);
  });

  it('names every part of a concatenated module, but not the catch-all labels', () => {
    expect(labelModule('"theme.common.skipToMainContent";"DocSearch-Button";"docusaurus"')).toBe(
      '@docsearch/react + Docusaurus theme components (theme-classic / theme-common)',
    );
    expect(labelModule('window.docusaurus.prefetch(e)')).toBe('Docusaurus client runtime (@docusaurus/core)');
  });
});

describe('names', () => {
  it('takes the chunk name from an asset file name', () => {
    expect(chunkNameOf('17896441.dd6c9ab8.js')).toBe('17896441');
    expect(chunkNameOf('runtime~main.3992a528.js')).toBe('runtime~main');
    expect(chunkNameOf('main.js')).toBe('main');
  });

  it('maps chunk names to modules from registry.js', () => {
    const registry = `export default {
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json"), "x", 1],
};`;
    expect(parseRegistry(registry)).toEqual({
      17896441: '@theme/DocItem',
      '0058b4c6': '@generated/docusaurus-plugin-content-docs/default/p/docs-175.json',
    });
  });

  it('names the modules of renamed chunks (files named by id, short chunk names)', () => {
    const registry = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@site/docs/a.mdx"), "@site/docs/a.mdx", require.resolveWeak("@site/docs/a.mdx")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
};`;
    // Docusaurus' own names in the manifest: kept.
    expect(chunkModulesByBundleName(registry, {17896441: ['501', '17896441']})).toEqual({'0058b4c6': '@site/docs/a.mdx', 17896441: '@theme/DocItem'});
    // The route-sections plugin's base-36 ranks in the manifest.
    const origins = {0: ['53278'], 1: ['24014', '80049']};
    expect(chunkModulesByBundleName(registry, origins)).toEqual({0: '@site/docs/a.mdx', 1: '@theme/DocItem'});
    expect(chunkIdNames(origins)).toEqual({53278: '0', 80049: '1'});
  });
});
