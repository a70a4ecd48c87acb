/**
 * The rules every search request goes through, in both modes, before it reaches the embedded
 * index or Algolia: the query is cut to 64 characters, the results page gets 20 hits per page,
 * and text snippets are 10 words long (5 on screens 768 px wide or narrower).
 */

export const MAX_QUERY_LENGTH = 64;
export const HITS_PER_PAGE = 20;
export const SNIPPET_WORDS = 10;
export const SNIPPET_WORDS_NARROW = 5;
export const NARROW_SCREEN_QUERY = '(max-width: 768px)';

export type SearchParams = Record<string, unknown> & {query?: string};

/** One query of a multi-query call, as `{indexName, params}`. */
export type IndexedQuery = {indexName: string; params: SearchParams};

/** The modal's call shape (algoliasearch v5). */
export type ModernCall = {requests: (SearchParams & {indexName: string})[]};
/** The search page's call shape (algoliasearch-helper, legacy v4 style). */
export type LegacyCall = {indexName: string; params?: SearchParams | string}[];

export function cutQuery(query: string): string {
  return query.length > MAX_QUERY_LENGTH ? query.slice(0, MAX_QUERY_LENGTH) : query;
}

export function snippetWords(): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return SNIPPET_WORDS;
  return window.matchMedia(NARROW_SCREEN_QUERY).matches ? SNIPPET_WORDS_NARROW : SNIPPET_WORDS;
}

/** DocSearch's snippet attributes, sized for the current screen. */
export function snippetAttributes(words = snippetWords()): string[] {
  return ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'].map(
    (attribute) => `${attribute}:${words}`,
  );
}

function parseParamString(params: string): SearchParams {
  const parsed: SearchParams = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      parsed[key] = JSON.parse(value) as unknown;
    } catch {
      parsed[key] = value;
    }
  }
  return parsed;
}

export function isLegacyCall(call: unknown): call is LegacyCall {
  return Array.isArray(call);
}

/** Both call shapes as a list of `{indexName, params}`. */
export function readCall(call: ModernCall | LegacyCall): {queries: IndexedQuery[]; legacy: boolean} {
  if (isLegacyCall(call)) {
    return {
      legacy: true,
      queries: call.map(({indexName, params}) => ({
        indexName,
        params: typeof params === 'string' ? parseParamString(params) : {...(params ?? {})},
      })),
    };
  }
  return {
    legacy: false,
    queries: (call.requests ?? []).map(({indexName, ...params}) => ({indexName, params})),
  };
}

/** Applies the shared rules to one query. */
export function applyRules(query: IndexedQuery, legacy: boolean): IndexedQuery {
  const params: SearchParams = {...query.params, query: cutQuery(String(query.params.query ?? ''))};
  if (legacy) {
    // The theme's /search page asks for 15 hits per page; the site's page size is 20.
    if (params.hitsPerPage !== 0) params.hitsPerPage = HITS_PER_PAGE;
    if (params.attributesToSnippet === undefined) params.attributesToSnippet = [`content:${snippetWords()}`];
    if (params.highlightPreTag === undefined) params.highlightPreTag = '<mark>';
    if (params.highlightPostTag === undefined) params.highlightPostTag = '</mark>';
    if (params.snippetEllipsisText === undefined) params.snippetEllipsisText = '…';
  }
  return {indexName: query.indexName, params};
}

/** The rules applied to a whole call, in the shape it came in. */
export function applyRulesToCall<T extends ModernCall | LegacyCall>(call: T): T {
  const {queries, legacy} = readCall(call);
  const ruled = queries.map((query) => applyRules(query, legacy));
  if (legacy) return ruled.map(({indexName, params}) => ({indexName, params})) as T;
  return {...call, requests: ruled.map(({indexName, params}) => ({indexName, ...params}))} as T;
}

/** Wraps any lite client so its queries follow the site's rules (64 characters, page size, snippets). */
export function withRules<T extends {search: (...args: never[]) => unknown}>(client: T): T {
  const search = client.search.bind(client) as (call: ModernCall | LegacyCall, options?: unknown) => unknown;
  return {...client, search: (call: ModernCall | LegacyCall, options?: unknown) => search(applyRulesToCall(call), options)} as T;
}
