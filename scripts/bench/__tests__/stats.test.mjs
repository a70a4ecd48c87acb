import {describe, expect, it} from 'vitest';
import {formatBytes, formatMs, formatRatio, median, percentile, ratio} from '../lib/stats.mjs';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores missing values and returns null when nothing is left', () => {
    expect(median([null, 5, undefined, Number.NaN])).toBe(5);
    expect(median([])).toBeNull();
    expect(median([null])).toBeNull();
  });
});

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const values = Array.from({length: 100}, (_, i) => i + 1);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNull();
  });
});

describe('ratio', () => {
  it('divides, and gives null for a missing operand or a zero denominator', () => {
    expect(ratio(3, 2)).toBe(1.5);
    expect(ratio(null, 2)).toBeNull();
    expect(ratio(3, 0)).toBeNull();
  });
});

describe('formatting', () => {
  it('writes bytes in decimal units', () => {
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(269_450)).toBe('269.4 kB');
    expect(formatBytes(2_200_000_000)).toBe('2.20 GB');
    expect(formatBytes(null)).toBe('n/a');
  });

  it('writes durations and ratios', () => {
    expect(formatMs(5.25)).toBe('5.3 ms');
    expect(formatMs(1500)).toBe('1.50 s');
    expect(formatMs(38_000)).toBe('38.0 s');
    expect(formatRatio(1.234)).toBe('1.23×');
    expect(formatRatio(null)).toBe('n/a');
  });
});
