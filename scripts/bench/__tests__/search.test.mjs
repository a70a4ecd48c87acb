import {describe, expect, it} from 'vitest';
import {findNumber, relevanceFigures, searchFigures} from '../lib/search.mjs';

describe('findNumber', () => {
  it('finds a key at any depth', () => {
    const output = {index: {gzipBytes: 10}, query: {firstResultsGzipBytes: 1234}, keystrokeP95Ms: 3.2};
    expect(findNumber(output, 'firstResultsGzipBytes')).toBe(1234);
    expect(findNumber(output, 'keystrokeP95Ms')).toBe(3.2);
    expect(findNumber(output, 'missing')).toBeNull();
  });
});

describe('searchFigures', () => {
  it('reads the search script report of the site as built (sizes in KB of 1024 bytes)', () => {
    const output = {
      budgets: {latencyP95Ms: 200},
      results: [
        {
          label: 'Site as built',
          size: {totalGzipKb: 799.1},
          firstResults: {modalCodeKb: 110.3, indexKb: 56.9, otherKb: 0},
          latency: {p50Ms: 62.3, p95Ms: 121.6},
          latencyRuns: [{dom: {p95: 130.2}}, {dom: {p95: 121.6}}, {dom: {p95: 98.4}}],
          quality: {hitsAt1: 0.885, hitsAt5: 0.974},
        },
        {label: 'Grown to ~900 pages', latency: {p95Ms: 300}},
      ],
    };
    expect(searchFigures(output)).toEqual({
      firstResultsGzipBytes: Math.round((110.3 + 56.9) * 1024),
      keystrokeP95Ms: 121.6,
      keystrokeP50Ms: 62.3,
      indexGzipBytes: Math.round(799.1 * 1024),
      firstResultsIndexGzipBytes: Math.round(56.9 * 1024),
      keystrokeRunsP95Ms: [130.2, 121.6, 98.4],
      hitsAt1: 0.885,
      hitsAt5: 0.974,
    });
  });

  it('prefers the bench keys when the script prints them, and gives null for what is missing', () => {
    const figures = searchFigures({firstResultsGzipBytes: 1000, keystrokeP95Ms: 4});
    expect(figures).toMatchObject({firstResultsGzipBytes: 1000, keystrokeP95Ms: 4, keystrokeRunsP95Ms: [], hitsAt1: null, indexGzipBytes: null});
  });
});

describe('relevanceFigures', () => {
  it('reads the relevance script report: ours, the margin over Pagefind, and each engine', () => {
    const output = {
      queries: 293,
      hitAt1: 0.891,
      hitAt3: 0.956,
      mrrAt5: 0.924,
      hitAt1OverPagefind: 0.161,
      engines: {
        ours: {figures: {hitAt1: 0.891, hitAt3: 0.956, mrrAt5: 0.924}, keystroke: {p50: 2, p95: 9}},
        pagefind: {figures: {hitAt1: 0.73, hitAt3: 0.877, mrrAt5: 0.799}, keystroke: {p50: 8, p95: 70}, firstResultsGzipBytes: 47500},
      },
    };
    expect(relevanceFigures(output)).toEqual({
      queries: 293,
      hitAt1: 0.891,
      hitAt3: 0.956,
      mrrAt5: 0.924,
      hitAt1OverPagefind: 0.161,
      engines: {
        ours: {hitAt1: 0.891, hitAt3: 0.956, mrrAt5: 0.924, firstResultsGzipBytes: null, keystrokeP50Ms: 2, keystrokeP95Ms: 9},
        pagefind: {hitAt1: 0.73, hitAt3: 0.877, mrrAt5: 0.799, firstResultsGzipBytes: 47500, keystrokeP50Ms: 8, keystrokeP95Ms: 70},
      },
    });
    expect(relevanceFigures(null)).toMatchObject({hitAt1: null, engines: {}});
  });
});
