import {describe, expect, it} from 'vitest';
import {queuedPrefetch} from '../client/idlePrefetch';

/** A scheduler that runs work only when the test says the page is idle. */
function idleQueue() {
  const waiting: (() => void)[] = [];
  return {schedule: (work: () => void) => waiting.push(work), runIdle: () => waiting.splice(0).forEach((work) => work()), size: () => waiting.length};
}

describe('queuedPrefetch', () => {
  it('prefetches nothing while the page is busy, then each path once, in order', () => {
    const done: string[] = [];
    const idle = idleQueue();
    const prefetch = queuedPrefetch((path) => done.push(path), idle.schedule, () => 0);
    expect(prefetch('/docs/a')).toBe(true);
    expect(prefetch('/docs/b')).toBe(true);
    expect(prefetch('/docs/a')).toBe(false);
    expect(done).toEqual([]);
    expect(idle.size()).toBe(1);
    idle.runIdle();
    expect(done).toEqual(['/docs/a', '/docs/b']);
    expect(idle.size()).toBe(0);
    prefetch('/docs/c');
    idle.runIdle();
    expect(done).toEqual(['/docs/a', '/docs/b', '/docs/c']);
  });

  it('stops a slice when its time is up and continues in the next idle period', () => {
    const done: string[] = [];
    const idle = idleQueue();
    let clock = 0;
    // Each prefetch takes 3 ms; a slice may use 8.
    const prefetch = queuedPrefetch((path) => {
      done.push(path);
      clock += 3;
    }, idle.schedule, () => clock, 8);
    for (const path of ['/1', '/2', '/3', '/4', '/5']) prefetch(path);
    idle.runIdle();
    expect(done).toEqual(['/1', '/2', '/3']);
    expect(idle.size()).toBe(1);
    idle.runIdle();
    expect(done).toEqual(['/1', '/2', '/3', '/4', '/5']);
    expect(idle.size()).toBe(0);
  });

  it('waits for what a path needs first, then goes on in slices; gives up on such paths after a failure', async () => {
    const done: string[] = [];
    const idle = idleQueue();
    let clock = 0;
    let section: {promise: Promise<void>; settle: (ok: boolean) => void} | undefined;
    const loaded = new Set<string>();
    const ready = (path: string) => {
      if (!path.startsWith('/docs/') || loaded.has('/docs/')) return undefined;
      if (!section) {
        let settle!: (ok: boolean) => void;
        const promise = new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error('offline')))));
        section = {promise, settle};
      }
      return section.promise;
    };
    const prefetch = queuedPrefetch((path) => {
      done.push(path);
      clock += 3;
    }, idle.schedule, () => clock, 8, ready);
    for (const path of ['/blog', '/docs/a', '/docs/b', '/docs/c', '/docs/d', '/about']) prefetch(path);
    idle.runIdle();
    expect(done).toEqual(['/blog']);
    expect(idle.size()).toBe(0); // waiting for the section, nothing scheduled
    loaded.add('/docs/');
    section!.settle(true);
    await section!.promise;
    expect(idle.size()).toBe(1);
    idle.runIdle();
    expect(done).toEqual(['/blog', '/docs/a', '/docs/b', '/docs/c']); // one slice, not all at once
    idle.runIdle();
    expect(done).toEqual(['/blog', '/docs/a', '/docs/b', '/docs/c', '/docs/d', '/about']);

    // A failed section: its paths are dropped, the others still prefetched.
    const failed: string[] = [];
    section = undefined;
    loaded.clear();
    const again = queuedPrefetch((path) => failed.push(path), idle.schedule, () => 0, 8, ready);
    for (const path of ['/docs/x', '/docs/y', '/blog/z']) again(path);
    idle.runIdle();
    section!.settle(false);
    await section!.promise.catch(() => undefined);
    idle.runIdle();
    expect(failed).toEqual(['/blog/z']);
  });
});

describe('loadChunkNameTable', () => {
  it('fetches the table named by the runtime, once', async () => {
    const {loadChunkNameTable} = await import('../client/idlePrefetch');
    const runtime = {p: '/', gcaFile: 'assets/js/chunk-names.12345678.json'} as {p: string; gcaFile: string; gcaTable?: Record<string, string>};
    (globalThis as Record<string, unknown>).__webpack_require__ = runtime;
    try {
      const urls: string[] = [];
      const fetchJson = async (url: string) => {
        urls.push(url);
        return {'0': '53278'};
      };
      await loadChunkNameTable(fetchJson);
      await loadChunkNameTable(fetchJson);
      expect(urls).toEqual(['/assets/js/chunk-names.12345678.json']);
      expect(runtime.gcaTable).toEqual({'0': '53278'});
    } finally {
      delete (globalThis as Record<string, unknown>).__webpack_require__;
    }
  });
});
