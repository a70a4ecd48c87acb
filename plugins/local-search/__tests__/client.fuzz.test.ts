import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {buildIndex} from '../engine/buildIndex';
import {createLocalClient} from '../client/localClient';
import {MAX_QUERY_LENGTH, snippetAttributes} from '../client/requests';
import type {LocalSearchResult} from '../engine/query';
// The bench's seeded generator (mulberry32): a failure replays with the same seed.
import {seededRandom} from '../../../scripts/bench/lib/baseline.mjs';
import {SITE_URL, allFixtureRecords} from './fixtures';

/**
 * Fuzzes the embedded search client with what a search box receives: pasted error messages,
 * markup, regular-expression syntax, control characters, lone surrogates, CJK, emoji, spaces
 * only, very long strings. Every query must settle without throwing, with a result DocSearch can
 * render: hits of the page size at most, counts that add up, highlights whose only markup is the
 * highlight tags, and the query cut to 64 characters.
 */

const INDEX_URL = 'http://fuzz.local/search-index/';
const built = buildIndex(allFixtureRecords(), SITE_URL);

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: string) => {
    const name = input.slice(INDEX_URL.length);
    const body = name === 'manifest.json' ? JSON.stringify(built.manifest) : built.files.get(name.slice(built.manifest.dir.length));
    return body === undefined ? new Response('missing', {status: 404}) : new Response(body, {status: 200});
  });
});
afterAll(() => vi.unstubAllGlobals());

const PIECES = [
  'render', 'Render', 'composition', 'lambda', 'renderMediaOnLambda', 'useCurrentFrame', 'player', 'the', 'a', 'x', 'zzz', 'h264', '4.0.527',
  ' ', '  ', '\t', '\n', '-', '_', '.', '..', '/', '\\', '@', '@remotion/', '#', '?', '&', '=', '"', "'", '`', '<', '>', '<mark>', '</mark>',
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '&amp;', '&lt;', '(', ')', '[', ']', '{', '}', '*', '+', '^', '$', '|', '.*', '\\d+',
  '(?<x>a)', '\u0000', '\u0007', '\u001f', '\u007f', '\u00a0', '\u200b', '\u2028', '\ufeff', '\ud800', '\udfff', 'é', 'Ⅻ', 'ﬁ', 'İ', 'ß',
  '视频', '渲染', '動画', 'コード', '한국어', '🙂', '👩‍💻', '🇯🇵', 'Error:', 'TypeError: Cannot read properties of undefined',
  'MEDIA_ELEMENT_ERROR', '0', '-1', '1e309', 'NaN', 'undefined', 'null', '__proto__', 'constructor', 'toString', 'hasOwnProperty',
];

function generateQuery(next: () => number): string {
  const roll = next();
  if (roll < 0.03) return 'x'.repeat(Math.floor(next() * 500));
  if (roll < 0.05) return ' '.repeat(1 + Math.floor(next() * 5));
  const length = 1 + Math.floor(next() * 6);
  let query = '';
  for (let i = 0; i < length; i++) query += PIECES[Math.floor(next() * PIECES.length)] + (next() < 0.5 ? ' ' : '');
  // Sometimes a query as typed so far: cut anywhere, also inside a surrogate pair.
  return next() < 0.3 ? query.slice(0, Math.floor(next() * (query.length + 1))) : query;
}

const request = (query: string, narrow: boolean) => ({
  requests: [
    {
      indexName: 'remotion-docs',
      query,
      attributesToSnippet: snippetAttributes(narrow ? 5 : 10),
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      facetFilters: ['language:en'],
    },
  ],
});

/** Markup other than the highlight tags, in a highlighted or snippeted value. */
const stray = (value: string) => value.replace(/<\/?mark>/g, '').match(/[<>]/);

function problemsWith(query: string, result: LocalSearchResult | undefined): string[] {
  if (!result) return ['no result'];
  const problems: string[] = [];
  if (result.query.length > MAX_QUERY_LENGTH) problems.push(`query not cut: ${result.query.length} characters`);
  if (!Array.isArray(result.hits) || result.hits.length > 20) problems.push(`hits: ${result.hits?.length}`);
  if (!Number.isInteger(result.nbHits) || result.nbHits < result.hits.length) problems.push(`nbHits ${result.nbHits} for ${result.hits.length} hits`);
  for (const hit of result.hits) {
    if (!hit.url.startsWith(`${SITE_URL}/`)) problems.push(`hit url ${hit.url}`);
    for (const level of Object.values(hit._highlightResult.hierarchy)) {
      if (level && stray(level.value)) problems.push(`markup in a highlighted heading: ${level.value}`);
    }
    const content = hit._snippetResult.content?.value;
    if (content && stray(content)) problems.push(`markup in a snippet: ${content}`);
  }
  return problems;
}

describe('the search client under fuzzed queries', () => {
  it('answers 3,000 generated queries without throwing, each result well formed', async () => {
    const client = createLocalClient(INDEX_URL);
    const next = seededRandom(20261127);
    const failures: string[] = [];
    for (let i = 0; i < 3000 && failures.length < 5; i++) {
      const query = generateQuery(next);
      try {
        const {results} = await client.search(request(query, i % 2 === 1));
        const problems = problemsWith(query, results[0] as LocalSearchResult | undefined);
        if (problems.length > 0) failures.push(`${JSON.stringify(query)}: ${problems.join('; ')}`);
      } catch (error) {
        failures.push(`${JSON.stringify(query)}: threw ${String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('still finds pages for real words (the fuzz does not pass by finding nothing)', async () => {
    const client = createLocalClient(INDEX_URL);
    const found = await Promise.all(
      ['render', 'composition lambda', 'useCurrentFrame', 'player ', 'rendermediaonlambda'].map(async (query) => ((await client.search(request(query, false))).results[0] as LocalSearchResult).nbHits),
    );
    expect(found.every((count) => count > 0)).toBe(true);
  });
});
