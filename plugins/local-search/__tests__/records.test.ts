import {describe, expect, it} from 'vitest';
import {emptyPreElements, extractHtmlPage, extractParts, readPageParts} from '../records/fromHtml';
import {extractMdxBlocks, inlineText} from '../records/fromMdx';
import {blocksToRecords} from '../records/toRecords';
import {topCategoryByDocId} from '../records/pages';
import {FIXTURE_PAGES, SITE_URL, fixtureHtml, htmlRecords, mdxRecords} from './fixtures';

const [gettingStarted, api, appleWow] = FIXTURE_PAGES as [(typeof FIXTURE_PAGES)[number], (typeof FIXTURE_PAGES)[number], (typeof FIXTURE_PAGES)[number]];

describe('records from built HTML', () => {
  it('reads the search metadata Docusaurus writes into the head', () => {
    const docs = extractHtmlPage(fixtureHtml('docs-getting-started'));
    expect(docs).toMatchObject({language: 'en', docusaurusTag: 'docs-default-current', noindex: false});
    expect(extractHtmlPage(fixtureHtml('learn-apple-wow')).docusaurusTag).toBe('default');
  });

  it('makes one lvl1 record for the title, one per heading and one per text block', () => {
    const records = htmlRecords(gettingStarted);
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url: `${SITE_URL}/docs/`,
      anchor: null,
      content: null,
      hierarchy: {lvl0: 'Getting started', lvl1: 'Creating a new project', lvl2: null},
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
    const prerequisites = records.find((record) => record.hierarchy.lvl2 === 'Prerequisites' && record.type === 'lvl2');
    expect(prerequisites).toMatchObject({url: `${SITE_URL}/docs/#prerequisites`, anchor: 'prerequisites'});
    const item = records.find((record) => record.content?.startsWith('Node.js 16 or newer.'));
    expect(item).toMatchObject({type: 'content', url: `${SITE_URL}/docs/#prerequisites`, hierarchy: {lvl2: 'Prerequisites'}});
    const subsection = records.find((record) => record.type === 'lvl3');
    expect(subsection?.hierarchy.lvl2).not.toBeNull();
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });

  it('leaves out code blocks, tab labels, breadcrumbs and heading link symbols', () => {
    const records = htmlRecords(gettingStarted);
    const texts = records.map((record) => record.content ?? record.hierarchy[record.type as 'lvl1'] ?? '');
    expect(texts.some((text) => text.includes('npx create-video@latest'))).toBe(false);
    expect(texts).not.toContain('yarn');
    expect(texts).not.toContain('Getting started');
    expect(texts.some((text) => text.includes('\u200b'))).toBe(false);
    // Inline code inside prose stays: it is how people search for API names.
    expect(texts.some((text) => text.includes('create-video'))).toBe(true);
  });

  it('keeps blog authors, dates and tags out of a post', () => {
    const records = htmlRecords(appleWow);
    expect(records[0]?.hierarchy).toMatchObject({lvl0: 'Learn', lvl1: 'Recreating the Apple fireworks animation'});
    const all = JSON.stringify(records);
    expect(all).not.toContain('Jonny Burger');
    expect(all).not.toContain('min read');
    expect(all).not.toContain('Tags:');
  });

  it('keeps text that looks like markup as text', () => {
    const records = htmlRecords(appleWow);
    expect(records.some((record) => record.content?.includes('<Sequence>'))).toBe(true);
  });

  it('handles omitted end tags and nested lists', () => {
    const html =
      '<html><head><meta name=docsearch:language content=en></head><body><article><header><h1>Title</h1><div>By Someone</div></header>' +
      '<p>Intro<ul><li>First <code>item</code><ul><li>Nested</ul><li>Second</ul><h2 id=next>Next<a class=hash-link href=#next>\u200b</a></h2>' +
      '<table><thead><tr><th>Name<th>Type</thead><tbody><tr><td>fps<td>number</table><pre><code>const x = 1;</code></pre><footer>Edit</footer></article></body></html>';
    const page = extractHtmlPage(html);
    expect(page.blocks).toEqual([
      {kind: 'heading', level: 1, text: 'Title', anchor: null},
      {kind: 'text', text: 'Intro'},
      {kind: 'text', text: 'First item'},
      {kind: 'text', text: 'Nested'},
      {kind: 'text', text: 'Second'},
      {kind: 'heading', level: 2, text: 'Next', anchor: 'next'},
      {kind: 'text', text: 'fps number '},
    ]);
  });
});

