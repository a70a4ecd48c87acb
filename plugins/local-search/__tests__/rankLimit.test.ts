import {describe, expect, it} from 'vitest';
import {buildIndex} from '../engine/buildIndex';
import type {MetaFile, TermShard} from '../engine/format';
import {IndexMeta, rank, shardKeysFor, smallest} from '../engine/rank';
import {queryWords, significantWords} from '../engine/tokenize';
import {SITE_URL, allFixtureRecords} from './fixtures';

const built = buildIndex(allFixtureRecords(), SITE_URL);
const meta = new IndexMeta(JSON.parse(built.files.get('meta.json')!) as MetaFile);
const allShards = new Map(built.manifest.terms.map((key) => [key, JSON.parse(built.files.get(`terms-${key}.json`)!) as TermShard]));

function ranked(query: string, limit?: number) {
  const words = significantWords(queryWords(query));
  const shards = new Map(shardKeysFor(words).flatMap((key) => (allShards.has(key) ? [[key, allShards.get(key)!] as const] : [])));
  return rank(meta, shards, words, (page) => page !== 1, limit);
}

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function numbers(count: number, seed: number): Float64Array {
  let state = seed;
  const values = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    values[i] = state + i / count;
  }
  return values;
}

describe('smallest', () => {
  it('gives the k smallest values in order, for every k', () => {
    for (const [count, seed] of [[1, 1], [2, 7], [17, 3], [300, 11], [1000, 5]] as const) {
      const values = numbers(count, seed);
      const sorted = Float64Array.from(values).sort();
      for (const k of [1, 2, 3, Math.floor(count / 2), count - 1, count].filter((value) => value >= 1 && value <= count)) {
        expect(Array.from(smallest(Float64Array.from(values), k)), `${count} values, k=${k}`).toEqual(Array.from(sorted.subarray(0, k)));
      }
    }
  });

  it('handles values already in order and in reverse order', () => {
    const ascending = Float64Array.from({length: 200}, (_, i) => i);
    const descending = Float64Array.from({length: 200}, (_, i) => 200 - i);
    expect(Array.from(smallest(ascending, 20))).toEqual(Array.from({length: 20}, (_, i) => i));
    expect(Array.from(smallest(descending, 20))).toEqual(Array.from({length: 20}, (_, i) => i + 1));
  });
});

describe('rank with a limit', () => {
  // One-letter prefixes, common words, several words, questions (all words optional), typos.
  const queries = ['r', 'c', 'p', 'remotion', 'composition', 'render video', 'create a', 'add remotion t', 'how do i render a video with lambda', 'compsition', 'npx create', 'the'];

  it('keeps the order of the full ranking and counts the same sections', () => {
    let cut = 0;
    for (const query of queries) {
      const full = ranked(query);
      for (const limit of [1, 5, 20, 50]) {
        const limited = ranked(query, limit);
        expect(limited.records, `${query}, first ${limit}`).toEqual(full.records.slice(0, limit));
        expect([...limited.all].sort((a, b) => a - b), query).toEqual([...full.records].sort((a, b) => a - b));
        if (full.records.length > limit) cut += 1;
      }
      expect(full.all).toHaveLength(full.records.length);
    }
    // The limit really cuts: 20 of the 48 pairs match more sections than the limit keeps.
    expect(cut).toBeGreaterThanOrEqual(20);
  });

  it('leaves its scratch space clean between rankings', () => {
    const first = ranked('composition', 10);
    ranked('render video', 10);
    expect(ranked('composition', 10).records).toEqual(first.records);
    expect(meta.sectionBest().every((value) => value === Infinity)).toBe(true);
  });
});
