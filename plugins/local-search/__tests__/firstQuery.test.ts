import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {buildIndex, PREFIX_ANSWER_HITS} from '../engine/buildIndex';
import type {DocShard, MetaFile, PrefixAnswer, PrefixRankings, TermShard} from '../engine/format';
import {createHighlighter, highlight, snippet} from '../engine/highlight';
import {memorySource} from '../engine/memorySource';
import {hasPrefixAnswer, prefixAnswerFromRanking, runQuery, type LocalSearchResult, type QueryRequest} from '../engine/query';
import {IndexMeta, rank} from '../engine/rank';
import {createIndexLoader, INDEX_LOADED_MARK} from '../client/indexLoader';
import {snippetAttributes} from '../client/requests';
import {SITE_URL, allFixtureRecords} from './fixtures';

const built = buildIndex(allFixtureRecords(), SITE_URL);
const withAnswers = memorySource(built);
// The same index with no build-time answers: every query goes through the engine.
const engineOnly = memorySource({...built, manifest: {...built.manifest, prefixes: {}}});

const allPrefixes = Object.entries(built.manifest.prefixes).flatMap(([first, seconds]) => [first, ...[...seconds].map((second) => first + second)]);

function request(query: string, overrides: Partial<QueryRequest> = {}): QueryRequest {
  return {
    indexName: 'remotion-docs',
    query,
    page: 0,
    hitsPerPage: 20,
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    attributesToSnippet: snippetAttributes(10),
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    snippetEllipsisText: '…',
    ...overrides,
  };
}

/** A result without the fields that differ from run to run. */
function comparable(result: LocalSearchResult) {
  const {queryID, processingTimeMS, ...rest} = result;
  expect(queryID).toMatch(/^[0-9a-f]{32}$/);
  expect(processingTimeMS).toBeGreaterThanOrEqual(0);
  return rest;
}

describe('build-time answers to one- and two-character queries', () => {
  it('exist for the prefixes of the dictionary, one file each', () => {
    expect(allPrefixes.length).toBeGreaterThan(50);
    expect(allPrefixes).toContain('c');
    expect(allPrefixes).toContain('co');
    for (const prefix of allPrefixes) expect(built.files.has(`prefix-${prefix}.json`)).toBe(true);
    expect(hasPrefixAnswer(built.manifest, ['co'])).toBe(true);
    expect(hasPrefixAnswer(built.manifest, ['com'])).toBe(false);
    expect(hasPrefixAnswer(built.manifest, ['co', 'x'])).toBe(false);
  });

  it('keep a page of hits, with their text, in a few KB', () => {
    const answer = JSON.parse(built.files.get('prefix-c.json')!) as PrefixAnswer;
    expect(answer.hits).toHaveLength(PREFIX_ANSWER_HITS);
    expect(answer.hits[0]?.hierarchy[1]).toEqual(expect.any(String));
    expect(built.files.get('prefix-c.json')!.length).toBeLessThan(16_000);
  });

  it('answer exactly as the engine does, for every prefix and filter', async () => {
    const filters: QueryRequest['facetFilters'][] = [
      ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      // Only docs pages: answers lose the blog's hits and the engine takes over when too few remain.
      ['language:en', ['docusaurus_tag:docs-default-current']],
      undefined,
    ];
    for (const prefix of allPrefixes) {
      for (const facetFilters of filters) {
        const asked = request(prefix, {facetFilters, facets: ['language', 'docusaurus_tag']});
        const [fromAnswer, fromEngine] = await Promise.all([runQuery(withAnswers, asked), runQuery(engineOnly, asked)]);
        expect(comparable(fromAnswer), `${prefix} ${JSON.stringify(facetFilters)}`).toEqual(comparable(fromEngine));
      }
    }
  });

  it('leave later pages and uncommon page sizes to the engine, with the same results', async () => {
    for (const asked of [request('c', {page: 1}), request('co', {hitsPerPage: 50}), request('c', {hitsPerPage: 0, facets: ['*']})]) {
      expect(comparable(await runQuery(withAnswers, asked))).toEqual(comparable(await runQuery(engineOnly, asked)));
    }
  });

  it('are rebuilt from prefixes.json and the text chunks once those are in memory', async () => {
    const meta = new IndexMeta(JSON.parse(built.files.get('meta.json')!) as MetaFile);
    const rankings = JSON.parse(built.files.get('prefixes.json')!) as PrefixRankings;
    const docShard = async (file: string) => JSON.parse(built.files.get(file)!) as DocShard;
    expect(Object.keys(rankings).sort()).toEqual([...allPrefixes].sort());
    for (const prefix of allPrefixes) {
      const fromFile = JSON.parse(built.files.get(`prefix-${prefix}.json`)!) as PrefixAnswer;
      expect(await prefixAnswerFromRanking(meta, rankings[prefix]!, docShard), prefix).toEqual(fromFile);
    }
  });
});

