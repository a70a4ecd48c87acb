/**
 * Writes the embedded index (the files engine/format.ts describes) from the records, at build
 * time: numbers per record for ranking, term shards, text in chunks, and the answers to one- and
 * two-character queries, ranked here with the same engine the browser runs (rank.ts, query.ts),
 * so the first keystrokes need only one small file and get the results a full query would.
 */
import {createHash} from 'node:crypto';
import type {SearchRecord} from '../records/types';
import {CONTENT_LEVEL, INDEX_FORMAT_VERSION, encodePostings, type DocEntry, type DocShard, type Manifest, type MetaFile, type PrefixAnswer, type PrefixRankings, type TermShard} from './format';
import {findChunk, hitSource} from './query';
import {IndexMeta, rank} from './rank';
import {indexTerms, shardKey, titleWordCount} from './tokenize';

export type BuiltIndex = {manifest: Manifest; files: Map<string, string>};

/** Raw bytes of text per document chunk: showing a hit costs at most one chunk of about this size. */
export const DOC_CHUNK_BYTES = 4_000;

/** Raw bytes of text per `text-<n>.json` file (chunks loaded in the background). */
export const TEXT_FILE_BYTES = 100_000;

/** Hits kept in a prefix answer: one page of the modal's results (DocSearch asks for 20). */
export const PREFIX_ANSWER_HITS = 20;

/** Queries answered at build time: one or two letters or digits. */
const ANSWERED_PREFIX = /^[a-z0-9]{1,2}$/;

export function recordLevel(record: SearchRecord): number {
  return record.type === 'content' ? CONTENT_LEVEL : Number(record.type.slice(3));
}

export function ownText(record: SearchRecord): string {
  if (record.type === 'content') return record.content ?? '';
  return record.hierarchy[record.type] ?? '';
}

/**
 * Builds the embedded index from records grouped by page, in document order (as the
 * extraction produces them). The same records, unchanged, go to the hosted index.
 */
export function buildIndex(records: readonly SearchRecord[], siteUrl: string, docChunkBytes = DOC_CHUNK_BYTES): BuiltIndex {
  const levels: string[] = [];
  const titleWords: string[] = [];
  const pageStarts: number[] = [];
  const pageFacets: number[] = [];
  const pageLvl0: number[] = [];
  const facetKeys = new Map<string, number>();
  const lvl0Keys = new Map<string, number>();
  const postings = new Map<string, number[]>();
  const pages: {path: string; r: DocEntry[]}[] = [];
  const origin = siteUrl.replace(/\/+$/, '');

  records.forEach((record, id) => {
    const current = pages[pages.length - 1];
    const path = record.url_without_anchor.startsWith(origin) ? record.url_without_anchor.slice(origin.length) || '/' : record.url_without_anchor;
    if (!current || current.path !== path) {
      pages.push({path, r: []});
      pageStarts.push(id);
      const facetKey = JSON.stringify([record.language, record.docusaurus_tag]);
      if (!facetKeys.has(facetKey)) facetKeys.set(facetKey, facetKeys.size);
      pageFacets.push(facetKeys.get(facetKey)!);
      if (!lvl0Keys.has(record.hierarchy.lvl0)) lvl0Keys.set(record.hierarchy.lvl0, lvl0Keys.size);
      pageLvl0.push(lvl0Keys.get(record.hierarchy.lvl0)!);
    }
    const level = recordLevel(record);
    const text = ownText(record);
    levels.push(String(level));
    titleWords.push(level === CONTENT_LEVEL ? '0' : String(Math.min(9, titleWordCount(text))));
    pages[pages.length - 1]!.r.push([text, record.type === 'content' ? null : record.anchor]);
    for (const term of indexTerms(text, level === 1)) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push(id);
    }
  });

  const files = new Map<string, string>();
  const shards = new Map<string, TermShard>();
  for (const term of [...postings.keys()].sort()) {
    const key = shardKey(term);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = {t: [], p: []}));
    shard.t.push(term);
    shard.p.push(encodePostings(postings.get(term)!));
  }
  for (const [key, shard] of shards) files.set(`terms-${key}.json`, JSON.stringify(shard));

  // Document chunks: runs of records of one page, each carrying the headings open at its start.
  const docStarts: number[] = [];
  const chunks: DocShard[] = [];
  pages.forEach((page, pageIndex) => {
    const start = pageStarts[pageIndex]!;
    const open: (DocEntry | null)[] = [null, null, null, null, null, null, null];
    let bytes = Infinity;
    page.r.forEach((entry, offset) => {
      const size = entry[0].length + 8;
      if (bytes + size > docChunkBytes || offset === 0) {
        chunks.push({path: page.path, lead: open.slice(), r: []});
        docStarts.push(start + offset);
        bytes = 0;
      }
      chunks[chunks.length - 1]!.r.push(entry);
      bytes += size;
      const level = Number(levels[start + offset]);
      if (level !== CONTENT_LEVEL) {
        open[level] = entry;
        open.fill(null, level + 1);
      }
    });
  });
  chunks.forEach((chunk, index) => files.set(`docs-${index}.json`, JSON.stringify(chunk)));

  // The same chunks, many to a file, for loading all the text once the first results are shown.
  const textFiles: number[] = [];
  let textBytes = Infinity;
  chunks.forEach((chunk, index) => {
    const size = files.get(`docs-${index}.json`)!.length + 1;
    if (textBytes + size > TEXT_FILE_BYTES) {
      textFiles.push(index);
      textBytes = 0;
    }
    textBytes += size;
  });
  textFiles.forEach((first, n) => files.set(`text-${n}.json`, JSON.stringify(chunks.slice(first, textFiles[n + 1] ?? chunks.length))));

  const meta: MetaFile = {
    levels: levels.join(''),
    titleWords: titleWords.join(''),
    pageStarts,
    pageFacets,
    facets: [...facetKeys.keys()].map((key) => JSON.parse(key) as [string, string]),
    pageLvl0,
    lvl0: [...lvl0Keys.keys()],
    docStarts,
  };
  files.set('meta.json', JSON.stringify(meta));

  const prefixes = writePrefixAnswers(meta, shards, chunks, files);

  const hash = createHash('sha1');
  for (const name of [...files.keys()].sort()) hash.update(name).update(files.get(name)!);
  const build = hash.digest('hex').slice(0, 12);
  const manifest: Manifest = {
    format: INDEX_FORMAT_VERSION,
    build,
    siteUrl: origin,
    recordCount: records.length,
    pageCount: pages.length,
    dir: `${build}/`,
    terms: [...shards.keys()].sort(),
    prefixes,
    textFiles,
  };
  return {manifest, files};
}

