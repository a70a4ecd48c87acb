import {describe, expect, it} from 'vitest';
import {buildIndex} from '../engine/buildIndex';
import {decodePostings, encodePostings} from '../engine/format';
import {editDistance, matchOtherFirstLetter, matchTerm} from '../engine/match';
import {memorySource} from '../engine/memorySource';
import {runQuery, type QueryRequest} from '../engine/query';
import {blocksToRecords} from '../records/toRecords';
import type {PageBlock, PageInfo} from '../records/types';
import {SITE_URL, allFixtureRecords} from './fixtures';

function page(permalink: string, title: string, blocks: PageBlock[], lvl0 = 'Docs'): {info: PageInfo; blocks: PageBlock[]} {
  return {info: {permalink, title, lvl0, docusaurusTag: 'docs-default-current', language: 'en', source: ''}, blocks: [{kind: 'heading', level: 1, text: title, anchor: null}, ...blocks]};
}

const text = (value: string): PageBlock => ({kind: 'text', text: value});
const h2 = (value: string, anchor: string): PageBlock => ({kind: 'heading', level: 2, text: value, anchor});

const pages = [
  page('/docs/intro', 'Introduction', [text('Rendering a composition produces a video file. Mention of the player in passing.')]),
  page('/docs/player', 'Player', [text('Embed a video in a React app.'), h2('Props', 'props'), text('The player accepts controls and loop.')]),
  page('/docs/lambda', 'Lambda', [h2('Timeout', 'timeout'), text('A render stops after the timeout you set.'), h2('Regions', 'regions'), text('Deploy to several regions.')]),
  page('/docs/compositions', 'Compositions', [text('Register compositions with the Composition component.')]),
  page('/docs/render-media', 'renderMedia()', [text('Renders a video or audio file on the server.')]),
  page('/blog/player-release', 'A new Player release', [text('This post announces player improvements.')], 'Blog'),
  page('/docs/spring', 'spring()', [text('A physics-based animation curve from 0 to 1.')]),
  page('/docs/measure-spring', 'measureSpring()', [text('How long a spring takes to settle.')]),
  page('/docs/animation-math', 'Animation math', [text('A spring animation overshoots, an easing animation does not.')]),
  page('/docs/nextjs', 'Using Remotion in Next.js', [text('Render from a route handler.')]),
  page('/docs/react-native', 'React Native', [text('Remotion does not run there.')]),
  page('/docs/lambda-props', 'Passing props on Lambda', [text('Give inputProps to the render call on AWS Lambda.')]),
];
pages.push(
  page('/docs/japanese-captions', 'Captions in Japanese', [text('日本語の字幕を動画に表示する。Load a Japanese font first.')]),
  page('/docs/chinese-fonts', 'Chinese fonts', [text('中文字体：先加载字体，再渲染视频。')]),
);
const blogPage = page('/success-stories/acme', 'How Acme renders on Lambda', [text('We render videos on AWS Lambda with custom props for every customer.')], 'Success stories');
blogPage.info.docusaurusTag = 'default';
pages.push(blogPage);
const records = pages.flatMap(({info, blocks}) => blocksToRecords(info, blocks, SITE_URL));
const source = memorySource(buildIndex(records, SITE_URL));

function request(query: string): QueryRequest {
  return {indexName: 'test', query, page: 0, hitsPerPage: 20, attributesToSnippet: ['content:10'], highlightPreTag: '<mark>', highlightPostTag: '</mark>', snippetEllipsisText: '…'};
}

async function urls(query: string): Promise<string[]> {
  return (await runQuery(source, request(query))).hits.map((hit) => hit.url.slice(SITE_URL.length));
}