describe('the parts of a page that extraction reads', () => {
  it('are the head and the first article, nested articles included', () => {
    const html =
      '<!doctype html><html><head><title>T</title><meta name=robots content=noindex></head><body><nav><p>Menu</nav>' +
      '<ARTICLE class=a><p>One<article><p>Inner</article><p>Two</article><aside><article><p>Second</article></aside></body></html>';
    expect(readPageParts(html)).toEqual({
      head: '<head><title>T</title><meta name=robots content=noindex></head>',
      article: '<ARTICLE class=a><p>One<article><p>Inner</article><p>Two</article>',
    });
    const page = extractHtmlPage(html);
    expect(page.noindex).toBe(true);
    expect(page.blocks.map((block) => block.text)).toEqual(['One', 'Inner', 'Two']);
  });

  it('have their code blocks emptied before parsing, which changes no record', () => {
    const html =
      '<pre class="prism-code"><code><span class="token-line" style="color:red"><span class="token keyword">const</span> a = "&lt;/pre&gt;";</span></code></pre>' +
      '<p>Between<PRE>\n<b>x</b>\n</PRE><prefix-element>kept</prefix-element><pre>';
    expect(emptyPreElements(html)).toBe('<pre></pre><p>Between<pre></pre><prefix-element>kept</prefix-element><pre>');
    for (const page of FIXTURE_PAGES) {
      const {head, article} = readPageParts(fixtureHtml(page.name));
      expect(article, page.name).toMatch(/<pre[\s>]/);
      expect(htmlRecords(page), page.name).toEqual(blocksToRecords(page, extractParts(head, article).blocks, SITE_URL));
    }
  });

  it('is nothing when a page has no article', () => {
    expect(extractHtmlPage('<html><head></head><body><p>Text</body></html>').blocks).toEqual([]);
  });
});

describe('records from MDX sources (dev server)', () => {
  it('finds the same headings and anchors as the built page', () => {
    for (const page of FIXTURE_PAGES) {
      const headings = (records: ReturnType<typeof htmlRecords>) =>
        records.filter((record) => record.type !== 'content').map((record) => `${record.type} ${record.url}`);
      expect(headings(mdxRecords(page)), page.name).toEqual(headings(htmlRecords(page)));
    }
  });

  it('finds nearly the same text blocks as the built page', () => {
    for (const page of [gettingStarted, api, appleWow]) {
      const html = new Set(htmlRecords(page).flatMap((record) => (record.content ? [record.content] : [])));
      const mdx = mdxRecords(page).flatMap((record) => (record.content ? [record.content] : []));
      const shared = mdx.filter((text) => html.has(text)).length;
      expect(shared / html.size, page.name).toBeGreaterThan(0.8);
    }
  });

  it('drops imports, JSX tags, comments, admonition markers and code', () => {
    const source = [
      '---',
      'title: Example',
      '---',
      "import Tabs from '@theme/Tabs';",
      '',
      '{/* a note for editors */}',
      '',
      'Some **bold** text with a [link](/docs/x) and `useCurrentFrame()`.',
      '',
      ':::tip',
      'A tip.',
      ':::',
      '',
      '## A heading {#custom-id}',
      '',
      '```tsx',
      'const hidden = true;',
      '```',
      '',
      '<Tabs>',
      '- one',
      '- two',
      '</Tabs>',
      '',
      '| Prop | Type |',
      '| --- | --- |',
      '| `fps` | number |',
    ].join('\n');
    expect(extractMdxBlocks('/virtual/example.mdx', source)).toEqual([
      {kind: 'text', text: 'Some bold text with a link and useCurrentFrame().'},
      {kind: 'text', text: 'A tip.'},
      {kind: 'heading', level: 2, text: 'A heading', anchor: 'custom-id'},
      {kind: 'text', text: 'one'},
      {kind: 'text', text: 'two'},
      {kind: 'text', text: 'fps number'},
    ]);
  });

  it('turns inline Markdown into plain text', () => {
    expect(inlineText('Use `<Sequence>` and **bold** \\<not a tag\\> &amp; more')).toBe('Use <Sequence> and bold <not a tag> & more');
    expect(inlineText('snake_case_name stays, _emphasis_ goes')).toBe('snake_case_name stays, emphasis goes');
  });
});

describe('page grouping', () => {
  it('groups docs under their top-level sidebar category', () => {
    const categories = topCategoryByDocId([
      {type: 'doc', id: 'intro'},
      {
        type: 'category',
        label: 'Rendering',
        collapsed: true,
        collapsible: true,
        link: {type: 'doc', id: 'render/index'},
        items: [{type: 'category', label: 'Lambda', collapsed: true, collapsible: true, items: [{type: 'doc', id: 'lambda/setup'}]}],
      },
    ]);
    expect(categories.get('intro')).toBeUndefined();
    expect(categories.get('render/index')).toBe('Rendering');
    expect(categories.get('lambda/setup')).toBe('Rendering');
  });

  it('falls back to the page title when a page has no h1', () => {
    const records = blocksToRecords(gettingStarted, [{kind: 'text', text: 'Body'}], SITE_URL);
    expect(records.map((record) => record.type)).toEqual(['lvl1', 'content']);
    expect(records[1]?.hierarchy.lvl1).toBe('Creating a new project');
  });
});
