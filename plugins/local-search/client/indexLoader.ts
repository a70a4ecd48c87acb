import {INDEX_FORMAT_VERSION, type DocShard, type Manifest, type MetaFile, type TermShard} from '../engine/format';
import {IndexMeta} from '../engine/rank';
import type {IndexSource} from '../engine/query';

/** The error DocSearch turns into its "Unable to fetch results" screen (it checks the name). */
export class RetryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryError';
  }
}

/**
 * Fetches the embedded index file by file, as queries need them, and keeps what it fetched.
 * A failed fetch is forgotten, so the next keystroke tries again.
 */
export function createIndexLoader(indexUrl: string, fetcher: typeof fetch = (...args) => fetch(...args)): IndexSource & {warmUp(): void} {
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
  const file = async <T,>(name: string): Promise<T> => load<T>(`${indexUrl}${(await manifest()).dir}${name}`);

  let meta: Promise<IndexMeta> | null = null;
  const loadMeta = () => {
    meta ??= file<MetaFile>('meta.json')
      .then((value) => new IndexMeta(value))
      .catch((error: unknown) => {
        meta = null;
        throw error;
      });
    return meta;
  };

  return {
    manifest,
    meta: loadMeta,
    async termShard(key) {
      return (await manifest()).terms.includes(key) ? file<TermShard>(`terms-${key}.json`) : undefined;
    },
    docShard: (name) => file<DocShard>(name),
    warmUp() {
      loadMeta().catch(() => undefined);
    },
  };
}
