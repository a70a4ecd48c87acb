// Whole runs over small sites in __fixtures__/: one that must pass, and one per kind of
// failure the checks exist for (a templated pair, a broken example, a placeholder page).
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {formatReport, runContentCheck} from '../lib/run.mjs';

const fixture = (name) => path.join(path.dirname(fileURLToPath(import.meta.url)), '../__fixtures__', name);
const rules = (result) => [...new Set(result.problems.map((p) => p.rule))].sort();

describe('content check on fixtures', () => {
  it('passes a site with complete pages, type-correct examples and a flagged block', () => {
    const result = runContentCheck({root: fixture('passing')});
    expect(result.problems).toEqual([]);
    expect(result.examples).toMatchObject({checked: 3, flagged: 1, errors: [], setupErrors: []});
    expect(result.ok).toBe(true);
    expect(result.stats).toMatchObject({pages: 3, codeBlocks: 4, byCollection: {docs: 2, blog: 1}});
    // One planned doc is not written: counted, not a failure.
    expect(result.plan).toMatchObject({planned: 3, written: 2, unresolved: []});
    expect(formatReport(result)).toMatch(/Examples: 3 checked, 1 flagged nocheck, 0 failed/);
    expect(formatReport(result)).toMatch(/median \d+ words per page/);
  }, 60_000);

  it('fails a templated pair of pages and names both paragraphs', () => {
    const result = runContentCheck({root: fixture('templated'), examples: false});
    expect(result.ok).toBe(false);
    expect(rules(result)).toEqual(['near-duplicate']);
    const pairs = result.duplicatePairs.map((p) => [p.a.file, p.a.line, p.b.file, p.b.line]);
    expect(pairs).toEqual([
      ['docs/gifs.mdx', 12, 'docs/noise.mdx', 12],
      ['docs/gifs.mdx', 16, 'docs/noise.mdx', 16],
    ]);
    // Only the package name differs in the first pair: code collapses to one token.
    expect(result.duplicatePairs[0]?.similarity).toBe(1);
    expect(formatReport(result)).toContain('docs/gifs.mdx:12  [near-duplicate] paragraph 100% similar to docs/noise.mdx:12');
  });

  it('fails a broken example with the file, the line in the MDX and the compiler message', () => {
    const result = runContentCheck({root: fixture('broken-example')});
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(false);
    const ex = result.examples;
    expect(ex).toMatchObject({checked: 2, flagged: 1});
    expect(ex?.failedBlocks.map((b) => b.index)).toEqual([2]);
    expect(ex?.errors.map((e) => [e.block.file, e.line, e.column, e.code])).toEqual([
      ['docs/broken.mdx', 28, 24, 2305],
      ['docs/broken.mdx', 30, 44, 2769],
    ]);
    expect(ex?.errors[0]?.message).toContain("has no exported member 'doesNotExist'");
    const report = formatReport(result);
    expect(report).toContain('docs/broken.mdx:28:24  TS2305');
    expect(report).toContain('Examples: 2 checked, 1 flagged nocheck, 1 failed');
  }, 60_000);

  it('fails a placeholder page on every marker, with line numbers', () => {
    const result = runContentCheck({root: fixture('placeholder'), examples: false});
    const placeholders = result.problems.filter((p) => p.rule === 'placeholder').map((p) => p.line);
    expect(placeholders).toEqual([3, 6, 10, 14]);
    expect(rules(result)).toEqual(['min-words', 'placeholder']);
    expect(result.ok).toBe(false);
  });
});
