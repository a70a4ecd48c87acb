import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {countHtmlPages, keepSearchRecords, keptSearchRecords, linkNodeModules, SEARCH_RECORDS, snapshotSite} from '../lib/site.mjs';

const dirs = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
});

describe('snapshotSite', () => {
  it('copies the sources of a folder outside git, without dependencies and outputs', () => {
    const site = tempDir();
    for (const file of ['docusaurus.config.ts', 'docs/a.mdx', 'node_modules/x/index.js', 'build/index.html', '.docusaurus/registry.js']) {
      fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
      fs.writeFileSync(path.join(site, file), file);
    }
    const copy = path.join(tempDir(), 'copy');
    expect(snapshotSite(site, copy)).toBe(2);
    expect(fs.readFileSync(path.join(copy, 'docs/a.mdx'), 'utf8')).toBe('docs/a.mdx');
    expect(fs.existsSync(path.join(copy, 'node_modules'))).toBe(false);
    expect(fs.existsSync(path.join(copy, 'build'))).toBe(false);
  });
});

describe('linkNodeModules', () => {
  it('links every package but keeps the bundler cache folder private', () => {
    const source = tempDir();
    for (const entry of ['react', '@docusaurus', '.bin', '.cache']) fs.mkdirSync(path.join(source, entry));
    const site = tempDir();
    linkNodeModules(site, source);
    const linked = fs.readdirSync(path.join(site, 'node_modules')).sort();
    expect(linked).toEqual(['.bin', '@docusaurus', 'react']);
    expect(fs.realpathSync(path.join(site, 'node_modules', 'react'))).toBe(fs.realpathSync(path.join(source, 'react')));
  });
});

describe('countHtmlPages', () => {
  it('counts the HTML files of a build at any depth, and nothing else', () => {
    const build = tempDir();
    for (const file of ['index.html', '404.html', 'docs/index.html', 'docs/player/index.html', 'blog/rss.xml', 'assets/js/main.js', 'docs/player.md']) {
      fs.mkdirSync(path.dirname(path.join(build, file)), {recursive: true});
      fs.writeFileSync(path.join(build, file), 'x');
    }
    expect(countHtmlPages(build)).toBe(4);
    expect(countHtmlPages(path.join(build, 'missing'))).toBeNull();
  });
});

describe('keepSearchRecords', () => {
  it('copies the build’s search records beside the build, where a later dev server start cannot remove them', () => {
    const site = tempDir();
    const build = path.join(tempDir(), 'ours-build');
    fs.mkdirSync(path.dirname(path.join(site, SEARCH_RECORDS)), {recursive: true});
    fs.writeFileSync(path.join(site, SEARCH_RECORDS), '[{"url":"/docs/"}]');
    expect(keepSearchRecords(site, build)).toBe(keptSearchRecords(build));
    fs.rmSync(path.join(site, '.docusaurus'), {recursive: true});
    expect(fs.readFileSync(keptSearchRecords(build), 'utf8')).toBe('[{"url":"/docs/"}]');
  });

  it('returns null when the build wrote no records', () => {
    expect(keepSearchRecords(tempDir(), path.join(tempDir(), 'build'))).toBeNull();
  });
});
