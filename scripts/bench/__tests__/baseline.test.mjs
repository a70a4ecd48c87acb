import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {baselineConfig, jsxComponentNames, makePage, planDocs, standInComponents, writeSameDocsSite} from '../lib/baseline.mjs';
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

describe('makePage', () => {
  it('reproduces the words, headings and code blocks of the page it copies', () => {
    const page = makePage(SHAPE, {title: 'Topic', seed: 1});
    const measured = measureSource('docs/x.mdx', page);
    expect(measured.words).toBe(SHAPE.words);
    expect(measured.h2).toBe(4);
    expect(measured.h3).toBe(3);
    expect(measured.codeBlocks).toEqual(SHAPE.codeBlocks);
    expect(measured.descriptionWords).toBe(12);
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
