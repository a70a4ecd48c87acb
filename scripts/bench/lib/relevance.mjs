// @ts-check
/**
 * Relevance figures over the relevance set (plugins/local-search/relevance-set.json): for each
 * query an engine returns pages in its order (a page once, at its best hit, as the DocSearch
 * modal groups them), and a query counts as found at the rank of the first page it lists as an
 * answer. hit@1 and hit@3 are the share of queries found at rank 1 and within 3, MRR@5 the mean
 * of 1/rank over the first 5 (0 beyond). The engines themselves are run by
 * scripts/bench-relevance.mjs; everything here is pure and unit-tested.
 */

/**
 * @typedef {object} RelevanceQuery
 * @property {string} query
 * @property {string} kind
 * @property {string[]} expected  in-site paths, optionally with an #anchor (ignored: a page counts)
 */

/**
 * An in-site page path from an absolute or relative URL: no origin, query, anchor, `index.html`
 * or `.html`, and no trailing slash except on `/`. `/docs/` and `/docs` are the same page.
 * @param {string} url
 */
export function pagePath(url) {
  let p = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  p = p.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

/**
 * Distinct pages of a ranked list of URLs, in order of their first hit.
 * @param {readonly string[]} urls
 */
export function distinctPages(urls) {
  const seen = new Set();
  /** @type {string[]} */
  const pages = [];
  for (const url of urls) {
    const page = pagePath(url);
    if (seen.has(page)) continue;
    seen.add(page);
    pages.push(page);
  }
  return pages;
}

/**
 * 1-based rank of the first expected page in `pages`, or 0 when none is there.
 * @param {readonly string[]} pages  from distinctPages
 * @param {readonly string[]} expected
 */
export function rankOf(pages, expected) {
  const wanted = new Set(expected.map(pagePath));
  const index = pages.findIndex((page) => wanted.has(page));
  return index + 1;
}

const round3 = (/** @type {number} */ value) => Math.round(value * 1000) / 1000;

/**
 * hit@1, hit@3 and MRR@5 of ranks (0 = not found), overall and per query kind.
 * @param {readonly {kind: string, rank: number}[]} ranked
 */
export function relevanceFigures(ranked) {
  /** @param {readonly {rank: number}[]} list */
  const figures = (list) => {
    const n = list.length || 1;
    const at = (/** @type {number} */ k) => list.filter(({rank}) => rank >= 1 && rank <= k).length / n;
    const mrr = list.reduce((sum, {rank}) => sum + (rank >= 1 && rank <= 5 ? 1 / rank : 0), 0) / n;
    return {queries: list.length, hitAt1: round3(at(1)), hitAt3: round3(at(3)), mrrAt5: round3(mrr)};
  };
  /** @type {Record<string, ReturnType<typeof figures>>} */
  const byKind = {};
  for (const kind of [...new Set(ranked.map((entry) => entry.kind))].sort()) byKind[kind] = figures(ranked.filter((entry) => entry.kind === kind));
  return {...figures(ranked), byKind};
}

/**
 * p50 and p95 (nearest rank) of durations, rounded to 0.1.
 * @param {readonly number[]} values
 */
export function latencyFigures(values) {
  const sorted = [...values].sort((a, b) => a - b);
  /** @param {number} p */
  const at = (p) => Math.round((sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0) * 10) / 10;
  return {samples: sorted.length, p50: at(50), p95: at(95)};
}

/**
 * Every prefix of each query as typed, one keystroke at a time ("ab" → "a", "ab").
 * @param {readonly string[]} queries
 */
export function keystrokes(queries) {
  return queries.flatMap((query) => Array.from({length: query.length}, (_, i) => query.slice(0, i + 1)).filter((prefix) => prefix.trim() !== ''));
}

/**
 * Problems with a relevance set: too few queries, duplicates, expected pages the docs plan
 * does not have, sidebar categories without an expected page.
 * @param {{queries: RelevanceQuery[]}} set
 * @param {{docs: Record<string, {path: string}>, sidebars: Record<string, any[]>}} plan  config/docs-plan.json
 * @param {number} [minimum]
 */
export function relevanceSetProblems(set, plan, minimum = 150) {
  /** @type {string[]} */
  const problems = [];
  if (set.queries.length < minimum) problems.push(`${set.queries.length} queries, fewer than ${minimum}`);
  const paths = new Set(Object.values(plan.docs).map((doc) => pagePath(doc.path)));
  const seen = new Set();
  for (const {query, expected} of set.queries) {
    const key = query.toLowerCase();
    if (seen.has(key)) problems.push(`"${query}" is listed twice`);
    seen.add(key);
    if (expected.length === 0) problems.push(`"${query}" expects no page`);
    for (const page of expected) if (!paths.has(pagePath(page))) problems.push(`"${query}" expects ${page}, which the docs plan does not have`);
  }
  const expectedPages = new Set(set.queries.flatMap(({expected}) => expected.map(pagePath)));
  /** @type {(items: any[], trail: string[]) => void} */
  const visit = (items, trail) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      const label = [...trail, item.label];
      // A category's pages: its docs and the page its label links to.
      const link = typeof item.link === 'string' ? item.link : item.link?.id;
      const ids = [...(item.items ?? []).filter((/** @type {any} */ child) => child.type === 'doc').map((/** @type {any} */ child) => child.id), ...(link ? [link] : [])];
      const docs = ids.map((id) => plan.docs[id]?.path);
      if (docs.length > 0 && !docs.some((/** @type {string | undefined} */ p) => p && expectedPages.has(pagePath(p)))) problems.push(`no query expects a page of the category ${label.join(' > ')}`);
      visit(item.items ?? [], label);
    }
  };
  for (const [name, items] of Object.entries(plan.sidebars)) visit(items, [name]);
  return problems;
}
