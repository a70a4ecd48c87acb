import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {baselineConfig, codeLine, jsxComponentNames, linkTargets, makePage, planDocs, standInComponents, tableSizes, writeSameDocsSite} from '../lib/baseline.mjs';
import {measureSource} from '../lib/survey.mjs';

/** @type {import('../lib/survey.mjs').PageShape} */
const SHAPE = {
  file: 'docs/api.mdx',
  words: 1000,
  proseWords: 850,
  h2: 4,
  h3: 3,
  codeBlocks: [
    {lang: 'tsx', lines: 20},
    {lang: 'bash', lines: 2},
    {lang: 'ts', lines: 28},
  ],
  slug: null,
  title: 'Topic',
  descriptionWords: 12,
};

/** A page written like ours: code spans, links, a list, a table, an admonition, long words. */
const OURS = `---
title: Rendering a composition
---

Call \`renderMedia()\` from \`@remotion/renderer\` to turn a **registered composition** into a
video file. It needs the [bundle](./bundle.mdx) that \`bundle()\` produced and the composition's
metadata from [\`selectComposition()\`](./select-composition.mdx). Rendering is deterministic:
the same inputs give identical frames, whichever machine renders them.

## Options

| Option | Type | Default |
| --- | --- | --- |
| \`codec\` | \`Codec\` | \`"h264"\` |
| \`concurrency\` | \`number \\| string\` | half of the CPU threads |
| \`crf\` | \`number\` | depends on the codec |

- \`onProgress\` receives the rendered and encoded frame counts.
- \`cancelSignal\` stops a render that is no longer needed.
- \`outputLocation\` is where the file is written; without it you get a buffer.

:::note
Chromium is downloaded on the first render if no browser is found.
:::

\`\`\`ts
import {renderMedia, selectComposition} from '@remotion/renderer';

const composition = await selectComposition({serveUrl, id: 'Intro', inputProps});
await renderMedia({composition, serveUrl, codec: 'h264', outputLocation: 'out/intro.mp4', inputProps});
\`\`\`

### Progress

Pass \`onProgress\` to follow a long render and report **each stage** separately.
`;

describe('makePage', () => {
  it('reproduces the words, headings and code blocks of the page it copies', () => {
    const page = makePage(SHAPE, {title: 'Topic', seed: 1});
    const measured = measureSource('docs/x.mdx', page);
    expect(measured.words).toBe(SHAPE.words);
    expect(measured.h2).toBe(4);
    expect(measured.h3).toBe(3);
    // Without a measured size, three words a line.
    expect(measured.codeBlocks.map(({lang, lines, words}) => ({lang, lines, words}))).toEqual(SHAPE.codeBlocks.map((b) => ({...b, words: b.lines * 3})));
    expect(measured.descriptionWords).toBe(12);
  });

  it('reproduces the size and the Markdown of a measured page: bytes, code words, lists, tables, links', () => {
    const shape = measureSource('docs/ours.mdx', OURS);
    const targets = ['./next.mdx', '../other/page.mdx'];
    const page = makePage(shape, {title: 'Ours', seed: 3, linkTargets: targets});
    const measured = measureSource('docs/copy.mdx', page);
    expect(measured.words).toBe(shape.words);
    expect(measured.proseWords).toBe(shape.proseWords);
    expect(measured.markup).toEqual(shape.markup);
    expect(measured.codeBlocks.map(({lang, lines, words}) => ({lang, lines, words}))).toEqual(shape.codeBlocks.map(({lang, lines, words}) => ({lang, lines, words})));
    measured.codeBlocks.forEach((block, i) => expect(Math.abs(/** @type {number} */ (block.bytes) - /** @type {number} */ (shape.codeBlocks[i]?.bytes))).toBeLessThanOrEqual(5));
    expect(Math.abs(/** @type {number} */ (measured.proseBytes) / /** @type {number} */ (shape.proseBytes) - 1)).toBeLessThan(0.05);
    expect(shape.markup?.links).toBe(2);
    expect([...page.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1])).toEqual(targets);
    expect(page).toMatch(/^\| [a-z ]+ \| [a-z ]+ \| [a-z ]+ \|\n\| --- \| --- \| --- \|\n/m);
    expect(page).toMatch(/^:::note\n\n[A-Z][^\n]+\n\n:::$/m);
  });

  it('leaves link words plain without targets', () => {
    const shape = measureSource('docs/ours.mdx', OURS);
    const measured = measureSource('docs/copy.mdx', makePage(shape, {title: 'Ours', seed: 3}));
    expect(measured.markup.links).toBe(0);
    expect(measured.words).toBe(shape.words);
  });

  it('is deterministic for a seed', () => {
    expect(makePage(SHAPE, {title: 'T', seed: 7})).toBe(makePage(SHAPE, {title: 'T', seed: 7}));
    expect(makePage(SHAPE, {title: 'T', seed: 7})).not.toBe(makePage(SHAPE, {title: 'T', seed: 8}));
  });

  it('never puts a ### heading before the first ##', () => {
    const page = makePage({...SHAPE, h2: 0, h3: 2}, {title: 'T', seed: 1});
    expect(page).not.toMatch(/^### /m);
    expect(measureSource('docs/x.mdx', page).h2).toBe(2);
  });

  it('adds the slug and the blog truncate marker on request', () => {
    const page = makePage(SHAPE, {title: 'T', slug: '/', seed: 1, truncate: true});
    expect(page).toMatch(/^---\ntitle: T\nslug: \/\ndescription: [^\n]+\n---\n/);
    expect(page.split('\n\n')[2]).toBe('{/* truncate */}');
  });
});

