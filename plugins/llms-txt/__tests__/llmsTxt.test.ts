import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import type {DocMetadata} from '@docusaurus/plugin-content-docs';
import {groupDocs, renderLlmsTxt, sidebarOrder, type DocEntry} from '../llmsTxt';
import {generateFiles, readOptions} from '../index';

const entry = (id: string): DocEntry => ({id, title: `T ${id}`, description: `D ${id}`, markdownUrl: `https://x.dev/docs/${id}.md`, markdown: `# T ${id}\n`});

describe('sidebar order and sections', () => {
  const sidebars = {
    api: [{type: 'doc', id: 'b'}],
    main: [
      {type: 'category', link: {type: 'doc', id: 'cat'}, items: [{type: 'doc', id: 'a'}, {type: 'link'}]},
      {type: 'doc', id: 'b'},
    ],
  };

  it('reads category landing pages before their children', () => {
    expect(sidebarOrder(sidebars.main)).toEqual(['cat', 'a', 'b']);
  });

  it('lists docs once, in the first titled sidebar, and the rest as Optional', () => {
    const sections = groupDocs(['a', 'b', 'cat', 'lonely'].map(entry), sidebars, {main: 'Docs', api: 'API'});
    expect(sections.map((s) => [s.title, s.docs.map((d) => d.id)])).toEqual([
      ['Docs', ['cat', 'a', 'b']],
      ['Optional', ['lonely']],
    ]);
  });

  it('renders the llms.txt index with links and descriptions', () => {
    const txt = renderLlmsTxt({title: 'Site', summary: 'What it is.', fullUrl: 'https://x.dev/llms-full.txt', sections: [{title: 'Docs', docs: [entry('a')]}]});
    expect(txt).toMatch(/^# Site\n\n> What it is\.\n/);
    expect(txt).toContain('## Docs\n\n- [T a](https://x.dev/docs/a.md): D a\n');
  });
});

describe('generateFiles', () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-site-'));
  afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));
  fs.mkdirSync(path.join(siteDir, 'docs'), {recursive: true});
  fs.writeFileSync(path.join(siteDir, 'docs/intro.mdx'), '---\ntitle: Intro\n---\n\nSee [the player](./player.mdx).\n');
  fs.writeFileSync(path.join(siteDir, 'docs/player.mdx'), 'The player.\n');
  fs.writeFileSync(path.join(siteDir, 'docs/hidden.mdx'), 'Unlisted.\n');
  const doc = (id: string, permalink: string, unlisted = false) =>
    ({id, title: id, description: `About ${id}`, permalink, source: `@site/docs/${id}.mdx`, unlisted}) as DocMetadata;

  it('writes a Markdown copy per doc and both index files', async () => {
    const files = await generateFiles(
      [doc('intro', '/docs/'), doc('player', '/docs/player'), doc('hidden', '/docs/hidden', true)],
      {main: [{type: 'doc', id: 'intro'}, {type: 'doc', id: 'player'}]},
      {siteDir, siteUrl: 'https://x.dev', title: 'Site', summary: 'S', sidebarTitles: {main: 'Docs'}},
    );
    expect([...files.keys()].sort()).toEqual(['docs.md', 'docs/hidden.md', 'docs/player.md', 'llms-full.txt', 'llms.txt']);
    expect(files.get('docs.md')).toContain('See [the player](https://x.dev/docs/player).');
    expect(files.get('llms.txt')).toContain('- [intro](https://x.dev/docs.md): About intro\n- [player](https://x.dev/docs/player.md): About player');
    expect(files.get('llms.txt')).not.toContain('hidden');
    expect(files.get('llms-full.txt')).toContain('# player\n\n> About player');
  });
});

describe('readOptions', () => {
  it('names an unknown or mistyped option', () => {
    expect(() => readOptions({sumary: 'x'})).toThrow('unknown option "sumary"');
    expect(() => readOptions({sidebarTitles: {main: 1}})).toThrow('sidebarTitles');
    expect(readOptions(undefined)).toEqual({});
  });
});
