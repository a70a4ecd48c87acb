// Each lint rule on small inline pages: what it must catch and what it must let through.
import {describe, expect, it} from 'vitest';
import {makePage} from '../lib/pages.mjs';
import {extractFacts} from '../lib/extract.mjs';
import {
  checkDocUrl,
  checkDuplicateDescriptions,
  checkEmptySections,
  checkFrontMatter,
  checkHeadingOrder,
  checkAdmonitionTitles,
  checkLinks,
  checkPlaceholders,
  checkStockOpenings,
  checkUnknownComponents,
  checkVersions,
  checkWordCount,
  pageKind,
  registeredComponents,
} from '../lib/rules/index.mjs';

const FRONT = '---\ntitle: T\ndescription: D\n---\n\n';

function page(body, {file = 'docs/page.mdx', collection = 'docs', front = FRONT} = {}) {
  const p = makePage(file, collection, front + body);
  if (!p.tree) throw new Error(`fixture does not parse: ${p.error?.message}`);
  return {...p, ...extractFacts(p.tree)};
}

const words = (n) => Array.from({length: n}, (_, i) => `word${i}`).join(' ');

const ctx = (pages = []) => ({
  plan: null,
  remotionVersion: '4.0.527',
  docIds: new Set(pages.map((p) => p.docId)),
  docUrls: new Set(pages.filter((p) => p.collection === 'docs').map((p) => p.permalink.replace(/\/$/, '') || '/')),
  postUrls: new Set(pages.filter((p) => p.collection !== 'docs').map((p) => p.permalink.replace(/\/$/, ''))),
  fileExists: (file) => pages.some((p) => p.file === file),
});

describe('front matter', () => {
  it('requires a title and a description', () => {
    const p = page('Text.', {front: '---\nsidebar_label: X\n---\n\n'});
    expect(checkFrontMatter(p).map((x) => x.rule)).toEqual(['front-matter', 'missing-description']);
  });
  it('accepts the optional keys as strings and rejects empty ones', () => {
    const ok = page('Text.', {front: '---\ntitle: T\ndescription: D\nsidebar_label: S\ncrumb: C\nimage: /img/a.png\n---\n'});
    expect(checkFrontMatter(ok)).toEqual([]);
    const bad = page('Text.', {front: '---\ntitle: T\ndescription: D\ncrumb: ""\n---\n'});
    expect(checkFrontMatter(bad)[0]?.message).toContain('`crumb`');
  });
  it('fails a description used by two pages', () => {
    const a = page('A.', {file: 'docs/a.mdx'});
    const b = page('B.', {file: 'docs/b.mdx'});
    expect(checkDuplicateDescriptions([a, b]).map((x) => x.file)).toEqual(['docs/a.mdx', 'docs/b.mdx']);
  });
});

describe('placeholders', () => {
  it('catches markers in prose, comments and code', () => {
    const p = page('Intro.\n\n{/* FIXME later */}\n\n```ts\n// TODO handle errors\n```\n\nComing Soon!\n');
    expect(checkPlaceholders(p).map((x) => x.line)).toEqual([8, 11, 14]);
  });
  it('ignores ordinary words that contain the markers', () => {
    const p = page('Build a todo list app. The photos are coming in soon enough. Tbd is not shouted.\n');
    expect(checkPlaceholders(p)).toEqual([]);
  });
});

describe('stock openings', () => {
  it('fails meta openings repeated across pages but allows one', () => {
    const a = page('This page explains how frames work in detail.', {file: 'docs/a.mdx'});
    const b = page('This guide covers the rendering pipeline end to end.', {file: 'docs/b.mdx'});
    const c = page('Frames are numbered from zero in every composition.', {file: 'docs/c.mdx'});
    expect(checkStockOpenings([a, c])).toEqual([]);
    expect(checkStockOpenings([a, b, c]).map((x) => x.file)).toEqual(['docs/a.mdx', 'docs/b.mdx']);
  });
  it('fails the same first six words on three pages, with names in code treated alike', () => {
    const make = (name, i) =>
      page(`\`${name}\` is a component that renders something different number ${i}.`, {file: `docs/p${i}.mdx`});
    const three = [make('<Img>', 1), make('<Video>', 2), make('<Audio>', 3)];
    expect(checkStockOpenings(three.slice(0, 2))).toEqual([]);
    expect(checkStockOpenings(three)).toHaveLength(3);
  });
});

