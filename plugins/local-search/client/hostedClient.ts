// The real lite client, by a path the `algoliasearch/lite` alias does not catch.
import {liteClient as algoliaLiteClient} from 'algoliasearch/dist/lite/builds/browser';
import {withRules} from './requests';
import type {SearchClientSurface} from './localClient';

export type LiteClientOptions = NonNullable<Parameters<typeof algoliaLiteClient>[2]>;

/** Hosts for a base URL such as `http://127.0.0.1:4010` (the tests' stand-in for Algolia). */
export function hostsFor(baseUrl: string): NonNullable<LiteClientOptions['hosts']> {
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return [{url: url.hostname, port: url.port ? Number(url.port) : undefined, protocol, accept: 'readWrite'}];
}

type HostsCache = NonNullable<LiteClientOptions['hostsCache']>;
type HostLike = {url: string; port?: number; protocol?: string};

/**
 * Which hosts are down or timed out, so the next searches try the others first for two minutes.
 *
 * Algolia's client (5.43 in DocSearch, 5.64 here) writes a failed host's state under the key of
 * the host *with* its state and reads it back under the key of the host without it, so the mark
 * is never found and every search starts with the dead host again (reported upstream: see
 * plugins/local-search/UPSTREAM.md). Its default cache is also JSON-serialised, which would drop
 * the state's methods if the keys did match. This cache keys hosts by protocol, name and port,
 * and keeps the state objects as they are, in memory for the page's lifetime.
 */
export function createHostsCache(): HostsCache {
  const states = new Map<string, unknown>();
  const keyOf = (key: unknown) => {
    const host = key as HostLike;
    return `${host.protocol ?? 'https'}://${host.url}:${host.port ?? ''}`;
  };
  const cache = {
    get(key: unknown, defaultValue: () => Promise<unknown>, events = {miss: (_value: unknown) => Promise.resolve()}) {
      const name = keyOf(key);
      if (states.has(name)) return Promise.resolve(states.get(name));
      const value = defaultValue();
      return value.then((resolved) => events.miss(resolved)).then(() => value);
    },
    set(key: unknown, value: unknown) {
      states.set(keyOf(key), value);
      return Promise.resolve(value);
    },
    delete(key: unknown) {
      states.delete(keyOf(key));
      return Promise.resolve();
    },
    clear() {
      states.clear();
      return Promise.resolve();
    },
  };
  return cache as unknown as HostsCache;
}

/**
 * Algolia's lite client for hosted mode: the same client (this site's `algoliasearch`) for the
 * modal and the search page, pointed at `baseUrl` when one is given (a stand-in), at Algolia's
 * own hosts otherwise, and remembering which hosts failed.
 */
export function createHostedClient(appId: string, apiKey: string, baseUrl: string | null, options: LiteClientOptions = {}): SearchClientSurface {
  const withCache = {hostsCache: createHostsCache(), ...options};
  const client = algoliaLiteClient(appId, apiKey, baseUrl ? {...withCache, hosts: hostsFor(baseUrl)} : withCache);
  return withRules(client) as unknown as SearchClientSurface;
}
