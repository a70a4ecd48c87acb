import type {Hierarchy, HierarchyLevel} from '../records/types';
import {CONTENT_LEVEL, type DocEntry, type DocShard, type Manifest, type TermShard} from './format';
import {highlight, snippet, type HighlightResult, type HighlightTags, type SnippetResult} from './highlight';
import {IndexMeta, pageFilter, rank, shardKeysFor, type FacetFilters} from './rank';
import {queryWords} from './tokenize';

/** Where the engine gets its files; the browser fetches them, tests read them from disk. */
export type IndexSource = {
  manifest(): Promise<Manifest>;
  meta(): Promise<IndexMeta>;
  termShard(key: string): Promise<TermShard | undefined>;
  docShard(file: string): Promise<DocShard>;
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
function findChunk(docStarts: readonly number[], record: number): number {
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

/** Runs one query against the embedded index and answers in Algolia's response shape. */
export async function runQuery(source: IndexSource, request: QueryRequest): Promise<LocalSearchResult> {
  const words = queryWords(request.query);
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
  const [manifest, meta] = await Promise.all([source.manifest(), source.meta()]);
  const shards = new Map<string, TermShard>();
  await Promise.all(
    shardKeysFor(words).map(async (key) => {
      const shard = await source.termShard(key);
      if (shard) shards.set(key, shard);
    }),
  );
  // processingTimeMS counts the work done here (ranking, highlighting), not waiting for files.
  let busy = performance.now();
  const ranked = rank(meta, shards, words, pageFilter(meta, request.facetFilters));
  let processing = performance.now() - busy;
  const nbHits = ranked.records.length;
  const perPage = Math.max(0, request.hitsPerPage);
  const pageRecords = perPage === 0 ? [] : ranked.records.slice(request.page * perPage, (request.page + 1) * perPage);

  const chunks = new Map<number, Promise<DocShard>>();
  const chunkFor = (index: number) => {
    let promise = chunks.get(index);
    if (!promise) chunks.set(index, (promise = source.docShard(`docs-${index}.json`)));
    return promise;
  };
  const tags: HighlightTags = {pre: request.highlightPreTag, post: request.highlightPostTag};
  const sizes = snippetSizes(request.attributesToSnippet);

  const chunkIndexes = pageRecords.map((record) => findChunk(meta.docStarts, record));
  const loaded = await Promise.all(chunkIndexes.map(chunkFor));
  busy = performance.now();
  const hits = pageRecords.map((record, position): LocalHit => {
    const page = meta.recordPage[record]!;
    const chunkIndex = chunkIndexes[position]!;
    const chunk = loaded[position]!;
    const chunkStart = meta.docStarts[chunkIndex]!;
    const entries: (DocEntry | null)[] = chunk.lead.slice();
    for (let r = chunkStart; r <= record; r++) {
      const level = meta.levels[r]!;
      if (level === CONTENT_LEVEL) continue;
      entries[level] = chunk.r[r - chunkStart]!;
      entries.fill(null, level + 1);
    }
    const texts = entries.map((entry) => entry?.[0] ?? null);
    texts[0] = meta.lvl0[meta.pageLvl0[page]!] ?? '';
    const hierarchy: Hierarchy = {
      lvl0: texts[0] ?? '',
      lvl1: texts[1] ?? '',
      lvl2: texts[2] ?? null,
      lvl3: texts[3] ?? null,
      lvl4: texts[4] ?? null,
      lvl5: texts[5] ?? null,
      lvl6: texts[6] ?? null,
    };
    const level = meta.levels[record]!;
    const content = level === CONTENT_LEVEL ? chunk.r[record - chunkStart]![0] : null;
    const section = meta.section[record]!;
    const anchor = level === CONTENT_LEVEL && section === meta.pageStarts[page] ? null : (entries[meta.levels[section]!]?.[1] ?? null);
    const pageUrl = `${manifest.siteUrl}${chunk.path}`;
    const hit: LocalHit = {
      objectID: `${page}-${record - meta.pageStarts[page]!}`,
      type: level === CONTENT_LEVEL ? 'content' : (`lvl${level}` as LocalHit['type']),
      hierarchy,
      content,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor,
      _highlightResult: {hierarchy: {}},
      _snippetResult: {hierarchy: {}},
    };
    // Only levels that exist: the theme's search page reads every key it is given.
    for (const name of LEVELS) {
      const value = hierarchy[name];
      if (value === null) continue;
      hit._highlightResult.hierarchy[name] = highlight(value, words, tags);
      const size = sizes.get(`hierarchy.${name}`);
      if (size !== undefined) hit._snippetResult.hierarchy[name] = snippet(value, words, size, tags, request.snippetEllipsisText);
    }
    if (content !== null) {
      hit._highlightResult.content = highlight(content, words, tags);
      const size = sizes.get('content');
      if (size !== undefined) hit._snippetResult.content = snippet(content, words, size, tags, request.snippetEllipsisText);
    }
    return hit;
  });

  const result: LocalSearchResult = {
    ...base,
    hits,
    nbHits,
    nbPages: perPage === 0 ? 0 : Math.ceil(nbHits / perPage),
    processingTimeMS: 0,
  };
  if (request.facets && request.facets.length > 0) {
    const wanted = request.facets.includes('*') ? ['language', 'docusaurus_tag'] : request.facets;
    const facets: Record<string, Record<string, number>> = {};
    for (const name of wanted) {
      if (name !== 'language' && name !== 'docusaurus_tag') continue;
      const counts: Record<string, number> = {};
      for (const record of ranked.records) {
        const [language, tag] = meta.facets[meta.pageFacets[meta.recordPage[record]!]!]!;
        const value = name === 'language' ? language : tag;
        counts[value] = (counts[value] ?? 0) + 1;
      }
      facets[name] = counts;
    }
    result.facets = facets;
  }
  processing += performance.now() - busy;
  result.processingTimeMS = Math.round(processing * 10) / 10;
  return result;
}