describe('sections and headings', () => {
  it('finds a heading followed by a heading of the same or higher level, or by nothing', () => {
    const p = page('## Empty\n\n## Full\n\nText.\n\n### Sub\n\n## Last empty\n');
    expect(checkEmptySections(p).map((x) => x.line)).toEqual([6, 12, 14]);
  });
  it('does not call a section with only subsections, a JSX block or a list empty', () => {
    const p = page('## Parent\n\n### Child\n\nText.\n\n## Tabs\n\n<Tabs>\n\nx\n\n</Tabs>\n\n## List\n\n- a\n');
    expect(checkEmptySections(p)).toEqual([]);
  });
  it('treats a comment as no content', () => {
    const p = page('## Alone\n\n{/* nothing yet */}\n\n## Next\n\nText.\n');
    expect(checkEmptySections(p).map((x) => x.line)).toEqual([6]);
  });
  it('fails skipped levels and a body h1', () => {
    const p = page('# Title again\n\n## A\n\n#### Too deep\n\ntext\n');
    expect(checkHeadingOrder(p).map((x) => x.line)).toEqual([6, 10]);
    expect(checkHeadingOrder(page('### Starts at h3\n\ntext\n'))).toHaveLength(1);
    expect(checkHeadingOrder(page('## A\n\n### B\n\n#### C\n\n## D\n\ntext\n'))).toEqual([]);
  });
  it('asks for admonition titles in brackets, outside code blocks', () => {
    const p = page(':::warning Deprecated\n\nOld.\n\n:::\n\n:::note[Version]\n\nNew.\n\n:::\n\n```md\n:::tip Shown as code\n```\n');
    expect(checkAdmonitionTitles(p).map((x) => [x.line - 5, x.message])).toEqual([[1, 'admonition title is lost: write ":::warning[Deprecated]"']]);
  });
  it('reads custom heading ids as anchors, not text', () => {
    const p = page('## Options {#opts}\n\nText.\n');
    expect(p.headings[0]?.text).toBe('Options');
  });
});

describe('word count', () => {
  it('counts prose only, not code, imports or comments', () => {
    const p = page(`import X from './x';\n\n${words(10)}\n\n\`\`\`ts\nconst a = 1; const b = 2;\n\`\`\`\n\n{/* ${words(50)} */}\n\n- one \`code\`\n`);
    expect(p.words).toBe(12);
  });
  it('applies a minimum per kind of page', () => {
    const guide = page(words(149));
    expect(checkWordCount(guide, 'guide')).toHaveLength(1);
    expect(checkWordCount(guide, 'api')).toEqual([]);
    expect(checkWordCount(page(words(150)), 'guide')).toEqual([]);
  });
  it('tells the kinds apart', () => {
    const plan = {
      landing: {apiSidebar: '/docs/api'},
      sidebars: {mainSidebar: [{type: 'category', label: 'X', link: 'player', items: []}]},
      docs: {
        api: {title: 'API', path: '/docs/api', sidebar: 'apiSidebar'},
        'use-current-frame': {title: 'u', path: '/docs/use-current-frame', sidebar: 'apiSidebar'},
        player: {title: 'p', path: '/docs/player', sidebar: 'mainSidebar'},
      },
    };
    const kind = (file, collection = 'docs') => pageKind(page('x', {file, collection}), plan);
    expect(kind('docs/api.mdx')).toBe('landing');
    expect(kind('docs/player.mdx')).toBe('landing');
    expect(kind('docs/captions/index.mdx')).toBe('landing');
    expect(kind('docs/use-current-frame.mdx')).toBe('api');
    expect(kind('docs/troubleshooting/slow.mdx')).toBe('snippet');
    expect(kind('docs/lambda/faq.mdx')).toBe('snippet');
    expect(kind('docs/encoding.mdx')).toBe('guide');
    expect(kind('blog/post.mdx', 'blog')).toBe('blog-post');
    expect(kind('learn/post.mdx', 'learn')).toBe('tutorial');
    expect(kind('success-stories/s.mdx', 'success-stories')).toBe('success-story');
  });
});

describe('doc URLs and links', () => {
  const plan = {sidebars: {}, docs: {'player/api': {title: 'P', path: '/docs/player/player', sidebar: 'apiSidebar'}}};
  it('fails a doc served elsewhere than the plan says and suggests the slug', () => {
    const wrong = page('x', {file: 'docs/player/api.mdx'});
    expect(checkDocUrl(wrong, plan)[0]?.message).toContain('slug: /player/player');
    const right = page('x', {file: 'docs/player/api.mdx', front: '---\ntitle: T\ndescription: D\nslug: player\n---\n'});
    expect(checkDocUrl(right, plan)).toEqual([]);
  });
  it('checks doc URLs, Markdown file links and DocLink ids', () => {
    const target = page('x', {file: 'docs/render.mdx'});
    const p = page(
      '[a](/docs/render) [b](/docs/render/#flags) [c](/docs/missing) [d](./render.mdx) [e](./gone.mdx) [f](https://x.dev/docs/y)\n\n' +
        '<DocLink id="render">ok</DocLink> <DocLink id="nope">bad</DocLink>\n',
      {file: 'docs/guide.mdx'},
    );
    const problems = checkLinks(p, ctx([target, p]));
    expect(problems.map((x) => x.message)).toEqual([
      '/docs/missing: no doc is served at /docs/missing',
      './gone.mdx: docs/gone.mdx does not exist',
      '<DocLink id="nope">: no doc has this id',
    ]);
  });
});