describe('the engine between keystrokes', () => {
  it('ranks a word again when its shard arrives after it was first ranked', () => {
    const meta = new IndexMeta(JSON.parse(built.files.get('meta.json')!) as MetaFile);
    const shard = JSON.parse(built.files.get('terms-c.json')!) as TermShard;
    const without = rank(meta, new Map(), ['composition'], () => true);
    const withShard = rank(meta, new Map([['c', shard]]), ['composition'], () => true);
    expect(without.records.length).toBeLessThan(withShard.records.length);
    // Kept words give the same ranking as a fresh engine would.
    const again = rank(meta, new Map([['c', JSON.parse(built.files.get('terms-c.json')!) as TermShard]]), ['composition'], () => true);
    expect(again.records).toEqual(withShard.records);
  });

  it('highlights a query hit after hit like the one-text functions', () => {
    const tags = {pre: '<b>', post: '</b>'};
    const words = ['render', 'medi'];
    const highlighter = createHighlighter(words, tags, '…');
    const texts = ['renderMediaOnLambda() renders media', 'Rendering <media> on Lambda', 'Nothing here', 'renderMediaOnLambda() renders media'];
    for (const text of texts) {
      expect(highlighter.highlight(text)).toEqual(highlight(text, words, tags));
      expect(highlighter.snippet(text, 3)).toEqual(snippet(text, words, 3, tags, '…'));
    }
  });
});

  it('highlights from the terms the ranking matched exactly as by comparing each word again', () => {
    const tags = {pre: '<b>', post: '</b>'};
    const meta = new IndexMeta(JSON.parse(built.files.get('meta.json')!) as MetaFile);
    const shards = new Map(built.manifest.terms.map((key) => [key, JSON.parse(built.files.get(`terms-${key}.json`)!) as TermShard]));
    const texts = [...built.files]
      .filter(([name]) => /^docs-\d+\.json$/.test(name))
      .flatMap(([, body]) => (JSON.parse(body) as DocShard).r.map(([text]) => text))
      .concat(meta.lvl0);
    // Whole words, prefixes, typos, word forms, camelCase parts, and a word the index lacks.
    const queries = [['render', 'medi'], ['compositon'], ['use', 'current', 'fr'], ['apple', 'firework'], ['getting', 'start'], ['api', 'lambd'], ['zzzq', 'project']];
    for (const words of queries) {
      const {matchedTerms} = rank(meta, shards, words, () => true);
      const fromRanking = createHighlighter(words, tags, '…', matchedTerms);
      const compared = createHighlighter(words, tags, '…');
      let highlighted = 0;
      for (const text of texts) {
        const result = fromRanking.highlight(text);
        expect(result).toEqual(compared.highlight(text));
        expect(fromRanking.snippet(text, 10)).toEqual(compared.snippet(text, 10));
        if (result.matchLevel !== 'none') highlighted += 1;
      }
      if (words[0] !== 'zzzq') expect(highlighted).toBeGreaterThan(0);
    }
  });

describe('loading the index around the first query', () => {
  const INDEX_URL = 'http://first-query.local/search-index/';
  const fetched: string[] = [];

  beforeAll(() => {
    vi.stubGlobal('fetch', async (input: string) => {
      fetched.push(input.slice(INDEX_URL.length).replace(built.manifest.dir, ''));
      const name = input.slice(INDEX_URL.length);
      const body = name === 'manifest.json' ? JSON.stringify(built.manifest) : built.files.get(name.slice(built.manifest.dir.length));
      return body === undefined ? new Response('missing', {status: 404}) : new Response(body, {status: 200});
    });
  });
  afterAll(() => vi.unstubAllGlobals());

  it('answers the first keystroke from two small files, then loads the rest once', async () => {
    const loader = createIndexLoader(INDEX_URL);
    const first = await runQuery(loader, request('c'));
    expect(first.hits).toHaveLength(20);
    expect(fetched).toEqual(['manifest.json', 'prefix-c.json']);

    fetched.length = 0;
    await loader.loadAll();
    expect(fetched).toContain('meta.json');
    expect(fetched).toContain('prefixes.json');
    expect(fetched.filter((file) => file.startsWith('terms-'))).toHaveLength(built.manifest.terms.length);
    expect(fetched.filter((file) => file.startsWith('text-'))).toHaveLength(built.manifest.textFiles.length);
    expect(fetched.some((file) => file.startsWith('docs-'))).toBe(false);
    expect(performance.getEntriesByName(INDEX_LOADED_MARK)).toHaveLength(1);

    // Once loaded, no query waits for a file, and the answers are the engine's.
    fetched.length = 0;
    for (const query of ['co', 'com', 'composition', 'render media', 'zz', 'lambda timeout']) {
      expect(comparable(await runQuery(loader, request(query)))).toEqual(comparable(await runQuery(engineOnly, request(query))));
    }
    expect(fetched).toEqual([]);
    await loader.loadAll();
    expect(fetched).toEqual([]);
  });
});
