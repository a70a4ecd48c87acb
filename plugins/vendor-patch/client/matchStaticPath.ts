/**
 * A fast path for react-router 5's `matchPath` (patchLoader.cjs adds the call to the published
 * module), for route paths without parameters, groups or wildcards: every route Docusaurus writes
 * for a doc, a post or a page.
 *
 * Docusaurus matches the current path against the routes several times per page: `preload` and
 * `normalizeLocation` (react-router-config's `matchRoutes`), the `<Switch>` of each nested route
 * level, and the theme's `useDocRootMetadata`. Each walks a level's routes in order until one
 * matches, calling `matchPath` for each, which looks up the compiled regular expression and runs
 * it. At 367 docs that came to about 3000 calls per page, 0.4 µs each: 0.4 s of each render
 * worker's ~7 s in a cold build (CPU profile), and the same walk on every client-side navigation.
 * A plain string comparison gives the same answer about 12 times faster.
 *
 * The answer is the one path-to-regexp 1.x's expression gives (react-router 5 compiles the path
 * with `{end: exact, strict: false, sensitive: false}`): `^<path>(?:/(?=$))?$` when exact, else
 * `^<path>(?:/(?=$))?(?=/|$)`, with the path's own trailing slash removed first, case-insensitive.
 * Anything else (strict or case-sensitive matching, a path with `:`, `(`, `*` or `\`, a path or a
 * pathname with characters outside ASCII, where the regular expression's case folding and
 * `toLowerCase` could differ) returns `undefined`, and `matchPath` runs its expression as before.
 * `__tests__/matchStaticPath.test.ts` compares both on generated cases.
 */

/** What react-router's `matchPath` returns for a match. */
export type PathMatch = {path: string; url: string; isExact: boolean; params: Record<string, string>};

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const ASCII = /^[^\u0080-\uffff]*$/;
/** Characters that path-to-regexp 1.x may read as a parameter, group, wildcard or escape. */
const PATTERN_SYNTAX = /[\\:(*]/;
const SLASH = 47;

/** The same bound as react-router's own cache of compiled paths. */
const CACHE_LIMIT = 10000;
const prefixes = new Map<string, string | null>();

/** The lower-case text a static path matches (its trailing slash removed), or null when it is not static. */
function staticPrefix(path: string): string | null {
  let prefix = prefixes.get(path);
  if (prefix === undefined) {
    prefix = PRINTABLE_ASCII.test(path) && !PATTERN_SYNTAX.test(path) ? (path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase() : null;
    if (prefixes.size < CACHE_LIMIT) prefixes.set(path, prefix);
  }
  return prefix;
}

// A walk over a route level matches one pathname against many paths: its lower-case form is kept.
let lastPathname: string | undefined;
let lastLowered: string | null = null;

function lowered(pathname: string): string | null {
  if (pathname !== lastPathname) {
    lastPathname = pathname;
    lastLowered = ASCII.test(pathname) ? pathname.toLowerCase() : null;
  }
  return lastLowered;
}

/**
 * `matchPath(pathname, {path, exact})` with `strict` and `sensitive` false: the match, null for
 * no match, or undefined when this path needs the regular expression.
 */
export function matchStaticPath(pathname: unknown, path: string, exact: boolean): PathMatch | null | undefined {
  if (typeof pathname !== 'string') return undefined;
  const prefix = staticPrefix(path);
  if (prefix === null) return undefined;
  const lower = lowered(pathname);
  if (lower === null) return undefined;
  if (!lower.startsWith(prefix)) return null;
  const rest = lower.length - prefix.length;
  let url: string;
  if (rest === 0 || (rest === 1 && lower.charCodeAt(prefix.length) === SLASH)) url = pathname;
  else if (exact || lower.charCodeAt(prefix.length) !== SLASH) return null;
  else url = pathname.slice(0, prefix.length);
  return {path, url: path === '/' && url === '' ? '/' : url, isExact: pathname === url, params: {}};
}
