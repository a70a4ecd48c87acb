/**
 * Runs one query against the embedded index and answers in Algolia's response shape, which is
 * what DocSearch and the theme's search page read. A one- or two-character query is answered
 * from its build-time file when that holds enough hits for the page asked; anything else loads
 * the term shards its words need and is ranked here (rank.ts). Files come through an IndexSource,
 * so the same code runs in the browser (fetching) and in tests (reading from disk).
 */
import type {Hierarchy, HierarchyLevel} from '../records/types';
import {CONTENT_LEVEL, type DocEntry, type DocShard, type HitSource, type Manifest, type PrefixAnswer, type PrefixRankings, type TermShard} from './format';
import {createHighlighter, type Highlighter, type MatchedTerms, type HighlightResult, type SnippetResult} from './highlight';
import {IndexMeta, facetFilter, pageFilter, rank, shardKeysFor, type FacetFilters} from './rank';
import {queryWords, significantWords} from './tokenize';

/** Where the engine gets its files; the browser fetches them, tests read them from disk. */
export type IndexSource = {
  manifest(): Promise<Manifest>;
  meta(): Promise<IndexMeta>;
  termShard(key: string): Promise<TermShard | undefined>;
  docShard(file: string): Promise<DocShard>;
  /** The build-time answer to a one- or two-character query the manifest lists. */
  prefixAnswer(prefix: string): Promise<PrefixAnswer>;
};

/** One query, with the parameters the local engine understands (others are ignored). */
export type QueryRequest = {
  indexName: string;
  query: string;
  page: number;
  hitsPerPage: number;
  facetFilters?: FacetFilters;
  facets?: string[];
  /** `attribute:words` entries; `content:10` gives 10-word content snippets. */
  attributesToSnippet: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
};

/** Algolia's default page size, which the engine also uses when a request names none. */
const DEFAULT_HITS_PER_PAGE = 20;

/**
 * A request from Algolia's search parameters (as the lite client, DocSearch and the theme's search
 * page send them): missing or malformed values get Algolia's defaults.
 */
export function requestFromParams(indexName: string, params: Record<string, unknown>): QueryRequest {
  const list = (value: unknown): string[] | undefined => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : undefined);
  return {
    indexName,
    query: String(params.query ?? ''),
    page: Number(params.page ?? 0) || 0,
    hitsPerPage: params.hitsPerPage === undefined ? DEFAULT_HITS_PER_PAGE : Number(params.hitsPerPage),
    facetFilters: params.facetFilters as FacetFilters | undefined,
    facets: list(params.facets),
    attributesToSnippet: list(params.attributesToSnippet) ?? [],
    highlightPreTag: typeof params.highlightPreTag === 'string' ? params.highlightPreTag : '<em>',
    highlightPostTag: typeof params.highlightPostTag === 'string' ? params.highlightPostTag : '</em>',
    snippetEllipsisText: typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText : '…',
  };
}

export type LocalHit = {
  objectID: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  hierarchy: Hierarchy;
  content: string | null;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  _highlightResult: {hierarchy: Partial<Record<HierarchyLevel, HighlightResult>>; content?: HighlightResult};
  _snippetResult: {hierarchy: Partial<Record<HierarchyLevel, SnippetResult>>; content?: SnippetResult};
};

export type LocalSearchResult = {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  exhaustive: {nbHits: true};
  query: string;
  params: string;
  index: string;
  queryID: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
};

const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function randomQueryId(): string {
  let id = '';
  for (let i = 0; i < 32; i++) id += Math.floor(Math.random() * 16).toString(16);
  return id;
}

function snippetSizes(attributes: readonly string[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const entry of attributes) {
    const [attribute = '', words] = entry.split(':');
    sizes.set(attribute, words ? Number(words) || 10 : 10);
  }
  return sizes;
}

/** The document chunk holding a record: the last chunk starting at or before it. */
export function findChunk(docStarts: readonly number[], record: number): number {
  let low = 0;
  let high = docStarts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (docStarts[mid]! <= record) low = mid;
    else high = mid - 1;
  }
  return low;
}

function encodeParams(request: QueryRequest): string {
  return new URLSearchParams({
    query: request.query,
    page: String(request.page),
    hitsPerPage: String(request.hitsPerPage),
  }).toString();
}

/**
 * What a record shows as a hit, from the document chunk holding it: the headings open above it
 * (the chunk's lead, then the chunk's own headings up to the record), its text and its anchor.
 */
