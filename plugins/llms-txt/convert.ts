/**
 * Converts every doc to Markdown, for postBuild, with a cache on disk: the work of the child
 * process that index.ts starts once the docs are loaded (../shared/worker.ts, at the lowest CPU
 * priority, where its compiler and garbage collector threads are lowered too), so that it runs on
 * CPU time the compiling site leaves over (issue 9, build-cold-time).
 *
 * Why a separate worker, with figures from cold builds at 367 docs on this machine: the main thread is the
 * bottleneck of bundling (it runs every JS loader while Rspack's own threads wait for it; the
 * process used 1.2-1.6 of the 2 cores then), and converting each doc from the MDX loader's tree
 * cost it 1.3 s there. Parsing and converting all docs again here costs about 5 s of CPU, but on a
 * core that is half idle until the loaders are done.
 *
 * The cache (under node_modules/.cache, which `docusaurus clear` removes) keeps each body with a
 * hash of its file and of every partial it inlined, so a warm build converts only what changed
 * (before: about 6 s of postBuild, since Rspack's persistent cache skips the MDX loader). It is
 * dropped as a whole when anything else the output depends on changes: the converter's code, the
 * installed packages, the site URL and options, or the set of docs and their permalinks (links
 * between docs are resolved through them).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {contentHash} from './sourceHash';
import {mdxToMarkdown, type ConvertContext} from './toMarkdown';
import {linkContext, type LinkedDoc} from './docLinks';

/** A doc to convert: its id and permalink (for links to it) and its source file. */
export type JobDoc = LinkedDoc;

/** Everything the worker needs, as plain data (it crosses a thread boundary). */
export type ConvertJob = {
  siteDir: string;
  siteUrl: string;
  admonitionTitles: boolean;
  docs: JobDoc[];
  /** The cache file, or null for no cache. */
  cacheFile: string | null;
};

/** A converted body and the hash of the source it was made from (see contentHash). */
export type ConvertedDoc = {hash: string; body: string};

/** What the worker sends back: converted bodies by file path, and how many came from the cache. */
export type ConvertResult = {docs: Record<string, ConvertedDoc>; reused: number};

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
  path.join(__dirname, 'toMarkdown.ts'),
  path.join(__dirname, 'convert.ts'),
  path.join(__dirname, 'sourceHash.ts'),
  path.join(__dirname, 'docLinks.ts'),
  path.join(__dirname, '..', 'shared', 'mdxJsx.ts'),
  path.join(__dirname, '..', '..', 'src', 'components', 'mdx', 'PackageManagerTabs', 'commands.ts'),
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
 * Converts the docs of `job`, reusing cached bodies whose file and partials are unchanged. A doc
 * that fails to convert is left out: postBuild converts it again and reports the error there.
 */
export function convertDocs(job: ConvertJob): ConvertResult {
  const key = cacheKey(job);
  const cached = readCache(job.cacheFile, key);
  const links = linkContext(job);
  const entries: Record<string, CacheEntry> = {};
  const docs: Record<string, ConvertedDoc> = {};
  let reused = 0;
  for (const {file} of job.docs) {
    const source = readOrNull(file);
    if (source === null) continue;
    const hash = contentHash(source);
    let entry = cached[file];
    if (entry && entry.hash === hash && partialsUnchanged(entry)) {
      reused += 1;
    } else {
      const partials = new Set<string>();
      const ctx: ConvertContext = {...links, filePath: file, onInclude: (partial) => partials.add(partial)};
      try {
        const body = mdxToMarkdown(source, ctx);
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
  return {docs, reused};
}
