import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import vendorPatchPlugin, {PATCHED_FILES, cacheVersion, loaderHash} from '../index';

const require = createRequire(import.meta.url);
type PatchResult = {code: string} | {error: string};
type IconName = 'lvl1' | 'content' | 'heading' | 'select';
type Loader = ((this: object, source: string) => void) & {
  patchSource: (source: string, resource: string) => PatchResult;
  PATCHES: {file: RegExp; replacements: {find: string; replace: string}[]}[];
  ICONS: Record<IconName, string>;
  ICON_COMPONENTS: Record<'DocSearchModal' | 'index', Record<IconName, string>>;
};
const patchLoader = require('../patchLoader.cjs') as Loader;
const {patchSource, PATCHES, ICONS, ICON_COMPONENTS} = patchLoader;

const installed = {
  modal: require.resolve('@docsearch/react/modal'),
  main: require.resolve('@docsearch/react'),
};

function runLoader(source: string, resourcePath: string): {error: Error | null; code?: string} {
  let result: {error: Error | null; code?: string} = {error: null};
  patchLoader.call({resourcePath, callback: (error: Error | null, code?: string) => (result = {error, code})}, source);
  return result;
}

/** Whether Node parses `code` as an ES module (`node --check`, which throws on a syntax error). */
function parsesAsModule(code: string): boolean {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vendor-patch-'));
  try {
    const file = path.join(dir, 'patched.mjs');
    fs.writeFileSync(file, code);
    execFileSync(process.execPath, ['--check', file], {stdio: 'pipe'});
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/**
 * The element a published icon component returns (`function yn(){return e.createElement(...)}` or
 * `var yn=function(){return ...}`), rendered to markup with React: the expression after `return`
 * is cut at its balanced closing parenthesis and evaluated with React under the file's name for it.
 */
function renderPublishedIcon(source: string, name: string): string {
  const start = [`function ${name}(){return `, `${name}=function(){return `].map((head) => {
    const at = source.indexOf(head);
    return at < 0 ? -1 : at + head.length;
  }).find((at) => at >= 0);
  if (start === undefined) throw new Error(`icon component ${name} not found`);
  const react = /^(\w+)\.createElement\(/.exec(source.slice(start))?.[1];
  let depth = 0;
  let end = source.indexOf('(', start);
  for (; end < source.length; end++) {
    if (source[end] === '(') depth++;
    else if (source[end] === ')' && --depth === 0) break;
  }
  const element = new Function(react!, `return ${source.slice(start, end + 1)}`)(React) as React.ReactElement;
  return renderToStaticMarkup(element);
}

describe('vendor-patch loader', () => {
  it.each(Object.entries(installed))('sets the markup the published icon components of the %s module render', (key, file) => {
    const source = fs.readFileSync(file, 'utf8');
    const names = ICON_COMPONENTS[key === 'modal' ? 'DocSearchModal' : 'index'];
    for (const icon of Object.keys(ICONS) as IconName[]) expect(ICONS[icon]).toBe(renderPublishedIcon(source, names[icon]));
    const {code} = runLoader(source, file);
    // The results screen no longer renders the icon components; the markup stands in for them.
    expect(code).not.toMatch(/createElement\(\w+,\{type:u\.type\}\)/);
    expect(code).toContain(`{className:"DocSearch-Hit-action",dangerouslySetInnerHTML:{__html:${JSON.stringify(ICONS.select)}}}`);
  });

  it.each(Object.entries(installed))('patches the installed %s module: every value computed once, valid JavaScript', (_name, file) => {
    const source = fs.readFileSync(file, 'utf8');
    expect(PATCHED_FILES.test(file)).toBe(true);
    const {error, code} = runLoader(source, file);
    expect(error).toBeNull();
    // Nothing left that evaluates the selection or builds the storage on every render.
    expect(code).not.toMatch(/useRef\("undefined"!=typeof window\?window\.getSelection\(\)/);
    expect(code).not.toMatch(/useRef\([\w$]+\(\{key:"__DOCSEARCH_(?:FAVORITE|RECENT)_SEARCHES__"/);
    expect(code).not.toMatch(/\{key:"__DOCSEARCH_ASKAI_CONVERSATIONS__"\.concat\(\w+\),limit:10\}\)\)\.current/);
    expect(code?.match(/useState\(function\(\)\{return /g)).toHaveLength(3);
    expect(code).toMatch(/=\w\(function\(\)\{return function\(e\)\{var t=e\.key/);
    // The scroll back to the top on a new query waits for the next frame, cancelled on the next query.
    expect(code).toMatch(/useEffect\(function\(\)\{var t=requestAnimationFrame\(function\(\)\{var e;\w+\.current&&!\w+&&\("function"==typeof\(e=\w+\.current\)\.scrollTo\?e\.scrollTo\(\{top:0,behavior:"smooth"\}\):e\.scrollTop=0\)\}\);return function\(\)\{cancelAnimationFrame\(t\)\}\},\[\w+\.query,\w+\]\)/);
    expect(parsesAsModule(code ?? '')).toBe(true);
    // Only the patched spans changed.
    const patch = PATCHES.find((candidate) => candidate.file.test(file));
    const grown = (patch?.replacements ?? []).reduce((sum, {find, replace}) => sum + replace.length - find.length, 0);
    expect((code ?? '').length - source.length).toBe(grown);
  });

  it('fails the build, naming the file and the missing code, when the module has changed', () => {
    const file = installed.modal;
    const changed = fs.readFileSync(file, 'utf8').replace('window.getSelection().toString()', 'window.getSelection()?.toString()');
    const {error} = runLoader(changed, file);
    expect(error?.message).toContain('vendor-patch: expected');
    expect(error?.message).toContain('getSelection');
    expect(error?.message).toContain(file);
  });

  it('fails when a string appears twice rather than patching one of them', () => {
    const file = installed.modal;
    const find = PATCHES.find((candidate) => candidate.file.test(file))!.replacements[0]!.find;
    const doubled = `${fs.readFileSync(file, 'utf8')}\n${find};`;
    expect(patchSource(doubled, file)).toEqual({error: expect.stringContaining('found it 2 times')});
  });

  it('orders the keys of useShallowMemoObject without localeCompare', () => {
    const file = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');
    const source = fs.readFileSync(file, 'utf8');
    expect(PATCHED_FILES.test(file)).toBe(true);
    const {error, code} = runLoader(source, file);
    expect(error).toBeNull();
    expect(source).toContain('localeCompare');
    expect(code).not.toContain('localeCompare');
    // (The module has JSX, which Node cannot parse; the bundler compiles it.) The comparator as patched: the same order whatever order the keys came in.
    const comparator = /deps\.sort\((\(a, b\) => [^;]*)\);/.exec(code ?? '')?.[1];
    const sort = new Function(`return ${comparator}`)() as (a: [string], b: [string]) => number;
    const keys = (list: string[]) => list.map((key): [string] => [key]).sort(sort).map(([key]) => key);
    expect(keys(['subtree', 'childList', 'attributes'])).toEqual(['attributes', 'childList', 'subtree']);
    expect(keys(['attributes', 'subtree', 'childList'])).toEqual(keys(['childList', 'attributes', 'subtree']));
  });

  it("gives react-router's matchPath the string comparison for static paths", () => {
    const file = path.join(path.dirname(require.resolve('react-router/package.json')), 'esm', 'react-router.js');
    expect(PATCHED_FILES.test(file)).toBe(true);
    expect(PATCHED_FILES.test(file.replace(`${path.sep}esm${path.sep}`, `${path.sep}cjs${path.sep}`))).toBe(false);
    const {error, code} = runLoader(fs.readFileSync(file, 'utf8'), file);
    expect(error).toBeNull();
    const imported = /import \{ matchStaticPath as __matchStaticPath \} from ("[^"]+");/.exec(code ?? '')?.[1];
    expect(imported && fs.existsSync(JSON.parse(imported) as string)).toBe(true);
    // Inside matchPath, after its options are read and before the regular expressions run.
    const matchPath = (code ?? '').slice((code ?? '').indexOf('function matchPath(pathname, options) {'));
    expect(matchPath.indexOf('__matchStaticPath(pathname, path, exact)')).toBeGreaterThan(matchPath.indexOf('_options.sensitive'));
    expect(matchPath.indexOf('__matchStaticPath(pathname, path, exact)')).toBeLessThan(matchPath.indexOf('regexp.exec(pathname)'));
    expect(parsesAsModule(code ?? '')).toBe(true);
  });

  it('keeps code blocks through hydration: no remount key, the server theme until hydrated', () => {
    const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic'));
    const themeCommon = path.dirname(require.resolve('@docusaurus/theme-common'));
    const codeBlock = path.join(themeClassic, 'theme', 'CodeBlock', 'index.js');
    const prismTheme = path.join(themeCommon, 'hooks', 'usePrismTheme.js');
    for (const file of [codeBlock, prismTheme]) expect(PATCHED_FILES.test(file)).toBe(true);

    const block = runLoader(fs.readFileSync(codeBlock, 'utf8'), codeBlock);
    expect(block.error).toBeNull();
    expect(block.code).not.toContain('key={String(isBrowser)}');
    expect(block.code).not.toContain('useIsBrowser()');
    expect(block.code).toContain('<CodeBlockComp {...props}>');

    const hook = runLoader(fs.readFileSync(prismTheme, 'utf8'), prismTheme);
    expect(hook.error).toBeNull();
    expect(hook.code).toContain("import { useEffect, useState } from 'react';");
    expect(hook.code).toContain("document.documentElement.hasAttribute('data-has-hydrated')");
    expect(hook.code).toMatch(/const shown = hydrating && !live \? serverTheme : prismTheme;[\s\S]*return shown;\n\}/);
    expect(parsesAsModule(hook.code ?? '')).toBe(true);
  });

  it('refuses a file it has no patch for', () => {
    expect(patchSource('export {};', '/x/node_modules/@docsearch/react/dist/esm/Sidepanel.js')).toEqual({error: expect.stringContaining('no patch')});
  });

  it('keys the persistent cache by the loader, for Rspack and for webpack', () => {
    expect(cacheVersion({experiments: {cache: {version: 'client-production-en-3.10.2-abc'}}}, 'f00d')).toEqual({
      experiments: {cache: {version: 'client-production-en-3.10.2-abc-vendor-patch-f00d'}},
    });
    expect(cacheVersion({cache: {version: '3.10.2-abc'}}, 'f00d')).toEqual({cache: {version: '3.10.2-abc-vendor-patch-f00d'}});
    // No persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE): nothing to key.
    expect(cacheVersion({})).toEqual({});
    expect(loaderHash()).toMatch(/^[0-9a-f]{12}$/);
  });

  it('adds its loader for the modal modules only', () => {
    const config = vendorPatchPlugin().configureWebpack?.({} as never, false, {} as never, {} as never) as {module: {rules: {test: RegExp}[]}};
    const [rule] = config.module.rules;
    expect(rule?.test.test('/site/node_modules/@docsearch/react/dist/esm/DocSearchModal.js')).toBe(true);
    expect(rule?.test.test('C:\\site\\node_modules\\@docsearch\\react\\dist\\esm\\index.js')).toBe(true);
    expect(rule?.test.test('/site/node_modules/@docsearch/react/dist/esm/DocSearchButton.js')).toBe(false);
    expect(rule?.test.test('/site/node_modules/@docsearch/react/dist/umd/index.js')).toBe(false);
    expect(rule?.test.test('/site/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js')).toBe(true);
    expect(rule?.test.test('/site/node_modules/@docusaurus/theme-common/lib/utils/regexpUtils.js')).toBe(false);
  });
});