/**
 * Ranks every one- and two-character query at build time with the engine itself and writes
 * its first hits, with their text, to `prefix-<p>.json`, and all of them as record ids to
 * `prefixes.json`. Such a query matches every word that
 * starts with it (no typos below four letters), so its answer depends on nothing but the index.
 */
function writePrefixAnswers(metaFile: MetaFile, shards: ReadonlyMap<string, TermShard>, chunks: readonly DocShard[], files: Map<string, string>): Record<string, string> {
  const meta = new IndexMeta(metaFile);
  const candidates = new Set<string>();
  const terms = [...[...shards.values()].flatMap((shard) => shard.t), ...meta.lvl0Terms.flat()];
  for (const term of terms) {
    for (const prefix of [term.slice(0, 1), term.slice(0, 2)]) if (ANSWERED_PREFIX.test(prefix)) candidates.add(prefix);
  }
  const prefixes: Record<string, string> = {};
  const rankings: PrefixRankings = {};
  for (const prefix of [...candidates].sort()) {
    const ranked = rank(meta, shards, [prefix], () => true, PREFIX_ANSWER_HITS);
    if (ranked.all.length === 0) continue;
    const counts = meta.facets.map(() => 0);
    for (const record of ranked.all) counts[meta.pageFacets[meta.recordPage[record]!]!]! += 1;
    const best = ranked.records;
    rankings[prefix] = [counts, best];
    const hits = best.map((record) => {
      const chunk = findChunk(meta.docStarts, record);
      return hitSource(meta, chunks[chunk]!, meta.docStarts[chunk]!, record);
    });
    const answer: PrefixAnswer = {facets: metaFile.facets, counts, hits};
    files.set(`prefix-${prefix}.json`, JSON.stringify(answer));
    prefixes[prefix[0]!] = (prefixes[prefix[0]!] ?? '') + prefix.slice(1);
  }
  files.set('prefixes.json', JSON.stringify(rankings));
  return prefixes;
}
