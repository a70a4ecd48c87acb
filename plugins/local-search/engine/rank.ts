/**
 * Finds and orders the records for a query's words: the per-record numbers of the meta file,
 * word matching with typos and word forms (match.ts) against the term shards, and Algolia's
 * tie-break order as DocSearch configures it (see `rank`). Typed arrays and per-shard caches keep a
 * keystroke's ranking in memory and cheap, since it runs on the main thread while someone types.
 */
import {CONTENT_LEVEL, decodePostings, type MetaFile, type TermShard} from './format';
import {allowedTypos, matchOtherFirstLetter, matchStemmedTerm, matchTerm, stem, type TermMatch} from './match';
import {shardKey, tokenize} from './tokenize';

/** Query words from which a query is read as a question: any of its words may be missing. */
export const QUESTION_WORDS = 4;

/** Record ids a ranking score can carry in its last place (see `rank`). */
const RECORD_RANGE = 262_144;

/** Ranking-time view of the index: numbers per record, derived once from the meta file. */
export class IndexMeta {
  readonly recordCount: number;
  readonly levels: Uint8Array;
  readonly titleWords: Uint8Array;
  /** One past the last record under each heading (its own section and all deeper ones). */
  readonly subtreeEnd: Int32Array;
  /** The heading record a record's URL points to (itself for headings). */
  readonly section: Int32Array;
  readonly recordPage: Int32Array;
  readonly pageStarts: readonly number[];
  readonly pageFacets: readonly number[];
  readonly facets: readonly [string, string][];
  readonly lvl0: readonly string[];
  readonly lvl0Terms: string[][];
  readonly pageLvl0: readonly number[];
  readonly docStarts: readonly number[];
  /** Per page: 1 for a docs page, 0 for a blog post, a tutorial or a success story. */
  readonly pageIsDocs: Uint8Array;
  /** Per page: the word count of its title (its level-1 heading), 0 without one. */
  readonly pageTitleWords: Uint8Array;

  constructor(meta: MetaFile) {
    const count = meta.levels.length;
    if (count > RECORD_RANGE) throw new Error(`The search index has ${count} records; ranking handles up to ${RECORD_RANGE}.`);
    this.recordCount = count;
    this.levels = Uint8Array.from(meta.levels, Number);
    this.titleWords = Uint8Array.from(meta.titleWords, Number);
    this.pageStarts = meta.pageStarts;
    this.pageFacets = meta.pageFacets;
    this.facets = meta.facets;
    this.pageLvl0 = meta.pageLvl0;
    this.docStarts = meta.docStarts;
    this.lvl0 = meta.lvl0;
    this.lvl0Terms = meta.lvl0.map((label) => tokenize(label).map((token) => token.term));
    this.recordPage = new Int32Array(count);
    this.section = new Int32Array(count);
    this.subtreeEnd = new Int32Array(count);
    meta.pageStarts.forEach((start, page) => {
      const end = meta.pageStarts[page + 1] ?? count;
      const open: number[] = [];
      for (let r = start; r < end; r++) {
        this.recordPage[r] = page;
        const level = this.levels[r]!;
        if (level === CONTENT_LEVEL) {
          this.section[r] = open.length ? open[open.length - 1]! : start;
          continue;
        }
        while (open.length && this.levels[open[open.length - 1]!]! >= level) this.subtreeEnd[open.pop()!] = r;
        open.push(r);
        this.section[r] = r;
      }
      for (const r of open) this.subtreeEnd[r] = end;
    });
    this.pageIsDocs = Uint8Array.from(meta.pageFacets, (facet) => (meta.facets[facet]?.[1].startsWith('docs') ? 1 : 0));
    this.pageTitleWords = Uint8Array.from(meta.pageStarts, (start) => (this.levels[start] === 1 ? this.titleWords[start]! : 0));
  }

  private bestScores: Float64Array | undefined;

  /** Scratch space for ranking: a score per record, all Infinity between uses. */
  sectionBest(): Float64Array {
    return (this.bestScores ??= new Float64Array(this.recordCount).fill(Infinity));
  }

  pageEnd(page: number): number {
    return this.pageStarts[page + 1] ?? this.recordCount;
  }
}

/** `facetFilters` as Algolia takes them: AND of entries, an array entry is an OR. */
export type FacetFilters = string | readonly (string | readonly string[])[];

