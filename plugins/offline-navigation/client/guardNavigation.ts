/**
 * Client-side navigations that load the next page before the address changes.
 *
 * Docusaurus changes the address first and loads the next route's code while the old page stays
 * on screen; if that load fails it reloads the page at the new address, so that a deployment
 * that replaced the chunk files is picked up. Offline, that reload ends on the browser's error
 * page, and the page the visitor was reading is gone.
 *
 * `guardNavigation` wraps the router history's `push` and `replace`: a navigation to a path whose
 * route is not loaded yet loads it first and changes the address only once it is in. When the
 * load fails, the site is asked whether it answers: if it does, the failure is a deployment and
 * the page loads in full at the new address, as Docusaurus does; if it does not (offline), the
 * visitor stays on the current page, at its address, and `onBlocked` gets a retry.
 *
 * The history's `block()` is not used: it holds one prompt at a time, and the theme's mobile
 * sidebar already holds it to close itself on the back button.
 */

/** The parts of the router's history (history v4) this uses. */
export type GuardedHistory = {
  location: {pathname: string};
  push: (path: never, state?: unknown) => void;
  replace: (path: never, state?: unknown) => void;
  createHref: (location: never) => string;
  listen: (listener: (location: unknown, action: string) => void) => () => void;
};

export type BlockedNavigation = {
  /** The address the visitor asked for. */
  href: string;
  /** Its path, as shown to the visitor. */
  pathname: string;
  /** Failed loads of this navigation so far (1 the first time). */
  failures: number;
  /** Tries again; resolves true when the page opened. */
  retry: () => Promise<boolean>;
  /** Gives the navigation up; a retry still pending is ignored. */
  cancel: () => void;
};

export type GuardOptions = {
  /** Loads what the route of a path needs (Docusaurus' preload, with route sections). */
  preload: (pathname: string) => Promise<unknown>;
  /** Whether the site answers at all; false when offline. */
  siteAnswers: (href: string) => Promise<boolean>;
  /** A full page load, for a site that answers but no longer has the old chunk files. */
  loadPage: (href: string) => void;
  /** A navigation could not load its route and the site does not answer. */
  onBlocked: (navigation: BlockedNavigation) => void;
  /** The address the page is at, to resolve relative paths (window.location.href). */
  base: () => string;
};

type Method = 'push' | 'replace';

/** The path and address a `push`/`replace` argument points to. */
export function targetOf(history: GuardedHistory, path: unknown, base: string): {pathname: string; href: string} {
  const relative = typeof path === 'string' ? path : history.createHref(path as never);
  const url = new URL(relative, base);
  return {pathname: url.pathname, href: url.href};
}

/** Installs the guard; returns a function that puts the history's own methods back. */
export function guardNavigation(history: GuardedHistory, options: GuardOptions): () => void {
  const original = {push: history.push, replace: history.replace};
  const loaded = new Set<string>([history.location.pathname]);
  // The latest navigation wins: an older one that finishes loading later does nothing.
  let latest = 0;

  type Chain = {cancelled: boolean};
  const attempt = (method: Method, args: unknown[], target: {pathname: string; href: string}, failures: number, chain: Chain): Promise<boolean> => {
    const id = ++latest;
    const current = () => id === latest && !chain.cancelled;
    return options.preload(target.pathname).then(
      () => {
        loaded.add(target.pathname);
        if (!current()) return false;
        (original[method] as (...a: unknown[]) => void).apply(history, args);
        return true;
      },
      async () => {
        if (!current()) return false;
        const answers = await options.siteAnswers(target.href);
        if (!current()) return false;
        if (answers) {
          options.loadPage(target.href);
          return false;
        }
        options.onBlocked({
          ...target,
          failures: failures + 1,
          retry: () => attempt(method, args, target, failures + 1, chain),
          cancel: () => {
            chain.cancelled = true;
          },
        });
        return false;
      },
    );
  };

  const guarded =
    (method: Method) =>
    (...args: unknown[]): void => {
      const target = targetOf(history, args[0], options.base());
      const samePath = target.pathname === history.location.pathname;
      if (samePath || loaded.has(target.pathname)) {
        // A query or hash change on the same page does not replace a navigation in progress.
        if (!(samePath && method === 'replace')) latest += 1;
        (original[method] as (...a: unknown[]) => void).apply(history, args);
        return;
      }
      void attempt(method, args, target, 0, {cancelled: false});
    };

  history.push = guarded('push') as GuardedHistory['push'];
  history.replace = guarded('replace') as GuardedHistory['replace'];
  // Back and forward move between pages that were loaded; they supersede a navigation in progress.
  const unlisten = history.listen((_location, action) => {
    if (action === 'POP') latest += 1;
  });
  return () => {
    unlisten();
    history.push = original.push;
    history.replace = original.replace;
  };
}

/** Asks the site for the page's headers, without the cache; false when offline or after `timeoutMs`. */
export async function siteAnswers(href: string, fetcher: typeof fetch = (...args) => fetch(...args), timeoutMs = 5000): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    await fetcher(href, {method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs)});
    return true;
  } catch {
    return false;
  }
}
