import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {serialize} from 'node:v8';
import {afterAll, beforeEach, describe, expect, it} from 'vitest';
import type {DocMetadata} from '@docusaurus/plugin-content-docs';
import {collectBodies, type ConvertJob} from '../markdownBodies';
import {convertJob, generateFiles} from '../index';
import {sourceToMarkdown} from '../print';
import {convertParsedTree} from '../mdxToMarkdown';
import type {CapturedDoc} from '../capture';
import {contentHash} from '../sourceHash';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-convert-'));
afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

const docsDir = path.join(siteDir, 'docs');
const cacheFile = path.join(siteDir, 'node_modules/.cache/llms-txt/markdown.json');
const file = (name: string) => path.join(docsDir, name);
const write = (name: string, text: string) => fs.writeFileSync(file(name), text);

const job = (overrides: Partial<ConvertJob> = {}): ConvertJob => ({
  siteDir,
  siteUrl: 'https://example.dev',
  admonitionTitles: false,
  docs: [
    {id: 'guide', permalink: '/docs/guide', file: file('guide.mdx')},
    {id: 'render', permalink: '/docs/render', file: file('render.mdx')},
  ],
  cacheFile,
  ...overrides,
});

const GUIDE = [
  "---\ntitle: Guide\n---\n\nimport Shared from './_shared.mdx';\n",
  'See [render](./render.mdx#flags) and <DocLink id="render">the renderer</DocLink>.\n',
  '<Shared />\n',
].join('\n');

beforeEach(() => {
  fs.rmSync(docsDir, {recursive: true, force: true});
  fs.rmSync(path.dirname(cacheFile), {recursive: true, force: true});
  fs.mkdirSync(docsDir, {recursive: true});
  write('guide.mdx', GUIDE);
  write('_shared.mdx', 'Shared **text**.\n');
  write('render.mdx', '## Flags\n\nText.\n');
});

describe('collectBodies', () => {
  it('gives what sourceToMarkdown gives, links between docs resolved', async () => {
    const {docs, reused} = await collectBodies(job());
    expect(reused).toBe(0);
    const ctx = {
      siteDir,
      siteUrl: 'https://example.dev',
      docPathById: (id: string) => ({guide: '/docs/guide', render: '/docs/render'})[id],
      docPathByFile: (f: string) => ({[file('guide.mdx')]: '/docs/guide', [file('render.mdx')]: '/docs/render'})[f],
    };
    expect(docs[file('guide.mdx')]?.body).toBe(sourceToMarkdown(GUIDE, {...ctx, filePath: file('guide.mdx')}));
    expect(docs[file('guide.mdx')]?.body).toContain('[render](https://example.dev/docs/render#flags)');
    expect(docs[file('guide.mdx')]?.body).toContain('Shared **text**.');
  });

  it('reuses the cache for unchanged docs and converts the rest again', async () => {
    await collectBodies(job());
    write('render.mdx', '## Flags\n\nChanged.\n');
    const {docs, reused} = await collectBodies(job());
    expect(reused).toBe(1);
    expect(docs[file('render.mdx')]?.body).toBe('## Flags\n\nChanged.');
  });

  it('converts a doc again when a partial it inlines changes, appears or goes', async () => {
    await collectBodies(job());
    write('_shared.mdx', 'New shared text.\n');
    expect((await collectBodies(job())).docs[file('guide.mdx')]?.body).toContain('New shared text.');
    fs.rmSync(file('_shared.mdx'));
    expect((await collectBodies(job())).docs[file('guide.mdx')]?.body).not.toContain('New shared text.');
    write('_shared.mdx', 'Back.\n');
    const {docs, reused} = await collectBodies(job());
    expect(reused).toBe(1);
    expect(docs[file('guide.mdx')]?.body).toContain('Back.');
  });

  it('drops the whole cache when the site URL or the set of docs changes', async () => {
    await collectBodies(job());
    const moved = await collectBodies(job({siteUrl: 'https://other.dev'}));
    expect(moved.reused).toBe(0);
    expect(moved.docs[file('guide.mdx')]?.body).toContain('https://other.dev/docs/render#flags');
    const renamed = job();
    renamed.docs[1] = {id: 'render', permalink: '/docs/rendering', file: file('render.mdx')};
    expect((await collectBodies(renamed)).reused).toBe(0);
  });

  it('still converts when the cache cannot be written', async () => {
    fs.mkdirSync(path.dirname(path.dirname(cacheFile)), {recursive: true});
    fs.writeFileSync(path.dirname(cacheFile), 'a file where the cache folder would go');
    const {docs} = await collectBodies(job());
    expect(Object.keys(docs)).toHaveLength(2);
    fs.rmSync(path.dirname(cacheFile));
  });

  it('leaves out a doc that fails to convert or cannot be read, and works without a cache file', async () => {
    write('render.mdx', 'Broken <Tag\n');
    const {docs} = await collectBodies(job({cacheFile: null, docs: [...job().docs, {id: 'gone', permalink: '/docs/gone', file: file('gone.mdx')}]}));
    expect(Object.keys(docs)).toEqual([file('guide.mdx')]);
    expect(fs.existsSync(cacheFile)).toBe(false);
  });
});