/** Which facets (indexes into the meta file's `facets`) pass the filters. */
export function facetFilter(facets: readonly (readonly [string, string])[], facetFilters: FacetFilters | undefined): (facet: number) => boolean {
  if (!facetFilters || facetFilters.length === 0) return () => true;
  const groups = (typeof facetFilters === 'string' ? [facetFilters] : facetFilters).map((entry) =>
    (typeof entry === 'string' ? [entry] : [...entry]).map((filter) => {
      const negated = filter.startsWith('-');
      const [attribute = '', ...rest] = (negated ? filter.slice(1) : filter).split(':');
      return {negated, attribute, value: rest.join(':')};
    }),
  );
  const allowedFacets = facets.map(([language, tag]) =>
    groups.every((group) =>
      group.some(({negated, attribute, value}) => {
        const actual = attribute === 'language' ? language : attribute === 'docusaurus_tag' ? tag : undefined;
        // Filters on attributes the embedded index does not have match nothing, as in Algolia.
        if (actual === undefined) return negated;
        return negated ? actual !== value : actual === value;
      }),
    ),
  );
  return (facet) => allowedFacets[facet] ?? false;
}

export function pageFilter(meta: IndexMeta, facetFilters: FacetFilters | undefined): (page: number) => boolean {
  const allowed = facetFilter(meta.facets, facetFilters);
  return (page) => allowed(meta.pageFacets[page]!);
}

const NONE = 255;

/**
 * A query word's matches per record: best typo count, the attribute level it matched in,
 * exactness, and whether the record's own text (not a heading above it) has the word; and the
 * records it matched at all, in the order first met.
 */
type WordHits = {typos: Uint8Array; field: Uint8Array; exact: Uint8Array; own: Uint8Array; records: number[]};

/** Shard keys a query needs. */
export function shardKeysFor(words: readonly string[]): string[] {
  return [...new Set(words.map(shardKey))];
}

export type RankedMatch = {
  /** Matched record ids, best first, one per section (Algolia's distinct on the URL), at most the limit asked for. */
  records: number[];
  /** Every matched section's best record, in no order: the hit count and the facet counts. */
  all: number[];
  /** Per query word: the indexed terms it matched and how (for highlighting). */
  matchedTerms: Map<string, TermMatch>[];
  /** Whether some words had to be dropped to find anything. */
  partial: boolean;
  /**
   * Whether a word long enough for a typo matched no term in the shards given: its first
   * letter may be wrong, and ranking again with every shard may find it.
   */
  unmatched: boolean;
};

function emptyHits(count: number): WordHits {
  return {typos: new Uint8Array(count).fill(NONE), field: new Uint8Array(count).fill(NONE), exact: new Uint8Array(count), own: new Uint8Array(count), records: []};
}

/**
 * The order of a record's match for a word, as one number, lower is better: fewer typos, then a
 * better field, then exact. A record keeps its best match (offer); a heading passes a match down
 * only when it beats what it passed before (wordHits).
 */
function matchOrder(typos: number, field: number, exact: boolean): number {
  return typos * 32 + field * 2 + (exact ? 0 : 1);
}

function offer(hits: WordHits, record: number, match: TermMatch, field: number) {
  const typos = hits.typos[record]!;
  if (typos === NONE) hits.records.push(record);
  else if (matchOrder(match.typos, field, match.exact) >= matchOrder(typos, hits.field[record]!, hits.exact[record] === 1)) return;
  hits.typos[record] = match.typos;
  hits.field[record] = field;
  hits.exact[record] = match.exact ? 1 : 0;
}

/** Decoded postings per shard, kept while the shard is: a term's records are decoded once. */
const decodedPostings = new WeakMap<TermShard, (number[] | undefined)[]>();

function postingsOf(shard: TermShard, termIndex: number): number[] {
  let decoded = decodedPostings.get(shard);
  if (!decoded) decodedPostings.set(shard, (decoded = []));
  return (decoded[termIndex] ??= decodePostings(shard.p[termIndex]!));
}

/** Stems of a shard's terms, computed once per shard. */
const shardStems = new WeakMap<TermShard, string[]>();

function stemsOf(shard: TermShard): string[] {
  let stems = shardStems.get(shard);
  if (!stems) shardStems.set(shard, (stems = shard.t.map(stem)));
  return stems;
}

type WordResult = {shard: TermShard | undefined; hits: WordHits; terms: Map<string, TermMatch>};

/**
 * A word's matches per record, kept for the next queries: typing "lambda timeout" ranks
 * "lambda" once, not again for each letter of "timeout". Keyed by what the matches depend on.
 */
const recentWords = new WeakMap<IndexMeta, Map<string, WordResult>>();
const RECENT_WORDS = 32;