export function hitSource(meta: IndexMeta, chunk: DocShard, chunkStart: number, record: number): HitSource {
  const page = meta.recordPage[record]!;
  const entries: (DocEntry | null)[] = chunk.lead.slice();
  for (let r = chunkStart; r <= record; r++) {
    const level = meta.levels[r]!;
    if (level === CONTENT_LEVEL) continue;
    entries[level] = chunk.r[r - chunkStart]!;
    entries.fill(null, level + 1);
  }
  const hierarchy = entries.map((entry) => entry?.[0] ?? null);
  hierarchy[0] = meta.lvl0[meta.pageLvl0[page]!] ?? '';
  const level = meta.levels[record]!;
  const section = meta.section[record]!;
  return {
    record,
    objectID: `${page}-${record - meta.pageStarts[page]!}`,
    level,
    hierarchy,
    content: level === CONTENT_LEVEL ? chunk.r[record - chunkStart]![0] : null,
    anchor: level === CONTENT_LEVEL && section === meta.pageStarts[page] ? null : (entries[meta.levels[section]!]?.[1] ?? null),
    path: chunk.path,
    facet: meta.pageFacets[page]!,
  };
}

/**
 * A prefix answer rebuilt from its entry in `prefixes.json` and the document chunks, once the
 * whole index is in memory: the same hits as the `prefix-<p>.json` file, without fetching it.
 */
export async function prefixAnswerFromRanking(meta: IndexMeta, [counts, records]: PrefixRankings[string], docShard: (file: string) => Promise<DocShard>): Promise<PrefixAnswer> {
  const hits = await Promise.all(
    records.map(async (record) => {
      const chunk = findChunk(meta.docStarts, record);
      return hitSource(meta, await docShard(`docs-${chunk}.json`), meta.docStarts[chunk]!, record);
    }),
  );
  return {facets: meta.facets, counts, hits};
}

type HitOptions = {highlighter: Highlighter; sizes: Map<string, number>; siteUrl: string};

function toHit(source: HitSource, {highlighter, sizes, siteUrl}: HitOptions): LocalHit {
  const texts = source.hierarchy;
  const hierarchy: Hierarchy = {
    lvl0: texts[0] ?? '',
    lvl1: texts[1] ?? '',
    lvl2: texts[2] ?? null,
    lvl3: texts[3] ?? null,
    lvl4: texts[4] ?? null,
    lvl5: texts[5] ?? null,
    lvl6: texts[6] ?? null,
  };
  const pageUrl = `${siteUrl}${source.path}`;
  const hit: LocalHit = {
    objectID: source.objectID,
    type: source.level === CONTENT_LEVEL ? 'content' : (`lvl${source.level}` as LocalHit['type']),
    hierarchy,
    content: source.content,
    url: source.anchor ? `${pageUrl}#${source.anchor}` : pageUrl,
    url_without_anchor: pageUrl,
    anchor: source.anchor,
    _highlightResult: {hierarchy: {}},
    _snippetResult: {hierarchy: {}},
  };
  // Only levels that exist: the theme's search page reads every key it is given.
  for (const name of LEVELS) {
    const value = hierarchy[name];
    if (value === null) continue;
    hit._highlightResult.hierarchy[name] = highlighter.highlight(value);
    const size = sizes.get(`hierarchy.${name}`);
    if (size !== undefined) hit._snippetResult.hierarchy[name] = highlighter.snippet(value, size);
  }
  if (source.content !== null) {
    hit._highlightResult.content = highlighter.highlight(source.content);
    const size = sizes.get('content');
    if (size !== undefined) hit._snippetResult.content = highlighter.snippet(source.content, size);
  }
  return hit;
}

/** Algolia's `facets` answer from hit counts per facet (indexes into `facets`). */
function facetCounts(request: QueryRequest, facets: readonly (readonly [string, string])[], counts: readonly number[]): Record<string, Record<string, number>> | undefined {
  if (!request.facets || request.facets.length === 0) return undefined;
  const wanted = request.facets.includes('*') ? ['language', 'docusaurus_tag'] : request.facets;
  const result: Record<string, Record<string, number>> = {};
  for (const name of wanted) {
    if (name !== 'language' && name !== 'docusaurus_tag') continue;
    const byValue: Record<string, number> = {};
    counts.forEach((count, facet) => {
      if (count === 0) return;
      const [language, tag] = facets[facet]!;
      const value = name === 'language' ? language : tag;
      byValue[value] = (byValue[value] ?? 0) + count;
    });
    result[name] = byValue;
  }
  return result;
}

/** Whether the manifest lists a build-time answer for these query words. */
export function hasPrefixAnswer(manifest: Manifest, words: readonly string[]): boolean {
  const word = words[0];
  if (words.length !== 1 || !word || !/^[a-z0-9]{1,2}$/.test(word)) return false;
  const seconds = manifest.prefixes[word[0]!];
  return seconds !== undefined && (word.length === 1 || seconds.includes(word[1]!));
}

type Ranked = {sources: HitSource[]; nbHits: number; counts: number[]; facets: readonly (readonly [string, string])[]; matchedTerms?: MatchedTerms};

/**
 * The page of hits from a build-time answer, or null when the answer holds too few hits for
 * this page under these filters (the engine then ranks the query itself).
 */
