/**
 * The embedded index, as files under `/search-index/`:
 *
 * - `manifest.json`: small, fetched first; names the folder of the current build. Everything
 *   else sits in `<build hash>/`, so it can be cached for as long as that build is live.
 * - `meta.json`: one entry per record and per page, enough to rank without any text.
 * - `terms-<key>.json`: the dictionary and postings of every term starting with `<key>` (one
 *   shard per first character), fetched for the words a query contains.
 * - `docs-<n>.json`: the text of a run of records of one page (a few KB), fetched for the hits
 *   being shown, with the headings above its first record so each chunk stands alone.
 * - `prefix-<p>.json`: the answer to a one- or two-character query `<p>` (best hits with their
 *   text, counts per facet), ranked at build time. A visitor's first keystrokes are answered
 *   from these few KB alone, before the rest of the index arrives.
 * - `prefixes.json`: the same answers as record ids only, for when the text is in memory.
 * - `text-<n>.json`: the same document chunks as `docs-*.json`, many to a file, for loading the
 *   whole index in the background once the first results are on screen.
 *
 * Records are numbered in document order, page after page. A heading record owns its heading
 * text; a text record owns its content. A record inherits the headings above it, so "lambda
 * timeout" finds a paragraph about timeouts under the "Lambda" heading without repeating the
 * heading's words in every record below it.
 */

export const INDEX_FORMAT_VERSION = 2;

/** Record level: 1-6 for a heading record of that level, 7 for a text record. */
export const CONTENT_LEVEL = 7;

export type Manifest = {
  format: typeof INDEX_FORMAT_VERSION;
  /** Changes whenever any file does. */
  build: string;
  siteUrl: string;
  recordCount: number;
  pageCount: number;
  /** Folder of this build's files, relative to the manifest, ending with a slash. */
  dir: string;
  /** Shard keys (first characters of terms) that have a terms file. */
  terms: string[];
  /**
   * Queries with a `prefix-<p>.json` answer, by first character: `{"c": "ahlor"}` means `c`,
   * `ca`, `ch`, `cl`, `co` and `cr` have one.
   */
  prefixes: Record<string, string>;
  /** First document chunk of each `text-<n>.json` file. */
  textFiles: number[];
};

export type MetaFile = {
  /** One digit per record: its level (see CONTENT_LEVEL). */
  levels: string;
  /** One digit per record: how many words its own text has (a mixed-case word counts its parts), capped at 9 (0 for text records). */
  titleWords: string;
  /** First record of each page. */
  pageStarts: number[];
  /** Per page: index into `facets`. */
  pageFacets: number[];
  /** Distinct [language, docusaurus_tag] pairs. */
  facets: [string, string][];
  /** Per page: index into `lvl0`. */
  pageLvl0: number[];
  lvl0: string[];
  /** First record of each document chunk (`docs-<n>.json`). */
  docStarts: number[];
};

export type TermShard = {
  /** Sorted terms. */
  t: string[];
  /** Per term: its record ids, delta-encoded with `encodePostings`. */
  p: string[];
};

/** A record's own text and, for a heading, its anchor. */
export type DocEntry = [string, string | null];

export type DocShard = {
  /** Path of the page, without origin or anchor. */
  path: string;
  /** Headings open where the chunk starts, by level (index 1-6), null where none. */
  lead: (DocEntry | null)[];
  /** The chunk's records, in order. */
  r: DocEntry[];
};

/** What a hit is made from: its record's place in the index and the text it shows. */
export type HitSource = {
  record: number;
  objectID: string;
  /** The record's level (see CONTENT_LEVEL). */
  level: number;
  /** Texts of lvl0 to lvl6, null where the record has no heading at that level. */
  hierarchy: (string | null)[];
  content: string | null;
  /** Anchor of the section the hit links to. */
  anchor: string | null;
  /** Page path, without origin or anchor. */
  path: string;
  /** Index into the meta file's `facets`. */
  facet: number;
};

export type PrefixAnswer = {
  /** The meta file's distinct [language, docusaurus_tag] pairs. */
  facets: readonly (readonly [string, string])[];
  /** Per facet: how many hits (one per section) the query has on pages with that facet. */
  counts: number[];
  /** The best hits, in ranking order; only the first PREFIX_ANSWER_HITS. */
  hits: HitSource[];
};

/** Per one- or two-character query: its counts per facet and its best records (ids, in order). */
export type PrefixRankings = Record<string, [counts: number[], records: number[]]>;

// Postings: ascending record ids stored as gaps, each gap as a base-32 varint written with
// JSON-safe characters: `0-9a-v` end a number, `A-Z` and `w-z`,`_`,`-` continue it.
const END = '0123456789abcdefghijklmnopqrstuv';
const MORE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZwxyz_-';

export function encodePostings(ids: readonly number[]): string {
  let out = '';
  let previous = -1;
  for (const id of ids) {
    let gap = id - previous;
    previous = id;
    const digits: number[] = [];
    do {
      digits.push(gap & 31);
      gap = Math.floor(gap / 32);
    } while (gap > 0);
    for (let i = digits.length - 1; i > 0; i--) out += MORE[digits[i]!];
    out += END[digits[0]!];
  }
  return out;
}

const DIGIT = new Map<string, [number, boolean]>();
for (let i = 0; i < 32; i++) {
  DIGIT.set(END[i]!, [i, true]);
  DIGIT.set(MORE[i]!, [i, false]);
}

export function decodePostings(encoded: string): number[] {
  const ids: number[] = [];
  let previous = -1;
  let value = 0;
  for (const char of encoded) {
    const digit = DIGIT.get(char);
    if (!digit) throw new Error(`Corrupt postings character "${char}"`);
    value = value * 32 + digit[0];
    if (digit[1]) {
      previous += value;
      ids.push(previous);
      value = 0;
    }
  }
  return ids;
}