function wordHits(meta: IndexMeta, shards: ReadonlyMap<string, TermShard>, word: string, isLast: boolean, alone: boolean): WordResult {
  let recent = recentWords.get(meta);
  if (!recent) recentWords.set(meta, (recent = new Map()));
  const shard = shards.get(shardKey(word));
  // The other shards matter only to a word that finds nothing in its own (a wrong first letter).
  const key = `${word}\u0000${isLast ? 1 : 0}${alone ? 1 : 0}${shards.size}`;
  const known = recent.get(key);
  // A shard loaded since the word was ranked (or a different one) means ranking it again.
  if (known && known.shard === shard) {
    recent.delete(key);
    recent.set(key, known);
    return known;
  }
  const hits = emptyHits(meta.recordCount);
  const terms = new Map<string, TermMatch>();
  const wordStem = stem(word);
  const stems = shard ? stemsOf(shard) : [];
  // Per heading, the best match already passed down to the records under it: several terms of
  // one heading often match ("a" is a prefix of "add", "and", "as"), and passing down the same
  // match or a worse one again changes nothing.
  const passedDown = new Uint8Array(meta.recordCount).fill(NONE);
  const take = (from: TermShard, termIndex: number, term: string, match: TermMatch) => {
    terms.set(term, match);
    for (const id of postingsOf(from, termIndex)) {
      const level = meta.levels[id]!;
      hits.own[id] = 1;
      if (level === CONTENT_LEVEL) {
        offer(hits, id, match, CONTENT_LEVEL);
      } else {
        const single = meta.titleWords[id] === 1 && alone && match.exact;
        // A heading that is exactly the one-word query counts as the best attribute match.
        offer(hits, id, match, single ? 0 : level);
        const order = matchOrder(match.typos, level, match.exact);
        if (order >= passedDown[id]!) continue;
        passedDown[id] = order;
        for (let r = id + 1; r < meta.subtreeEnd[id]!; r++) offer(hits, r, match, level);
      }
    }
  };
  shard?.t.forEach((term, termIndex) => {
    const match = matchStemmedTerm(word, wordStem, term, stems[termIndex]!, isLast);
    if (match) take(shard, termIndex, term, match);
  });
  if (terms.size === 0 && allowedTypos(word) > 0) {
    for (const other of shards.values()) {
      if (other === shard) continue;
      other.t.forEach((term, termIndex) => {
        const match = matchOtherFirstLetter(word, term, isLast);
        if (match) take(other, termIndex, term, match);
      });
    }
  }
  meta.lvl0Terms.forEach((labelTerms, lvl0) => {
    // The label's best matching term is what its pages get.
    let best: TermMatch | null = null;
    for (const term of labelTerms) {
      const match = matchTerm(word, term, isLast);
      if (!match) continue;
      terms.set(term, match);
      if (!best || matchOrder(match.typos, CONTENT_LEVEL, match.exact) < matchOrder(best.typos, CONTENT_LEVEL, best.exact)) best = match;
    }
    if (!best) return;
    meta.pageLvl0.forEach((value, page) => {
      if (value !== lvl0) return;
      // lvl0 (the group) ranks below the page's own words: it says little about a page.
      for (let r = meta.pageStarts[page]!; r < meta.pageEnd(page); r++) offer(hits, r, best, CONTENT_LEVEL);
    });
  });
  const result = {shard, hits, terms};
  recent.set(key, result);
  if (recent.size > RECENT_WORDS) recent.delete(recent.keys().next().value!);
  return result;
}

/**
 * Finds and orders the records for a query. Tie-breaks follow the order DocSearch configures
 * on Algolia, with the page's kind and title moved up: for a question (words optional), docs
 * before blog posts and stories; number of words matched, typos, how many query words the page
 * title holds and how few other words it has, proximity (how many
 * words the record's own text holds, then whether that text is a title, a heading or a
 * paragraph), attribute (the best level any word matched at, inherited headings included),
 * exact over prefix or typo matches, then the shorter heading, then position.
 */