describe('the pieces of a generated page', () => {
  it('writes code lines of a given word count and about a given length', () => {
    let n = 0;
    const words = (/** @type {number} */ count) => Array.from({length: count}, () => `w${n++}`);
    for (const count of [0, 1, 2, 3, 6]) {
      for (const length of [0, 20, 60]) {
        const line = codeLine(words, count, length);
        expect(measureSource('x.md', '```ts\n' + line + '\n```').codeBlocks[0]?.words, `${count} words, ${length} bytes`).toBe(count);
        if (length >= 20 + count * 4) expect(Math.abs(line.length - length), line).toBeLessThanOrEqual(5);
      }
    }
  });

  it('cuts table rows into tables of 3 to 10 rows, none under 3', () => {
    expect(tableSizes(2)).toEqual([]);
    expect(tableSizes(7)).toEqual([7]);
    expect(tableSizes(12)).toEqual([9, 3]);
    expect(tableSizes(25)).toEqual([10, 10, 5]);
  });

  it('links each page to the next three of its plugin, by relative file path', () => {
    const files = ['docs/a.mdx', 'docs/guide/b.mdx', 'docs/guide/c.md', 'docs/d.mdx'];
    expect(linkTargets(files, 0)).toEqual(['./guide/b.mdx', './guide/c.md', './d.mdx']);
    expect(linkTargets(files, 2)).toEqual(['../d.mdx', '../a.mdx', './b.mdx']);
    expect(linkTargets(['blog/only.md'], 0)).toEqual([]);
  });
});

