/**
 * Docusaurus prefetches the code and data of every internal link that scrolls into view: on a docs
 * page that is a few hundred `<link rel="prefetch">` elements, added in the same task as the
 * intersection callbacks that ask for them, right after hydration. On /docs/ with the CPU slowed
 * down 4 times that is about 450 prefetch links, and it doubles the main thread's blocking time
 * (tasks over 50 ms) during load compared with no prefetching.
 *
 * This wraps the public `window.docusaurus.prefetch` so that a request only joins a queue, and the
 * queue is worked off in small slices when the page is idle. Links still prefetch (navigation
 * stays instant), data-saving connections still skip it (the original decides), hover and touch
 * still preload at once (`preload` is left alone).
 *
 * A link into a route section that is not loaded yet (the docs routes, see ../routeTable.cjs) gets
 * the section first: Docusaurus' prefetch only finds routes that are in the table. The queue waits for the section and then goes on in slices: the
 * links that waited for it are not prefetched all at once (on the home page, 40 links in one
 * task after the section arrived).
 */
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from '../../../lib/whenIdle';
import {prefetchSkipped} from '../../../lib/connection';
import {loadRouteSections} from './routeSections';

/**
 * The runtime globals of ../chunkNameFile.ts: Docusaurus' prefetch finds a
 * chunk's file through `gca`, which reads a chunk-name table that production builds keep in a file.
 */
declare const __webpack_require__: {p: string; gcaFile?: string; gcaTable?: Record<string, string>};

let tableLoad: Promise<void> | undefined;

/** Fetches the chunk-name table once (not on data-saving connections, where nothing is prefetched). */
export function loadChunkNameTable(fetchJson: (url: string) => Promise<unknown> = (url) => fetch(url).then((r) => r.json())): Promise<void> {
  tableLoad ??= (async () => {
    if (prefetchSkipped()) return;
    if (typeof __webpack_require__ === 'undefined' || !__webpack_require__.gcaFile || __webpack_require__.gcaTable) return;
    try {
      __webpack_require__.gcaTable = (await fetchJson(__webpack_require__.p + __webpack_require__.gcaFile)) as Record<string, string>;
    } catch {
      // Without the table prefetching does nothing; navigation loads routes as before.
    }
  })();
  return tableLoad;
}

/** Work per slice: short enough that a slice is no long task even on a CPU 4 times slower. */
export const SLICE_MS = 8;

type Prefetch = (routePath: string) => unknown;
type Scheduler = (work: () => void) => void;
/** Something a path needs before it can be prefetched (its route section), or undefined. */
type Readiness = (routePath: string) => Promise<unknown> | undefined;

/**
 * A prefetch that queues paths (once each) and hands them to `prefetch` in slices of `sliceMs`.
 * When `ready` returns a promise for the path at the head of the queue, the queue waits for it
 * and goes on in slices as before; if it fails, paths that still need something are dropped.
 */
export function queuedPrefetch(
  prefetch: Prefetch,
  schedule: Scheduler = (work) => whenIdle(work, 3000),
  now: () => number = () => performance.now(),
  sliceMs = SLICE_MS,
  ready: Readiness = () => undefined,
): Prefetch {
  const queue: string[] = [];
  const seen = new Set<string>();
  let pending = false;
  let gaveUp = false;
  const work = () => {
    const start = now();
    while (queue.length > 0 && now() - start < sliceMs) {
      const waiting = ready(queue[0]!);
      if (waiting && gaveUp) {
        queue.shift();
        continue;
      }
      if (waiting) {
        // `pending` stays true: the queue goes on once the path's needs are in.
        waiting.then(
          () => schedule(work),
          () => {
            gaveUp = true;
            schedule(work);
          },
        );
        return;
      }
      prefetch(queue.shift()!);
    }
    pending = queue.length > 0;
    if (pending) schedule(work);
  };
  return (routePath: string) => {
    if (seen.has(routePath)) return false;
    seen.add(routePath);
    queue.push(routePath);
    if (!pending) {
      pending = true;
      schedule(work);
    }
    return true;
  };
}

let installed = false;

const clientModule: ClientModule = {
  // The first call comes in the commit that hydrates the page, before any intersection callback.
  onRouteDidUpdate() {
    if (installed || !window.docusaurus) return;
    installed = true;
    // Docusaurus' object is frozen: the page gets a copy with the queued prefetch.
    const original = window.docusaurus;
    const schedule = (work: () => void) => void loadChunkNameTable().then(() => whenIdle(work, 3000));
    // Data-saving connections prefetch nothing (Docusaurus' prefetch decides): no section either.
    const ready = (routePath: string) => (prefetchSkipped() ? undefined : loadRouteSections(routePath));
    const prefetch = queuedPrefetch((routePath) => original.prefetch(routePath), schedule, undefined, undefined, ready);
    window.docusaurus = {...original, prefetch: prefetch as typeof original.prefetch};
  },
};

export default clientModule;
