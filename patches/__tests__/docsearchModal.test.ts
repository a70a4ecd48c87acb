import {createHash} from 'node:crypto';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {patchFileResult, readmeSection} from './readme';

const require = createRequire(import.meta.url);
const INSTALLED = require.resolve('@docsearch/react/modal');
const PATCH = path.join(__dirname, '..', '@docsearch+react+4.7.0.patch');

/** The DocSearch section of patches/README.md: the published file's sha256 and each change as exact text. */
function listedChanges(): {sha256: string; changes: {before: string; after: string}[]} {
  const section = readmeSection('@docsearch/react');
  const sha256 = /Published file sha256:\s*`([0-9a-f]{64})`/.exec(section)?.[1];
  if (!sha256) throw new Error('patches/README.md: the DocSearch section names no published sha256');
  const blocks = [...section.matchAll(/```js (before|after)\n(.*)\n```/g)].map(([, kind, text]) => ({kind: kind!, text: text!}));
  const changes: {before: string; after: string}[] = [];
  for (let i = 0; i < blocks.length; i += 2) {
    const [before, after] = [blocks[i], blocks[i + 1]];
    if (before?.kind !== 'before' || after?.kind !== 'after') throw new Error(`patches/README.md: block ${i + 1} of the DocSearch section is not a before/after pair`);
    changes.push({before: before.text, after: after.text});
  }
  return {sha256, changes};
}

const count = (text: string, part: string) => text.split(part).length - 1;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The installed file with every listed change undone: the published file, if the list is complete. */
function published(): string {
  let text = fs.readFileSync(INSTALLED, 'utf8');
  for (const {before, after} of listedChanges().changes) text = text.replace(after, () => before);
  return text;
}

/**
 * The element a published icon component returns (`var yn=function(){return e.createElement(...)}`),
 * rendered with React: the expression after `return` is cut at its balanced closing parenthesis
 * and evaluated with React under the file's name for it.
 */
function renderPublishedIcon(source: string, name: string): string {
  const start = [`function ${name}(){return `, `${name}=function(){return `]
    .map((head) => (source.includes(head) ? source.indexOf(head) + head.length : -1))
    .find((at) => at >= 0);
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

describe('@docsearch/react modal, patched', () => {
  const {sha256: publishedSha, changes} = listedChanges();
  const installed = fs.readFileSync(INSTALLED, 'utf8');

  it('is the published file plus exactly the changes patches/README.md lists', () => {
    expect(changes.length).toBeGreaterThanOrEqual(9);
    for (const {before, after} of changes) {
      expect(count(installed, after), after.slice(0, 80)).toBe(1);
      expect(count(installed, before), `left unpatched: ${before.slice(0, 80)}`).toBe(before === after ? 1 : 0);
    }
    expect(sha256(published())).toBe(publishedSha);
  });

  it('is what the patch file writes', () => {
    // Compared by hash: a difference in 455 kB of minified code is not worth printing.
    expect(sha256(patchFileResult(PATCH))).toBe(sha256(installed));
  });

  it('parses as an ES module', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsearch-modal-'));
    try {
      fs.writeFileSync(path.join(dir, 'modal.mjs'), installed);
      expect(() => execFileSync(process.execPath, ['--check', path.join(dir, 'modal.mjs')], {stdio: 'pipe'})).not.toThrow();
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('sets the markup the published icon components render', () => {
    const source = published();
    const inlined = [...installed.matchAll(/__html:(?:"lvl1"===u\.type\?("(?:[^"\\]|\\.)*"):"content"===u\.type\?("(?:[^"\\]|\\.)*"):("(?:[^"\\]|\\.)*")|("(?:[^"\\]|\\.)*"))\}/g)];
    const [hitIcon, selectIcon] = inlined;
    expect(inlined).toHaveLength(2);
    const markup = (literal: string | undefined) => JSON.parse(literal!) as string;
    expect(markup(hitIcon![1])).toBe(renderPublishedIcon(source, 'yn'));
    expect(markup(hitIcon![2])).toBe(renderPublishedIcon(source, 'En'));
    expect(markup(hitIcon![3])).toBe(renderPublishedIcon(source, 'Fn'));
    expect(markup(selectIcon![4])).toBe(renderPublishedIcon(source, 'Dn'));
    // The results screen no longer renders the icon components.
    expect(installed).not.toMatch(/createElement\(gn,\{type:u\.type\}\)/);
  });

  it('computes the selection and the stores once, not at every render', () => {
    expect(installed).not.toMatch(/useRef\("undefined"!=typeof window\?window\.getSelection\(\)/);
    expect(installed).not.toMatch(/useRef\(\w+\(\{key:"__DOCSEARCH_(?:FAVORITE|RECENT)_SEARCHES__"/);
    expect(installed).not.toMatch(/\{key:"__DOCSEARCH_ASKAI_CONVERSATIONS__"\.concat\(\w+\),limit:10\}\)\)\.current/);
    expect(installed.match(/useState\(function\(\)\{return /g)).toHaveLength(3);
  });

  it('is the module the modal comes from: nothing the site bundles imports the unpatched main entry', () => {
    const searchTheme = path.dirname(require.resolve('@docusaurus/theme-search-algolia'));
    const themeSources = fs.readFileSync(path.join(searchTheme, 'theme', 'SearchBar', 'index.js'), 'utf8');
    const imported = [...themeSources.matchAll(/['"](@docsearch\/react[^'"]*)['"]/g)].map((match) => match[1]);
    expect(imported).toContain('@docsearch/react/modal');
    expect(imported).not.toContain('@docsearch/react');
    // The site's own imports of the main entry are types only, which the bundle drops.
    const root = path.join(__dirname, '..', '..');
    const sources = execFileSync('git', ['grep', '-l', "from '@docsearch/react'", '--', 'src', 'plugins', 'lib'], {cwd: root, encoding: 'utf8'}).split('\n').filter(Boolean);
    expect(sources.length).toBeGreaterThan(0);
    for (const file of sources) {
      for (const line of fs.readFileSync(path.join(root, file), 'utf8').split('\n').filter((text) => text.includes("from '@docsearch/react'"))) {
        expect(line, file).toMatch(/^import type /);
      }
    }
  });
});
