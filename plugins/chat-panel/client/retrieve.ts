/**
 * Finds the documentation passages that answer a question, with the site's search client (the
 * embedded index, or Algolia in hosted mode), and groups them by page.
 */

/** The part of a search client this needs: Algolia's `search({requests})` call. */
export type PassageSearchClient = {
  search(call: {requests: ({indexName: string} & Record<string, unknown>)[]}): Promise<{results: unknown[]}>;
};

type Hierarchy = Partial<Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>>;

type Hit = {
  objectID: string;
  type: string;
  url: string;
  content?: string | null;
  hierarchy: Hierarchy;
  _snippetResult?: {content?: {value: string}};
};

/** A piece of text, marked when it matched the question. */
export type SnippetPart = {text: string; match: boolean};

export type Passage = {
  id: string;
  /** Numbered from 1 in retrieval order: what an answer cites as [n]. */
  number: number;
  /** In-site path with the heading's anchor. */
  path: string;
  /** The heading the passage sits under (null for a page's own introduction). */
  heading: string | null;
  snippet: SnippetPart[];
  /** The passage's whole text, for the generator's prompt. */
  text: string;
};

export type PageGroup = {
  /** In-site path of the page, without anchor. */
  path: string;
  title: string;
  /** Sidebar category or section the page belongs to. */
  section: string | null;
  passages: Passage[];
};

export type Retrieval = {query: string; passages: Passage[]; pages: PageGroup[]};

// Words that carry no topic in a question. Removing them matters: the engine ranks by how many
// query words a section contains, so "how do I" would otherwise outweigh "render" and "lambda".
const FILLER = new Set(
  (
    'a an the and or but if then so of in on at to for from by with about into onto over under as is are was were be been ' +
    'being am do does did done doing have has had having i me my we our you your it its they them their this that these ' +
    'those there here what which who whom whose when where why how can could should would will shall may might must ' +
    'need want wants wanted please tell show explain know use using used way ways get got make there any some possible ' +
    'not no yes just also than very too vs via anyone something thing things much many'
  ).split(' '),
);

/** Keywords of a question, in order, without filler words and duplicates. */
export function keywordsOf(question: string): string {
  const words = question.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}._@/-]*/gu) ?? [];
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of words) {
    const word = raw.replace(/[._/-]+$/, '');
    if (!word || FILLER.has(word) || seen.has(word)) continue;
    seen.add(word);
    kept.push(word);
  }
  // A question made only of filler words is searched as typed.
  return (kept.length > 0 ? kept.join(' ') : question.trim()).slice(0, 64);
}

const PRE = '\u0002';
const POST = '\u0003';
const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'"};

/** Splits a highlighted snippet (HTML-escaped, marked with our tags) into plain text parts. */
export function snippetParts(value: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
  for (const [index, piece] of value.split(PRE).entries()) {
    const [marked, rest] = index === 0 ? [null, piece] : piece.split(POST);
    if (marked) parts.push({text: unescape(marked), match: true});
    if (rest) parts.push({text: unescape(rest), match: false});
  }
  return parts.filter((part) => part.text.length > 0);
}

function pathOf(url: string): string {
  try {
    const parsed = new URL(url, 'http://site.invalid');
    return `${parsed.pathname}${parsed.hash}`;
  } catch {
    return url;
  }
}

function headingOf(hit: Hit): string | null {
  for (const level of ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const) {
    const value = hit.hierarchy[level];
    if (value) return value;
  }
  return null;
}

/** Turns search hits into numbered passages and groups them by page, pages in rank order. */
export function groupHits(hits: readonly Hit[], maxPassages: number): {passages: Passage[]; pages: PageGroup[]} {
  const pages = new Map<string, PageGroup>();
  const passages: Passage[] = [];
  for (const hit of hits) {
    if (passages.length >= maxPassages) break;
    const path = pathOf(hit.url);
    const pagePath = path.split('#')[0]!;
    const heading = headingOf(hit);
    const text = hit.content ?? '';
    const snippet = hit._snippetResult?.content?.value;
    const passage: Passage = {
      id: hit.objectID,
      number: passages.length + 1,
      path,
      heading,
      snippet: snippet ? snippetParts(snippet) : text ? [{text, match: false}] : [],
      text,
    };
    passages.push(passage);
    let page = pages.get(pagePath);
    if (!page) {
      page = {path: pagePath, title: hit.hierarchy.lvl1 ?? pagePath, section: hit.hierarchy.lvl0 ?? null, passages: []};
      pages.set(pagePath, page);
    }
    page.passages.push(passage);
  }
  return {passages, pages: [...pages.values()]};
}

export const MAX_PASSAGES = 8;

/**
 * The queries asked for one question: all its keywords, and (for three to six keywords) each
 * set with one keyword left out. A section that matches most of them is about the question even
 * when one word of it, such as "video" or "app", is everywhere in the docs or nowhere.
 */
export function queriesFor(keywords: string): string[] {
  const words = keywords.split(' ');
  if (words.length < 3 || words.length > 6) return [keywords];
  return [keywords, ...words.map((_, skip) => words.filter((__, i) => i !== skip).join(' '))];
}

const FUSION_K = 10;

/** Reciprocal rank fusion: each list adds 1 / (k + rank); the full query's list counts double. */
export function fuseHits<T extends {objectID: string}>(lists: readonly (readonly T[])[]): T[] {
  const scores = new Map<string, {hit: T; score: number; first: number}>();
  lists.forEach((list, which) => {
    const weight = which === 0 ? 2 : 1;
    list.forEach((hit, rank) => {
      const entry = scores.get(hit.objectID) ?? {hit, score: 0, first: which * 1000 + rank};
      entry.score += weight / (FUSION_K + rank + 1);
      scores.set(hit.objectID, entry);
    });
  });
  return [...scores.values()].sort((a, b) => b.score - a.score || a.first - b.first).map((entry) => entry.hit);
}

/** Searches the docs for a question. Throws what the search client throws (offline, 5xx). */
export async function retrievePassages(client: PassageSearchClient, indexName: string, question: string): Promise<Retrieval> {
  const query = keywordsOf(question);
  const {results} = await client.search({
    requests: queriesFor(query).map((text) => ({
      indexName,
      query: text,
      hitsPerPage: MAX_PASSAGES * 2,
      attributesToRetrieve: ['hierarchy', 'content', 'url', 'type'],
      attributesToSnippet: ['content:24'],
      highlightPreTag: PRE,
      highlightPostTag: POST,
      snippetEllipsisText: '…',
      removeWordsIfNoResults: 'allOptional',
    })),
  });
  const lists = results.map((result) => ((result as {hits?: Hit[]} | undefined)?.hits ?? []).filter((hit) => typeof hit.url === 'string'));
  return {query, ...groupHits(fuseHits(lists), MAX_PASSAGES)};
}