describe('collectBodies with trees captured from the MDX loader', () => {
  const links = {
    siteDir,
    siteUrl: 'https://example.dev',
    docPathById: () => undefined,
    docPathByFile: () => undefined,
  };
  /** What capture.ts keeps for a doc: here the tree of `text`, converted, for the file's current content or not. */
  const capture = (name: string, text: string, source = fs.readFileSync(file(name), 'utf8')): CapturedDoc => {
    const tree = {type: 'root' as const, children: [{type: 'paragraph' as const, children: [{type: 'text' as const, value: text}]}]};
    return {hash: contentHash(source), tree: serialize(convertParsedTree(tree, {...links, filePath: file(name)})), partials: [file('_shared.mdx')]};
  };

  it('prints a captured tree made from the current file, and converts the others', async () => {
    const captured = new Map([[file('render.mdx'), capture('render.mdx', 'From the loader.')]]);
    const result = await collectBodies(job(), captured);
    expect(result).toMatchObject({captured: 1, reused: 0});
    expect(result.docs[file('render.mdx')]?.body).toBe('From the loader.');
    expect(result.docs[file('guide.mdx')]?.body).toContain('Shared **text**.');
  });

  it('takes the body the printer worker already made, and prints the tree when there is none', async () => {
    const printed = {...capture('render.mdx', 'Tree text.'), body: 'Printed by the worker.'};
    expect((await collectBodies(job(), new Map([[file('render.mdx'), printed]]))).docs[file('render.mdx')]?.body).toBe('Printed by the worker.');
    const unprinted = capture('render.mdx', 'Tree text.');
    expect((await collectBodies(job(), new Map([[file('render.mdx'), unprinted]]))).docs[file('render.mdx')]?.body).toBe('Tree text.');
  });

  it('ignores a tree captured from older content', async () => {
    const captured = new Map([[file('render.mdx'), capture('render.mdx', 'Stale.', '## Flags\n\nOlder text.\n')]]);
    const result = await collectBodies(job(), captured);
    expect(result.captured).toBe(0);
    expect(result.docs[file('render.mdx')]?.body).toBe('## Flags\n\nText.');
  });

  it('caches a printed body with its partials, for the next build', async () => {
    await collectBodies(job(), new Map([[file('render.mdx'), capture('render.mdx', 'From the loader.')]]));
    const next = await collectBodies(job());
    expect(next.reused).toBe(2);
    expect(next.docs[file('render.mdx')]?.body).toBe('From the loader.');
    // The capture said it inlined _shared.mdx: changing that partial drops the cached body.
    write('_shared.mdx', 'Other.\n');
    const after = await collectBodies(job());
    expect(after.reused).toBe(0);
    expect(after.docs[file('render.mdx')]?.body).toBe('## Flags\n\nText.');
  });
});

describe('generateFiles with converted bodies', () => {
  const doc = (id: string) => ({id, title: id, description: '', permalink: `/docs/${id}`, source: `@site/docs/${id}.mdx`}) as DocMetadata;

  it('builds the job from the docs metadata', async () => {
    expect(convertJob([doc('guide')], {siteDir, siteUrl: 'https://x.dev'}, null).docs).toEqual([
      {id: 'guide', permalink: '/docs/guide', file: file('guide.mdx')},
    ]);
  });

  it('takes a converted body when there is one and converts the file otherwise', async () => {
    write('a.mdx', 'Parsed **a**.\n');
    write('b.mdx', 'Parsed b.\n');
    const asked: string[] = [];
    const files = await generateFiles(
      [doc('a'), doc('b')],
      {main: [{type: 'doc', id: 'a'}, {type: 'doc', id: 'b'}]},
      {siteDir, siteUrl: 'https://x.dev', title: 'Site', summary: 'S', sidebarTitles: {}},
      (filePath, source) => {
        asked.push(`${path.basename(filePath)}:${source.trim()}`);
        return filePath.endsWith('b.mdx') ? 'Converted before.' : undefined;
      },
    );
    expect(asked).toEqual(['a.mdx:Parsed **a**.', 'b.mdx:Parsed b.']);
    expect(files.get('docs/a.md')).toContain('Parsed **a**.');
    expect(files.get('docs/b.md')).toContain('Converted before.');
  });
});
