import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {evaluateBudgets, readPath, validateBudgetFile} from '../lib/budgets.mjs';

const REPO = path.resolve(import.meta.dirname, '..', '..', '..');

/** @type {import('../lib/budgets.mjs').Budget[]} */
const BUDGETS = [
  {id: 'cold', label: 'Cold build ratio', unit: 'ratio', ratio: ['build.ours.ms', 'build.baseline.ms'], max: 1.3, comment: 'at most 1.3 times the baseline'},
  {id: 'score', label: 'Docs score', unit: 'score', values: ['lh.docs', 'lh.api'], min: 90, comment: 'the worst docs page counts'},
  {id: 'cls', label: 'CLS', unit: 'number', values: ['lh.cls'], max: 0.02, comment: 'layout shift, worst page'},
];

describe('evaluateBudgets', () => {
  it('passes, fails, and reports n/a for missing values', () => {
    const results = {build: {ours: {ms: 50}, baseline: {ms: 40}}, lh: {docs: 95, api: 88}};
    expect(evaluateBudgets(BUDGETS, results).map((r) => [r.id, r.status, r.shown, r.budget])).toEqual([
      ['cold', 'pass', '1.25×', '≤ 1.30×'],
      ['score', 'fail', '88', '≥ 90'],
      ['cls', 'n/a', 'n/a', '≤ 0.02'],
    ]);
  });

  it('takes the worst of several values and skips missing ones', () => {
    const [, score] = evaluateBudgets(BUDGETS, {lh: {docs: 93}});
    expect(score).toMatchObject({value: 93, status: 'pass'});
  });
});

describe('readPath', () => {
  it('reads numbers only', () => {
    expect(readPath({a: {b: 2}}, 'a.b')).toBe(2);
    expect(readPath({a: {b: '2'}}, 'a.b')).toBeNull();
    expect(readPath({a: null}, 'a.b')).toBeNull();
  });
});

describe('the budget file', () => {
  it('is valid and explains every budget', () => {
    const file = JSON.parse(fs.readFileSync(path.join(REPO, 'bench', 'budgets.json'), 'utf8'));
    const budgets = validateBudgetFile(file);
    expect(budgets.map((b) => b.id)).toEqual(
      expect.arrayContaining(['build-cold-time', 'build-peak-memory', 'docs-critical-vs-baseline', 'home-critical-vs-baseline', 'docs-critical-absolute', 'home-critical-absolute']),
    );
  });

  it('names the entry that is wrong', () => {
    expect(() => validateBudgetFile({budgets: [BUDGETS[0], BUDGETS[0]]})).toThrow(/budgets\[1\] \(cold\): duplicate id/);
    expect(() => validateBudgetFile({budgets: [{...BUDGETS[0], comment: ''}]})).toThrow(/needs a "comment"/);
    expect(() => validateBudgetFile({budgets: [{...BUDGETS[0], min: 1}]})).toThrow(/exactly one of "max" or "min"/);
    expect(() => validateBudgetFile({})).toThrow(/"budgets" array/);
  });
});
