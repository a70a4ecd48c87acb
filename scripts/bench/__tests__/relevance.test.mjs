import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {distinctPages, keystrokes, latencyFigures, pagePath, rankOf, relevanceFigures, relevanceSetProblems} from '../lib/relevance.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

describe('pagePath', () => {
  it('reduces a URL to the page it names', () => {
    expect(pagePath('https://www.remotion.dev/docs/player#props')).toBe('/docs/player');
    expect(pagePath('/docs/player/')).toBe('/docs/player');
    expect(pagePath('/docs/')).toBe('/docs');
    expect(pagePath('/docs/player/index.html')).toBe('/docs/player');
    expect(pagePath('/docs/player.html?x=1')).toBe('/docs/player');
    expect(pagePath('https://example.com/')).toBe('/');
  });
});

describe('ranking figures', () => {
  it('groups sections by page and finds the first expected page', () => {
    const pages = distinctPages(['/docs/a#x', '/docs/a#y', '/blog/b', '/docs/c/']);
    expect(pages).toEqual(['/docs/a', '/blog/b', '/docs/c']);
    expect(rankOf(pages, ['/docs/c', '/docs/z'])).toBe(3);
    expect(rankOf(pages, ['/docs/a#other'])).toBe(1);
    expect(rankOf(pages, ['/docs/z'])).toBe(0);
  });

  it('computes hit@1, hit@3 and MRR@5, also per kind', () => {
    const figures = relevanceFigures([
      {kind: 'api', rank: 1},
      {kind: 'api', rank: 2},
      {kind: 'typo', rank: 5},
      {kind: 'typo', rank: 0},
    ]);
    expect(figures).toMatchObject({queries: 4, hitAt1: 0.25, hitAt3: 0.5, mrrAt5: Math.round(((1 + 0.5 + 0.2) / 4) * 1000) / 1000});
    expect(figures.byKind.api).toMatchObject({queries: 2, hitAt1: 0.5, hitAt3: 1});
    expect(figures.byKind.typo).toMatchObject({hitAt1: 0, hitAt3: 0, mrrAt5: 0.1});
  });

  it('reports nearest-rank percentiles and every keystroke of a query', () => {
    expect(latencyFigures([5, 1, 2, 3, 4, 6, 7, 8, 9, 10])).toEqual({samples: 10, p50: 5, p95: 10});
    expect(keystrokes(['ab c'])).toEqual(['a', 'ab', 'ab ', 'ab c']);
  });
});

describe('the relevance set', () => {
  const plan = readJson('config/docs-plan.json');

  it('has at least 150 queries, expects only planned pages and covers every sidebar category', () => {
    expect(relevanceSetProblems(readJson('plugins/local-search/relevance-set.json'), plan)).toEqual([]);
  });

  it('holds every kind of query the set promises', () => {
    const kinds = new Set(readJson('plugins/local-search/relevance-set.json').queries.map((entry) => entry.kind));
    for (const kind of ['api', 'apiword', 'topic', 'task', 'question', 'error', 'typo', 'framework']) expect(kinds).toContain(kind);
  });

  it('names what is wrong with a set', () => {
    const sidebars = {main: [{type: 'category', label: 'Guides', items: [{type: 'doc', id: 'a'}]}, {type: 'category', label: 'API', items: [{type: 'doc', id: 'b'}]}]};
    const small = {docs: {a: {path: '/docs/a'}, b: {path: '/docs/b'}}, sidebars};
    const problems = relevanceSetProblems({queries: [{query: 'x', kind: 'api', expected: ['/docs/a']}, {query: 'X', kind: 'api', expected: ['/docs/nope']}]}, small, 3);
    expect(problems).toEqual([
      '2 queries, fewer than 3',
      '"X" is listed twice',
      '"X" expects /docs/nope, which the docs plan does not have',
      'no query expects a page of the category main > API',
    ]);
  });
});
