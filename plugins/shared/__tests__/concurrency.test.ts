import {describe, expect, it} from 'vitest';
import {mapConcurrently} from '../concurrency';

describe('mapConcurrently', () => {
  it('keeps the order of the items and never runs more tasks than the limit', async () => {
    let running = 0;
    let most = 0;
    const delays = [5, 1, 4, 0, 3, 2, 1, 0];
    const results = await mapConcurrently(delays, 3, async (delay) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running -= 1;
      return delay * 10;
    });
    expect(results).toEqual(delays.map((d) => d * 10));
    expect(most).toBe(3);
  });

  it('handles no items', async () => {
    expect(await mapConcurrently([], 4, async () => 1)).toEqual([]);
  });
});
