import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {buildIndex} from '../engine/buildIndex';
import {createLocalClient} from '../client/localClient';
import {MAX_QUERY_LENGTH, applyRulesToCall, cutQuery, snippetAttributes} from '../client/requests';
import type {LocalSearchResult} from '../engine/query';
import {highlight, snippet} from '../engine/highlight';
import {SITE_URL, allFixtureRecords} from './fixtures';

const INDEX_URL = 'http://test.local/search-index/';
const built = buildIndex(allFixtureRecords(), SITE_URL);
const fetched: string[] = [];

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: string) => {
    fetched.push(input);
    const name = input.slice(INDEX_URL.length);
    const body = name === 'manifest.json' ? JSON.stringify(built.manifest) : built.files.get(name.slice(built.manifest.dir.length));
    return body === undefined ? new Response('missing', {status: 404}) : new Response(body, {status: 200});
  });
});
afterAll(() => vi.unstubAllGlobals());

const modalRequest = (query: string) => ({
  requests: [
    {
      indexName: 'remotion-docs',
      query,
      attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url'],
      attributesToSnippet: snippetAttributes(10),
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: false,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    },
  ],
});

describe('local search client', () => {
  const client = createLocalClient(INDEX_URL);

  it('answers the modal call shape with Algolia-style results', async () => {
    const {results} = await client.search(modalRequest('composition'));
    const result = results[0] as LocalSearchResult;
    expect(result).toMatchObject({index: 'remotion-docs', query: 'composition', page: 0, hitsPerPage: 20});
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.hits.length).toBeLessThanOrEqual(20);
    for (const hit of result.hits) {
      expect(hit.url.startsWith(`${SITE_URL}/`)).toBe(true);
      expect(hit.url_without_anchor.startsWith(`${SITE_URL}/`)).toBe(true);
      // Only levels that exist, in order: the search page crashes on a null level.
      const levels = Object.keys(hit._highlightResult.hierarchy);
      expect(levels).toEqual(levels.filter((level) => hit.hierarchy[level as 'lvl0'] !== null));
      expect(levels).toEqual([...levels].sort());
      if (hit.type === 'content') expect(hit._snippetResult.content?.value).toContain('<mark>');
    }
  });

  it('answers the search page legacy call shape, 20 hits a page, with facets', async () => {
    const {results} = await client.search([
      {
        indexName: 'remotion-docs',
        params: {query: 'render', hitsPerPage: 15, page: 0, facets: ['docusaurus_tag', 'language'], facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'], ['language:en']]},
      },
      {indexName: 'remotion-docs', params: {query: 'render', hitsPerPage: 0, page: 0, facets: 'docusaurus_tag', facetFilters: [['language:en']]}},
    ]);
    const [hits, facetOnly] = results as LocalSearchResult[];
    expect(hits?.hitsPerPage).toBe(20);
    expect(hits?.hits.length).toBe(Math.min(20, hits?.nbHits ?? 0));
    expect(hits?.nbPages).toBe(Math.ceil((hits?.nbHits ?? 0) / 20));
    expect(hits?.facets?.language).toEqual({en: hits?.nbHits});
    // The page reads `_snippetResult.content` without asking for it: a default size applies.
    expect(hits?.hits.some((hit) => hit._snippetResult.content)).toBe(true);
    expect(facetOnly?.hits).toEqual([]);
    expect(Object.keys(facetOnly?.facets?.docusaurus_tag ?? {})).toContain('default');
  });

  it('takes legacy params given as a query string', async () => {
    const {results} = await client.search([{indexName: 'remotion-docs', params: 'query=lambda&hitsPerPage=5'}]);
    expect((results[0] as LocalSearchResult).query).toBe('lambda');
  });

  it('pages through results', async () => {
    const first = (await client.search([{indexName: 'i', params: {query: 'the', page: 0}}])).results[0] as LocalSearchResult;
    const second = (await client.search([{indexName: 'i', params: {query: 'the', page: 1}}])).results[0] as LocalSearchResult;
    expect(first.nbHits).toBeGreaterThan(20);
    expect(second.hits[0]?.objectID).not.toBe(first.hits[0]?.objectID);
    expect(second.page).toBe(1);
  });

  it('filters by language and docs tag', async () => {
    const request = modalRequest('fireworks');
    const all = (await client.search(request)).results[0] as LocalSearchResult;
    expect(all.nbHits).toBeGreaterThan(0);
    request.requests[0]!.facetFilters = ['language:en', ['docusaurus_tag:docs-default-current']];
    const docsOnly = (await client.search(request)).results[0] as LocalSearchResult;
    expect(docsOnly.hits.every((hit) => hit.url.includes('/docs/'))).toBe(true);
    request.requests[0]!.facetFilters = ['language:fr'];
    expect(((await client.search(request)).results[0] as LocalSearchResult).nbHits).toBe(0);
  });

  it('cuts queries to 64 characters', async () => {
    const long = 'composition '.repeat(10);
    const {results} = await client.search(modalRequest(long));
    expect((results[0] as LocalSearchResult).query).toBe(long.slice(0, MAX_QUERY_LENGTH));
    expect(cutQuery('a'.repeat(64))).toHaveLength(64);
    const legacy = applyRulesToCall([{indexName: 'i', params: {query: 'x'.repeat(100), hitsPerPage: 15}}]);
    expect(legacy[0]?.params).toMatchObject({query: 'x'.repeat(64), hitsPerPage: 20});
    const modern = applyRulesToCall({requests: [{indexName: 'i', query: 'y'.repeat(65), hitsPerPage: 20}]});
    expect(modern.requests[0]?.query).toHaveLength(64);
  });

  it('fetches only the shards a query needs', async () => {
    fetched.length = 0;
    await createLocalClient(INDEX_URL).search(modalRequest('zzz'));
    const termFiles = fetched.filter((url) => url.includes('terms-'));
    expect(termFiles.every((url) => url.includes('terms-z.'))).toBe(true);
    expect(fetched.some((url) => url.includes('docs-'))).toBe(false);
  });

  it('fetches the other shards for a word that matches nothing in its own (its first letter may be the typo)', async () => {
    fetched.length = 0;
    await createLocalClient(INDEX_URL).search(modalRequest('zzzz'));
    expect(fetched.filter((url) => url.includes('terms-')).length).toBeGreaterThan(1);
  });

  it('reports an unreachable index as the error DocSearch shows a screen for', async () => {
    const broken = createLocalClient('http://test.local/missing/');
    await expect(broken.search(modalRequest('render'))).rejects.toMatchObject({name: 'RetryError'});
  });
});

