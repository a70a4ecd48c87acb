import {describe, expect, it, vi} from 'vitest';
import {deferredComponent} from '../client/deferredComponent';

/** Each created component fails its first `failures` preloads, as chunks do while offline. */
const created: string[] = [];
let failures = 0;
vi.mock('@docusaurus/ComponentCreator', () => ({
  default: vi.fn((routePath: string) => {
    created.push(routePath);
    const failing = failures > 0;
    failures = Math.max(0, failures - 1);
    // Like react-loadable: the first load's promise is kept, a failure included.
    const load = failing ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve('loaded');
    load.catch(() => undefined);
    return Object.assign(() => null, {preload: () => load});
  }),
}));

describe('deferredComponent', () => {
  it('creates the route component once while its preloads succeed', async () => {
    created.length = 0;
    const route = deferredComponent('/docs/a', 'h1');
    expect(created).toEqual([]);
    await expect(route.preload?.()).resolves.toBe('loaded');
    await expect(route.preload?.()).resolves.toBe('loaded');
    expect(created).toEqual(['/docs/a']);
  });

  it('creates a new component after a failed preload, so the next one loads again', async () => {
    created.length = 0;
    failures = 1;
    const route = deferredComponent('/docs/b', 'h2');
    await expect(route.preload?.()).rejects.toThrow('ChunkLoadError');
    await expect(route.preload?.()).resolves.toBe('loaded');
    await expect(route.preload?.()).resolves.toBe('loaded');
    expect(created).toEqual(['/docs/b', '/docs/b']);
  });
});