export function rank(
  meta: IndexMeta,
  shards: ReadonlyMap<string, TermShard>,
  words: readonly string[],
  allowPage: (page: number) => boolean,
  limit = Infinity,
): RankedMatch {
  const count = meta.recordCount;
  const perWord: WordHits[] = [];
  const matchedTerms: Map<string, TermMatch>[] = [];
  let unmatched = false;

  words.forEach((word, index) => {
    const isLast = index === words.length - 1;
    const {hits, terms} = wordHits(meta, shards, word, isLast, words.length === 1);
    perWord.push(hits);
    matchedTerms.push(terms);
    if (terms.size === 0 && allowedTypos(word) > 0) unmatched = true;
  });

  // Criteria are packed into one number, most significant first; the ranges below (34 bits)
  // keep it under 2^53 (exact in a double) for up to 262,144 records (18 bits), and the record
  // is the last of them: the scores sort as plain numbers and each gives its record back.
  // One per section (Algolia's distinct on the URL): each record's score goes straight into its
  // section's best, so only the sections are sorted, and only as many as asked for kept in order.
  // Scores are unique (the record is in the last place), so this is the order a full sort gives.
  const best = meta.sectionBest();
  const sections: number[] = [];
  const collect = (required: number) => {
    // With every word required, only the records of the word matching the fewest can qualify.
    let from: readonly number[] | null = null;
    if (required === words.length) {
      for (const hits of perWord) if (!from || hits.records.length < from.length) from = hits.records;
    } else {
      // Otherwise the records some word matched, each once.
      const seen = new Uint8Array(count);
      const union: number[] = [];
      for (const hits of perWord) {
        for (const r of hits.records) {
          if (seen[r] === 1) continue;
          seen[r] = 1;
          union.push(r);
        }
      }
      from = union;
    }
    const partialMode = required < words.length;
    for (let i = 0, end = from ? from.length : count; i < end; i++) {
      const r = from ? from[i]! : i;
      let matched = 0;
      let typos = 0;
      let minField = NONE;
      let sumField = 0;
      let exact = 0;
      let own = 0;
      let inTitle = 0;
      for (const hits of perWord) {
        const field = hits.field[r]!;
        if (field === NONE) continue;
        matched++;
        own += hits.own[r]!;
        typos += hits.typos[r]!;
        sumField += field;
        if (field < minField) minField = field;
        if (field <= 1) inTitle++;
        exact += hits.exact[r]!;
      }
      if (matched < required || matched === 0) continue;
      const page = meta.recordPage[r]!;
      if (!allowPage(page)) continue;
      // A question (some words optional) is answered by documentation and API pages before
      // blog posts, tutorials and success stories, whatever words those share with it. A short
      // query with all its words may well be after a post ("remotion 4.0"): no preference.
      let score = partialMode ? 1 - meta.pageIsDocs[page]! : 0;
      score = score * 16 + Math.min(words.length - matched, 15);
      score = score * 16 + Math.min(typos, 15);
      // Titles weigh most: the page whose title holds more of the query, then the page whose
      // title holds least else ("spring animation": spring() before "Animation math").
      score = score * 8 + (7 - Math.min(inTitle, 7));
      score = score * 8 + (inTitle > 0 ? Math.min(Math.max(meta.pageTitleWords[page]! - inTitle, 0), 7) : 7);
      // Proximity, roughly: words found together in the record's own text beat words spread
      // over the headings above it (Algolia ranks proximity before attribute).
      score = score * 8 + Math.min(matched - own, 7);
      // Then what the record itself is: a page title, a heading, or a paragraph.
      score = score * 8 + (own > 0 ? meta.levels[r]! : CONTENT_LEVEL);
      score = score * 8 + minField;
      score = score * 16 + Math.min(sumField, 15);
      score = score * 8 + (7 - Math.min(exact, 7));
      // Of two titles that match alike, the shorter one is more about the query.
      score = score * 8 + Math.min(meta.titleWords[r]!, 7);
      score = score * RECORD_RANGE + r;
      const section = meta.section[r]!;
      const known = best[section]!;
      if (known === Infinity) sections.push(section);
      if (score < known) best[section] = score;
    }
  };

  // A question or a pasted message (QUESTION_WORDS significant words or more) rarely has all
  // its words in one section of the page that answers it: every word is optional from the
  // start, the docs first, then the records holding most of the words.
  collect(words.length >= QUESTION_WORDS ? 1 : words.length);
  let partial = false;
  if (sections.length === 0 && words.length > 1) {
    // Algolia's removeWordsIfNoResults "allOptional": rather some results than none.
    collect(1);
    partial = sections.length > 0;
  }
  const sectionScores = new Float64Array(sections.length);
  sections.forEach((section, i) => {
    sectionScores[i] = best[section]!;
    best[section] = Infinity;
  });
  const all = Array.from(sectionScores, (value) => value % RECORD_RANGE);
  const ordered = limit < sectionScores.length ? smallest(sectionScores, limit) : sectionScores.sort();
  const records = Array.from(ordered, (value) => value % RECORD_RANGE);
  return {records, all, matchedTerms, partial, unmatched};
}

/**
 * The `k` smallest of `values`, in order (`values` is reordered). Quickselect moves them to the
 * front, then only they are sorted: a keystroke needs the first page of hits, not the order of
 * the thousands of sections a common word matches.
 */
export function smallest(values: Float64Array, k: number): Float64Array {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swap;
      }
    }
    if (k - 1 <= j) high = j;
    else if (k - 1 >= i) low = i;
    else break;
  }
  return values.subarray(0, k).sort();
}
