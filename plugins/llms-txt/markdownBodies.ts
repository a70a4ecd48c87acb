/**
 * Every doc's Markdown body for postBuild (between printing and writing the files), from the
 * cheapest source that is current: the tree the MDX loader parsed and capture.ts converted during
 * this build, else a cache on disk, else the file converted here.
 *
 * The cache (under node_modules/.cache, which `docusaurus clear` removes) keeps each body with a
 * hash of its file and of every partial it inlined. It is what a warm build uses: Rspack's
 * persistent cache then skips the MDX loader for unchanged docs, so only the changed ones are
 * captured. It is dropped as a whole when anything else the output depends on changes: the
 * conversion's code, the installed packages, the site URL and options, or the set of docs and their
 * permalinks (links between docs are resolved through them).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {contentHash} from './sourceHash';
import {linkContext, type ConvertContext, type LinkedDoc} from './mdxToMarkdown';
import type {CapturedDoc} from './capture';

/** The docs to convert and what their output depends on. */
export type ConvertJob = {
  siteDir: string;
  siteUrl: string;
  admonitionTitles: boolean;
  /** Each doc's id and permalink (for links to it) and its source file. */
  docs: LinkedDoc[];
  /** The cache file, or null for no cache. */
  cacheFile: string | null;
};

/** A converted body and the hash of the source it was made from (see contentHash). */
export type ConvertedDoc = {hash: string; body: string};

/** Bodies by file path, and how many were printed from captured trees and how many came from the cache. */
export type ConvertResult = {docs: Record<string, ConvertedDoc>; captured: number; reused: number};

type CacheEntry = ConvertedDoc & {
  /** Partials the conversion inlined, with the hash of their content (null: the file was missing). */
  partials: [file: string, hash: string | null][];
};
type CacheFile = {key: string; entries: Record<string, CacheEntry>};

const readOrNull = (file: string): string | null => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** Source files whose code decides the output, besides the packages (see cacheKey). */
const CONVERTER_FILES = [
  path.join(__dirname, 'capture.ts'),
  path.join(__dirname, 'mdxToMarkdown.ts'),
  path.join(__dirname, 'print.ts'),
  path.join(__dirname, 'markdownBodies.ts'),
  path.join(__dirname, 'sourceHash.ts'),
  path.join(__dirname, '..', 'shared', 'mdxJsx.ts'),
  path.join(__dirname, '..', '..', 'lib', 'packageManagerCommands.ts'),
];

/** What a cached body depends on beyond its own file and partials. */
export function cacheKey(job: ConvertJob): string {
  const hash = createHash('sha1');
  const {cacheFile: _cacheFile, ...settings} = job;
  hash.update(JSON.stringify(settings));
  for (const file of [...CONVERTER_FILES, path.join(job.siteDir, 'package-lock.json')]) {
    hash.update(`\u0000${file}\u0000${readOrNull(file) ?? ''}`);
  }
  return hash.digest('hex');
}

function readCache(cacheFile: string | null, key: string): Record<string, CacheEntry> {
  if (!cacheFile) return {};
  try {
    const cache = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as CacheFile;
    return cache.key === key && cache.entries ? cache.entries : {};
  } catch {
    return {};
  }
}

function writeCache(cacheFile: string, cache: CacheFile): void {
  fs.mkdirSync(path.dirname(cacheFile), {recursive: true});
  // Written next to it and renamed, so that an interrupted build never leaves half a file.
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(cache));
  fs.renameSync(temporary, cacheFile);
}

/** The hash of a file's content, or null when it does not exist. */
const fileHash = (file: string): string | null => {
  const source = readOrNull(file);
  return source === null ? null : contentHash(source);
};

const partialsUnchanged = (entry: CacheEntry): boolean => entry.partials.every(([file, hash]) => fileHash(file) === hash);

/**
 * The bodies of the docs of `job`. A doc that fails to convert is left out: generateFiles (index.ts)
 * converts it again and reports the error there.
 */
export async function collectBodies(job: ConvertJob, captured: ReadonlyMap<string, CapturedDoc> = new Map()): Promise<ConvertResult> {
  // The parser and printer (print.ts): loaded only for a doc that needs them. In a cold build the
  // print worker has printed every doc, and loading the remark packages costs the main thread ~0.2 s.
  let printModule: typeof import('./print') | undefined;
  const print = async () => (printModule ??= await import('./print'));
  const key = cacheKey(job);
  const cached = readCache(job.cacheFile, key);
  const links = linkContext(job);
  const entries: Record<string, CacheEntry> = {};
  const docs: Record<string, ConvertedDoc> = {};
  let reused = 0;
  let printed = 0;
  for (const {file} of job.docs) {
    const source = readOrNull(file);
    if (source === null) continue;
    const hash = contentHash(source);
    const fromLoader = captured.get(file);
    let entry = cached[file];
    if (fromLoader && fromLoader.hash === hash) {
      const body = fromLoader.body ?? (await print()).printSerialized(fromLoader.tree);
      entry = {hash, body, partials: fromLoader.partials.map((partial) => [partial, fileHash(partial)])};
      printed += 1;
    } else if (entry && entry.hash === hash && partialsUnchanged(entry)) {
      reused += 1;
    } else {
      const partials = new Set<string>();
      const ctx: ConvertContext = {...links, filePath: file, onInclude: (partial) => partials.add(partial)};
      try {
        const body = (await print()).sourceToMarkdown(source, ctx);
        entry = {hash, body, partials: [...partials].map((partial) => [partial, fileHash(partial)])};
      } catch {
        continue;
      }
    }
    entries[file] = entry;
    docs[file] = {hash: entry.hash, body: entry.body};
  }
  if (job.cacheFile) {
    try {
      writeCache(job.cacheFile, {key, entries});
    } catch (error) {
      // A cache that cannot be written (read-only node_modules) costs the next build time, not this one its output.
      console.warn(`[llms-txt] could not write ${job.cacheFile}: ${String(error)}`);
    }
  }
  return {docs, captured: printed, reused};
}
