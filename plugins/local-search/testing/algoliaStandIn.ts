import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {buildIndex} from '../engine/buildIndex';
import {memorySource} from '../engine/memorySource';
import {requestFromParams, runQuery} from '../engine/query';
import type {SearchRecord} from '../records/types';

/**
 * A stand-in for Algolia's search API on 127.0.0.1, for hosted-mode tests: it answers
 * `POST /1/indexes/* /queries` (both body shapes the lite client sends) from the given records
 * and keeps every request it received, so tests can check what the browser asked for.
 */
export type AlgoliaStandIn = {
  url: string;
  requests: {path: string; appId: string | null; queries: Record<string, unknown>[]}[];
  close(): Promise<void>;
};

function readParams(entry: Record<string, unknown>): Record<string, unknown> {
  const {params, ...rest} = entry;
  if (typeof params !== 'string') return {...rest, ...(params as Record<string, unknown> | undefined)};
  const parsed: Record<string, unknown> = {...rest};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      parsed[key] = JSON.parse(value) as unknown;
    } catch {
      parsed[key] = value;
    }
  }
  return parsed;
}

export async function startAlgoliaStandIn(records: readonly SearchRecord[], siteUrl: string, port = 0): Promise<AlgoliaStandIn> {
  const source = memorySource(buildIndex(records, siteUrl));
  const requests: AlgoliaStandIn['requests'] = [];
  const server = http.createServer((req, res) => {
    const headers = {'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'POST, OPTIONS'};
    if (req.method === 'OPTIONS') {
      res.writeHead(204, headers).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'POST' || !/^\/1\/indexes\/[^/]+\/queries$/.test(url.pathname)) {
      res.writeHead(404, {...headers, 'Content-Type': 'application/json'}).end(JSON.stringify({message: 'Not found', status: 404}));
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      void (async () => {
        try {
          const parsed = JSON.parse(body) as {requests?: Record<string, unknown>[]};
          const queries = (parsed.requests ?? []).map(readParams);
          requests.push({path: url.pathname, appId: url.searchParams.get('x-algolia-application-id') ?? req.headers['x-algolia-application-id']?.toString() ?? null, queries});
          const results = await Promise.all(queries.map((query) => runQuery(source, requestFromParams(String(query.indexName ?? ''), query))));
          res.writeHead(200, {...headers, 'Content-Type': 'application/json'}).end(JSON.stringify({results}));
        } catch (error) {
          res.writeHead(400, {...headers, 'Content-Type': 'application/json'}).end(JSON.stringify({message: String(error), status: 400}));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