describe('highlighting', () => {
  const tags = {pre: '<mark>', post: '</mark>'};

  it('escapes indexed text that contains HTML', () => {
    const result = highlight('Wrap it in <Sequence> & <b>done</b>', ['sequence'], tags);
    expect(result.value).toBe('Wrap it in &lt;<mark>Sequence</mark>&gt; &amp; &lt;b&gt;done&lt;/b&gt;');
    expect(result).toMatchObject({matchLevel: 'full', matchedWords: ['sequence']});
  });

  it('highlights only the typed part of a prefix and whole words for typos', () => {
    expect(highlight('Compositions', ['compo'], tags).value).toBe('<mark>Compo</mark>sitions');
    expect(highlight('Composition', ['compositon', 'x'], tags).value).toBe('<mark>Composition</mark>');
    expect(highlight('renderMediaOnLambda()', ['media'], tags).value).toBe('render<mark>Media</mark>OnLambda()');
  });

  it('reports partial and missing matches', () => {
    expect(highlight('Lambda setup', ['lambda', 'timeout'], tags).matchLevel).toBe('partial');
    expect(highlight('Lambda setup', ['player'], tags)).toMatchObject({matchLevel: 'none', matchedWords: []});
  });

  it('cuts snippets to the requested number of words around the matches', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen';
    const ten = snippet(text, ['twelve'], 10, tags, '…');
    expect(ten.value.replace(/…/g, '').trim().split(/\s+/)).toHaveLength(10);
    expect(ten.value).toContain('<mark>twelve</mark>');
    expect(ten.value.startsWith('…')).toBe(true);
    const five = snippet(text, ['twelve'], 5, tags, '…');
    expect(five.value.replace(/…/g, '').trim().split(/\s+/)).toHaveLength(5);
    expect(snippet('short text', ['short'], 10, tags, '…').value).toBe('<mark>short</mark> text');
  });
});