describe('post links', () => {
  it('computes post URLs from the slug or the file name', () => {
    expect(page('x', {file: 'blog/2021-02-08-hello.mdx', collection: 'blog'}).permalink).toBe('/blog/2021/02/08/hello');
    const slugged = page('x', {file: 'learn/2022-12-22-apple.mdx', collection: 'learn', front: '---\ntitle: T\ndescription: D\nslug: apple-wow\n---\n'});
    expect(slugged.permalink).toBe('/learn/apple-wow');
  });
  it('checks links to single posts and leaves list pages alone', () => {
    const post = page('x', {file: 'blog/2021-02-08-hello.mdx', collection: 'blog', front: '---\ntitle: T\ndescription: D\nslug: hello\n---\n'});
    const p = page('[a](/blog/hello) [b](/blog/nope) [c](/blog/tags/release) [d](/blog) [e](/learn/2020/01/01/gone)\n', {file: 'docs/x.mdx'});
    expect(checkLinks(p, ctx([post, p])).map((x) => x.message)).toEqual([
      '/blog/nope: no post is served at /blog/nope',
      '/learn/2020/01/01/gone: no post is served at /learn/2020/01/01/gone',
    ]);
  });
});

describe('versions', () => {
  it('accepts real versions and rejects malformed or future ones', () => {
    const p = page(
      '<AvailableFrom v="4.0.120" /> <AvailableFrom v="v3.2.0" /> <AvailableFrom v="4.1" /> <Deprecated since="9.0.0" />\n\n' +
        '<ParamTable>\n<Param name="a" type="string" since="4.0.528">x</Param>\n</ParamTable>\n',
    );
    expect(checkVersions(p, ctx()).map((x) => x.message)).toEqual([
      '<AvailableFrom v="4.1">: expected a version like 4.0.120',
      '<Deprecated since="9.0.0">: newer than the installed remotion 4.0.527',
      '<Param since="4.0.528">: newer than the installed remotion 4.0.527',
    ]);
  });
  it('takes a bare `deprecated` on <Param>, but not prose where a version belongs', () => {
    const p = page(
      '<ParamTable>\n<Param name="a" type="string" deprecated>x</Param>\n<Param name="b" type="string" deprecated="4.0.100">y</Param>\n' +
        '<Param name="c" type="string" deprecated="Use d instead">z</Param>\n</ParamTable>\n',
    );
    expect(checkVersions(p, ctx()).map((x) => x.message)).toEqual(['<Param deprecated="Use d instead">: expected a version like 4.0.120']);
  });
});

describe('syntax errors', () => {
  it('reports where the MDX breaks', () => {
    const p = makePage('docs/x.mdx', 'docs', `${FRONT}Text\n\n<div>\n`);
    expect(p.tree).toBeNull();
    expect(p.error).toMatchObject({line: 8});
  });
});

describe('unknown components', () => {
  const known = registeredComponents("import X from 'y';\nexport default {\n  ...MDXComponents,\n  Tabs,\n  ApiSignature,\n};\n");
  it('reads the registry and the theme defaults', () => {
    expect([...known].sort()).toEqual(['Admonition', 'ApiSignature', 'Details', 'Head', 'Mermaid', 'Tabs']);
  });
  it('flags a tag written as text, with its line', () => {
    const p = page('Saving fails with "must be a hardcoded value in the <Composition/> tag".\n');
    expect(checkUnknownComponents(p, known).map((x) => [x.line - 5, x.rule])).toEqual([[1, 'unknown-component']]);
  });
  it('lets registered, imported and HTML elements through, and code', () => {
    const p = page(
      "import {Player} from '@remotion/player';\nimport Demo from './_demo.mdx';\n\n<Tabs><Player /></Tabs>\n\n<Demo />\n\n<div>html</div>\n\n`<Composition/>` in code\n",
    );
    expect(checkUnknownComponents(p, known)).toEqual([]);
  });
});