describe('ranking', () => {
  it('finds Chinese and Japanese words inside runs written without spaces, and highlights them', async () => {
    expect((await urls('字幕'))[0]).toBe('/docs/japanese-captions');
    expect((await urls('日本語'))[0]).toBe('/docs/japanese-captions');
    expect((await urls('渲染视频'))[0]).toBe('/docs/chinese-fonts');
    // One character typed so far finds the pairs it starts.
    expect(await urls('渲')).toContain('/docs/chinese-fonts');
    expect(await urls('韩国')).toEqual([]);
    const hit = (await runQuery(source, request('字幕'))).hits[0]!;
    expect(hit._snippetResult.content?.value).toContain('<mark>字幕</mark>');
    const pair = (await runQuery(source, request('渲染视频'))).hits[0]!;
    expect(pair._snippetResult.content?.value).toContain('再<mark>渲染视频</mark>。');
  });

  it('puts a page whose title matches above pages that mention the word', async () => {
    const result = await urls('player');
    expect(result[0]).toBe('/docs/player');
    expect(result.indexOf('/docs/player')).toBeLessThan(result.indexOf('/docs/intro'));
  });

  it('puts section headings above body text', async () => {
    expect((await urls('timeout'))[0]).toBe('/docs/lambda#timeout');
  });

  it('combines words across the heading hierarchy', async () => {
    const result = await urls('lambda regions');
    expect(result[0]).toBe('/docs/lambda#regions');
    expect(result).not.toContain('/docs/player');
  });

  it('tolerates typos, prefers exact matches', async () => {
    expect((await urls('plyer'))[0]).toBe('/docs/player');
    expect((await urls('compositons'))[0]).toBe('/docs/compositions');
    // Fewer typos first: "compositon" is one edit from "composition" (body text of the intro)
    // and two from "Compositions" (a title), so the body text wins, as it would on Algolia.
    expect((await urls('compositon'))[0]).toBe('/docs/intro');
    // A title matched by prefix still beats body text matched exactly (attribute before exact).
    expect((await urls('composition'))[0]).toBe('/docs/compositions');
  });

  it('puts exact words above prefixes and typos in the same attribute', async () => {
    const small = [page('/docs/renderer', 'Renderer', []), page('/docs/render', 'Render', []), page('/docs/rendre', 'Rendre', [])];
    const smallSource = memorySource(buildIndex(small.flatMap(({info, blocks}) => blocksToRecords(info, blocks, SITE_URL)), SITE_URL));
    const hits = (await runQuery(smallSource, request('render'))).hits.map((hit) => hit.url.slice(SITE_URL.length));
    expect(hits).toEqual(['/docs/render', '/docs/renderer', '/docs/rendre']);
  });

  it('matches the last word as a prefix', async () => {
    expect((await urls('lambda time'))[0]).toBe('/docs/lambda#timeout');
    expect(await urls('regio')).toContain('/docs/lambda#regions');
  });

  it('finds camelCase API names by their parts and whole', async () => {
    expect((await urls('rendermedia'))[0]).toBe('/docs/render-media');
    expect((await urls('render media'))[0]).toBe('/docs/render-media');
  });

  it('returns one hit per section (distinct URLs)', async () => {
    const result = await urls('player');
    expect(new Set(result).size).toBe(result.length);
  });

  it('drops words that match nothing rather than return no results', async () => {
    expect((await urls('lambda xylophone'))[0]).toBe('/docs/lambda');
    expect(await urls('xylophone')).toEqual([]);
  });

  it('ranks the fixture pages sensibly for real queries', async () => {
    const fixtureSource = memorySource(buildIndex(allFixtureRecords(), SITE_URL));
    const top = async (query: string) => (await runQuery(fixtureSource, request(query))).hits[0]?.url.slice(SITE_URL.length);
    expect(await top('prerequisites')).toBe('/docs/#prerequisites');
    expect(await top('prerequisits')).toBe('/docs/#prerequisites');
    expect(await top('cloud rendering')).toBe('/docs/api#cloud-rendering');
    expect(await top('fireworks')).toBe('/learn/apple-wow');
    expect(await top('math.random')).toBe('/learn/apple-wow#why-random-and-not-mathrandom');
  });
});

describe('relevance rules', () => {
  it('ranks the page an API name titles above pages that share a word ("spring animation")', async () => {
    expect((await urls('spring'))[0]).toBe('/docs/spring');
    expect((await urls('spring animation'))[0]).toBe('/docs/spring');
  });

  it('finds dotted and spaced names typed as one word', async () => {
    expect((await urls('nextjs'))[0]).toBe('/docs/nextjs');
    expect((await urls('reactnative'))[0]).toBe('/docs/react-native');
  });

  it('tolerates a typo in the first letter when the word matches nothing otherwise', async () => {
    expect((await urls('vlayer'))[0]).toBe('/docs/player');
    expect((await urls('xompositions'))[0]).toBe('/docs/compositions');
    expect(matchOtherFirstLetter('vpring', 'spring', false)).toMatchObject({typos: 1});
    expect(matchOtherFirstLetter('xompos', 'composition', true)).toMatchObject({typos: 1});
    expect(matchOtherFirstLetter('spring', 'spring', false)).toBeNull();
    expect(matchOtherFirstLetter('xyz', 'abc', false)).toBeNull();
  });

  it('answers how-to questions with docs before success stories and blog posts', async () => {
    const result = (await urls('How do I render a video on AWS Lambda with custom props?')).map((url) => url.split('#')[0]);
    expect(result[0]).toBe('/docs/lambda-props');
    expect(result.indexOf('/docs/lambda-props')).toBeLessThan(result.indexOf('/success-stories/acme'));
  });
});

describe('matching rules', () => {
  it('allows one typo from 4 letters, two from 8, none in numbers or the first letter', () => {
    expect(matchTerm('cat', 'cut', false)).toBeNull();
    expect(matchTerm('plyer', 'player', false)).toMatchObject({typos: 1});
    expect(matchTerm('compsotion', 'composition', false)).toMatchObject({typos: 2});
    expect(matchTerm('4051', '4052', false)).toBeNull();
    expect(matchTerm('layer', 'player', false)).toBeNull();
    expect(editDistance('ab', 'ba', 1)).toBe(1);
  });
});

describe('postings encoding', () => {
  it('round-trips ascending record ids', () => {
    const ids = [0, 1, 2, 31, 32, 33, 1000, 1_000_000, 1_000_031];
    expect(decodePostings(encodePostings(ids))).toEqual(ids);
    expect(encodePostings(ids)).toMatch(/^[0-9A-Za-z_-]+$/);
  });
});

describe('word forms', () => {
  it('matches plurals and -ing/-ed forms without counting a typo', () => {
    expect(matchTerm('embed', 'embedding', false)).toMatchObject({typos: 0, exact: false});
    expect(matchTerm('choose', 'choosing', false)).toMatchObject({typos: 0});
    expect(matchTerm('packages', 'package', false)).toMatchObject({typos: 0});
    expect(matchTerm('render', 'rendered', false)).toMatchObject({typos: 0});
    expect(matchTerm('cats', 'cat', false)).toMatchObject({typos: 0});
    expect(matchTerm('render', 'rent', false)).toBeNull();
  });
});