function fromPrefixAnswer(answer: PrefixAnswer, request: QueryRequest, start: number, end: number): Ranked | null {
  const allowed = facetFilter(answer.facets, request.facetFilters);
  const counts = answer.counts.map((count, facet) => (allowed(facet) ? count : 0));
  const nbHits = counts.reduce((sum, count) => sum + count, 0);
  const hits = answer.hits.filter((hit) => allowed(hit.facet));
  if (hits.length < Math.min(end, nbHits)) return null;
  return {sources: hits.slice(start, end), nbHits, counts, facets: answer.facets};
}

async function fromEngine(source: IndexSource, words: readonly string[], request: QueryRequest, start: number, end: number): Promise<Ranked & {busyMs: number}> {
  const meta = await source.meta();
  const shards = new Map<string, TermShard>();
  await Promise.all(
    shardKeysFor(words).map(async (key) => {
      const shard = await source.termShard(key);
      if (shard) shards.set(key, shard);
    }),
  );
  const allowPage = pageFilter(meta, request.facetFilters);
  let busy = performance.now();
  let ranked = rank(meta, shards, words, allowPage, end);
  let busyMs = performance.now() - busy;
  if (ranked.unmatched) {
    // A word matched nothing in its own shard: its first letter may be the typo, so rank
    // again with every shard (in memory once the index has loaded in the background).
    const manifest = await source.manifest();
    await Promise.all(
      manifest.terms.map(async (key) => {
        if (shards.has(key)) return;
        const shard = await source.termShard(key);
        if (shard) shards.set(key, shard);
      }),
    );
    busy = performance.now();
    ranked = rank(meta, shards, words, allowPage, end);
    busyMs += performance.now() - busy;
  }
  const pageRecords = ranked.records.slice(start, end);
  const chunkIndexes = pageRecords.map((record) => findChunk(meta.docStarts, record));
  const loaded = await Promise.all(chunkIndexes.map((index) => source.docShard(`docs-${index}.json`)));
  busy = performance.now();
  const sources = pageRecords.map((record, position) => hitSource(meta, loaded[position]!, meta.docStarts[chunkIndexes[position]!]!, record));
  const counts = meta.facets.map(() => 0);
  if (request.facets && request.facets.length > 0) {
    for (const record of ranked.all) counts[meta.pageFacets[meta.recordPage[record]!]!]! += 1;
  }
  busyMs += performance.now() - busy;
  return {sources, nbHits: ranked.all.length, counts, facets: meta.facets, matchedTerms: ranked.matchedTerms, busyMs};
}

/** Runs one query against the embedded index and answers in Algolia's response shape. */
export async function runQuery(source: IndexSource, request: QueryRequest): Promise<LocalSearchResult> {
  const words = significantWords(queryWords(request.query));
  const base = {
    page: request.page,
    hitsPerPage: request.hitsPerPage,
    exhaustiveNbHits: true as const,
    exhaustive: {nbHits: true as const},
    query: request.query,
    params: encodeParams(request),
    index: request.indexName,
    queryID: randomQueryId(),
  };
  if (words.length === 0) {
    return {...base, hits: [], nbHits: 0, nbPages: 0, processingTimeMS: 0};
  }
  const manifest = await source.manifest();
  const perPage = Math.max(0, request.hitsPerPage);
  const start = request.page * perPage;
  const end = start + perPage;
  // processingTimeMS counts the work done here (ranking, highlighting), not waiting for files.
  let processing = 0;
  let ranked: Ranked | null = null;
  if (hasPrefixAnswer(manifest, words)) {
    const answer = await source.prefixAnswer(words[0]!);
    const busy = performance.now();
    ranked = fromPrefixAnswer(answer, request, start, end);
    processing += performance.now() - busy;
  }
  if (!ranked) {
    const engine = await fromEngine(source, words, request, start, end);
    processing += engine.busyMs;
    ranked = engine;
  }
  const busy = performance.now();
  const options: HitOptions = {
    highlighter: createHighlighter(words, {pre: request.highlightPreTag, post: request.highlightPostTag}, request.snippetEllipsisText, ranked.matchedTerms),
    sizes: snippetSizes(request.attributesToSnippet),
    siteUrl: manifest.siteUrl,
  };
  const result: LocalSearchResult = {
    ...base,
    hits: perPage === 0 ? [] : ranked.sources.map((hit) => toHit(hit, options)),
    nbHits: ranked.nbHits,
    nbPages: perPage === 0 ? 0 : Math.ceil(ranked.nbHits / perPage),
    processingTimeMS: 0,
  };
  const facets = facetCounts(request, ranked.facets, ranked.counts);
  if (facets) result.facets = facets;
  processing += performance.now() - busy;
  result.processingTimeMS = Math.round(processing * 10) / 10;
  return result;
}
