/**
 * Runs `task` when the browser is idle, or after `timeoutMs` at the latest. Browsers without
 * `requestIdleCallback` (Safari) run it after a short delay instead. Used for work that should not
 * compete with loading or typing: Docusaurus' prefetching
 * (plugins/route-sections/client/idlePrefetch.ts) and the background load of the search index
 * (plugins/local-search/client/localClient.ts).
 */
export function whenIdle(task: () => void, timeoutMs: number): void {
  if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(task, {timeout: timeoutMs});
  else setTimeout(task, 50);
}
