/**
 * The browser's side of the embedded index (engine/format.ts): the manifest first, then the files
 * each query needs, each fetched once and kept, and on request the whole rest of the index at low
 * priority, so that later keystrokes rank in memory. A failed fetch is forgotten, so the next
 * keystroke tries again, and is reported as RetryError, which DocSearch shows as its error screen.
 */
import {INDEX_FORMAT_VERSION, type DocShard, type Manifest, type MetaFile, type PrefixAnswer, type PrefixRankings, type TermShard} from '../engine/format';
import {IndexMeta} from '../engine/rank';
import {prefixAnswerFromRanking, requestFromParams, runQuery, type IndexSource} from '../engine/query';
import {snippetAttributes} from './requests';
import {whenIdle} from '../../../lib/whenIdle';

/** The error DocSearch turns into its "Unable to fetch results" screen (it checks the name). */
export class RetryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryError';
  }
}

/** Performance mark set when every file a later query could need is in memory. */
export const INDEX_LOADED_MARK = 'local-search:index-loaded';

export type IndexLoader = IndexSource & {
  /** Fetches the manifest, so the first query only waits for its answer file. */
  warmUp(): void;
  /** Fetches the rest of the index (meta, every term shard, prefix rankings, all text); resolves once it is in memory. */
  loadAll(): Promise<void>;
};

/**
 * A query run once, at idle time, when the whole index is in memory: the engine's first query
 * compiles its matching and ranking code and pays for the first garbage collection after the
 * index was parsed (about 20 ms in Node), which would otherwise land on the first word someone
 * types that is long enough for a typo. Its words take every path: a typo ("rendr"), four words
 * (a question, every word optional) and a prefix last word.
 */
const FIRST_RUN_QUERY = 'how to rendr a video composition with lambd';

/** Background fetches yield to anything the page asks for at the same time. */
const BACKGROUND: RequestInit = {priority: 'low'};

/** Text files fetched at once while loading the whole index: enough to keep the line busy. */
const PARALLEL_TEXT_FILES = 2;

/**
 * Fetches the embedded index file by file, as queries need them, and keeps what it fetched.
 * A failed fetch is forgotten, so the next keystroke tries again.
 */
export function createIndexLoader(indexUrl: string, fetcher: typeof fetch = (...args) => fetch(...args)): IndexLoader {
  const cache = new Map<string, Promise<unknown>>();

  const load = <T,>(url: string, init?: RequestInit): Promise<T> => {
    let promise = cache.get(url) as Promise<T> | undefined;
    if (!promise) {
      promise = fetcher(url, init)
        .then((response) => {
          if (!response.ok) throw new RetryError(`Search index file ${url} answered ${response.status}`);
          return response.json() as Promise<T>;
        })
        .catch((error: unknown) => {
          cache.delete(url);
          throw error instanceof RetryError ? error : new RetryError(`Search index file ${url} could not be loaded`);
        });
      cache.set(url, promise);
    }
    return promise;
  };

  // The manifest changes with every build (so it is revalidated); the files it points to live
  // in a folder named after the build's hash.
  const manifest = () =>
    load<Manifest>(`${indexUrl}manifest.json`, {cache: 'no-cache'}).then((value) => {
      if (value.format !== INDEX_FORMAT_VERSION) throw new RetryError(`Unsupported search index format ${String(value.format)}`);
      return value;
    });
  const fileUrl = async (name: string) => `${indexUrl}${(await manifest()).dir}${name}`;
  const file = async <T,>(name: string, init?: RequestInit): Promise<T> => load<T>(await fileUrl(name), init);

  let meta: Promise<IndexMeta> | null = null;
  const loadMeta = (init?: RequestInit) => {
    meta ??= file<MetaFile>('meta.json', init)
      .then((value) => new IndexMeta(value))
      .catch((error: unknown) => {
        meta = null;
        throw error;
      });
    return meta;
  };

  const termShard = async (key: string, init?: RequestInit) => ((await manifest()).terms.includes(key) ? file<TermShard>(`terms-${key}.json`, init) : undefined);

  /** One text file: its chunks stand in for the `docs-<n>.json` files they repeat. */
  const loadText = async (n: number, first: number) => {
    const chunks = await file<DocShard[]>(`text-${n}.json`, BACKGROUND);
    for (const [offset, chunk] of chunks.entries()) {
      const url = await fileUrl(`docs-${first + offset}.json`);
      if (!cache.has(url)) cache.set(url, Promise.resolve(chunk));
    }
  };

  // Set once the whole index is in memory: prefix answers are then rebuilt from it, not fetched.
  let inMemory: {meta: IndexMeta; rankings: PrefixRankings} | null = null;
  let all: Promise<void> | null = null;
  const loadAll = () => {
    all ??= (async () => {
      const started = performance.now();
      const {terms, textFiles} = await manifest();
      const [loadedMeta, rankings] = await Promise.all([
        loadMeta(BACKGROUND),
        file<PrefixRankings>('prefixes.json', BACKGROUND),
        Promise.all(terms.map((key) => termShard(key, BACKGROUND))),
      ]);
      const queue = textFiles.map((first, n) => [n, first] as const);
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await loadText(...next);
      };
      await Promise.all(Array.from({length: PARALLEL_TEXT_FILES}, worker));
      inMemory = {meta: loadedMeta, rankings};
      await new Promise<void>((resolve) => whenIdle(resolve, 1000));
      await runQuery(loader, requestFromParams('first-run', {query: FIRST_RUN_QUERY, attributesToSnippet: snippetAttributes()}));
      performance.mark(INDEX_LOADED_MARK, {detail: {ms: performance.now() - started, files: 2 + terms.length + textFiles.length}});
    })().catch((error: unknown) => {
      all = null;
      throw error;
    });
    return all;
  };

  const loader: IndexLoader = {
    manifest,
    meta: () => loadMeta(),
    termShard: (key) => termShard(key),
    docShard: (name) => file<DocShard>(name),
    prefixAnswer(prefix) {
      const ranking = inMemory?.rankings[prefix];
      if (inMemory && ranking) return prefixAnswerFromRanking(inMemory.meta, ranking, (name) => file<DocShard>(name));
      return file<PrefixAnswer>(`prefix-${prefix}.json`);
    },
    warmUp() {
      manifest().catch(() => undefined);
    },
    loadAll,
  };
  return loader;
}
