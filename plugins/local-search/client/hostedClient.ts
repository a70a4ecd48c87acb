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

/** Algolia's lite client for hosted mode, pointed at `baseUrl` when one is given. */
export function createHostedClient(appId: string, apiKey: string, baseUrl: string | null, options: LiteClientOptions = {}): SearchClientSurface {
  const client = algoliaLiteClient(appId, apiKey, baseUrl ? {...options, hosts: hostsFor(baseUrl)} : options);
  return withRules(client) as unknown as SearchClientSurface;
}