describe('planDocs', () => {
  const shapes = [
    {...SHAPE, file: 'docs/a.mdx', words: 300, title: 'A page'},
    {...SHAPE, file: 'docs/index.mdx', words: 500, slug: '/', title: '"Intro: start here"'},
    {...SHAPE, file: 'docs/api/long.md', words: 2000, title: null},
  ];

  it('mirrors our pages: path, title and slug', () => {
    const pages = planDocs(shapes, 3);
    expect(pages.map((p) => [p.file, p.title, p.slug])).toEqual([
      ['docs/a.mdx', 'A page', null],
      ['docs/index.mdx', '"Intro: start here"', '/'],
      ['docs/api/long.md', 'Page 3', null],
    ]);
    expect(pages[2]?.shape.words).toBe(2000);
  });

  it('cycles our pages into copy folders to reach a larger count, without their slugs', () => {
    const pages = planDocs(shapes, 7);
    expect(pages.slice(3).map((p) => [p.file, p.title, p.slug])).toEqual([
      ['docs/copy-1/a.mdx', '"A page (2)"', null],
      ['docs/copy-1/index.mdx', '"Intro: start here (2)"', null],
      ['docs/copy-1/api/long.mdx', '"Page 3 (2)"', null],
      ['docs/copy-2/a.mdx', '"A page (3)"', null],
    ]);
    expect(new Set(pages.map((p) => p.file)).size).toBe(7);
  });

  it('refuses to plan without shapes', () => {
    expect(() => planDocs([], 10)).toThrow(/without any docs page/);
  });
});

describe('baselineConfig', () => {
  it('carries our future flags verbatim', () => {
    const config = baselineConfig({v4: true, faster: {rspackBundler: true}});
    expect(config).toContain('future: {"v4":true,"faster":{"rspackBundler":true}}');
    expect(config).toContain("onBrokenLinks: 'throw'");
    expect(config).not.toContain("onBrokenLinks: 'ignore'");
  });
});

describe('the baseline on our docs', () => {
  it('stands in for the components pages use outside fenced code', () => {
    const source = [
      '<ParamTable>',
      '<Param name="fps" type="number">Frames per second.</Param>',
      '</ParamTable>',
      '',
      '````tsx',
      '<AbsoluteFill />',
      '```',
      'A shorter fence does not close it: <StillInCode />',
      '````',
      '<Tabs><TabItem value="a">A</TabItem></Tabs> <Details> and <ApiSignature code="f(): void" />',
      '<DocLink id="x">after</DocLink>',
    ].join('\n');
    expect(jsxComponentNames(source)).toEqual(['ApiSignature', 'DocLink', 'Param', 'ParamTable']);
  });

  it('writes stand-ins that render children, or a code prop as a code block', () => {
    const file = standInComponents(['Param', 'ApiSignature']);
    expect(file).toContain("  Param: standIn('Param'),\n  ApiSignature: standIn('ApiSignature'),");
    expect(file).toContain('<CodeBlock language="ts">{code}</CodeBlock>');
    expect(() => standInComponents(['bad name'])).toThrow(/not a component name/);
  });

  it('is the plain site with our docs folder in place of the generated one', () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'same-docs-'));
    const base = path.join(work, 'base');
    const docs = path.join(work, 'docs');
    for (const [file, text] of [
      [path.join(base, 'docusaurus.config.js'), baselineConfig({v4: true})],
      [path.join(base, 'docs', 'generated.mdx'), '# Filler'],
      [path.join(base, 'src', 'pages', 'index.js'), 'export default () => null;'],
      [path.join(base, 'node_modules', 'x', 'index.js'), ''],
      [path.join(docs, 'guide', 'intro.mdx'), '# Intro\n\n<ParamTable><Param name="a" type="string" /></ParamTable>'],
    ]) {
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, text);
    }
    const dir = path.join(work, 'same');
    expect(writeSameDocsSite(dir, {baselineDir: base, docsDir: docs, future: {v4: true}})).toEqual({components: 2});
    expect(fs.existsSync(path.join(dir, 'docs', 'generated.mdx'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'docs', 'guide', 'intro.mdx'), 'utf8')).toContain('<ParamTable>');
    expect(fs.existsSync(path.join(dir, 'src', 'pages', 'index.js'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'node_modules'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'src', 'theme', 'MDXComponents.js'), 'utf8')).toContain("  Param: standIn('Param'),\n  ParamTable: standIn('ParamTable'),");
    const config = fs.readFileSync(path.join(dir, 'docusaurus.config.js'), 'utf8');
    expect(config).toContain("onBrokenLinks: 'ignore'");
    expect(config).toContain('future: {"v4":true}');
    fs.rmSync(work, {recursive: true, force: true});
  });
});
