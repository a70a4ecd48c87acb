/**
 * The embedded index behind the surface of Algolia's lite client, so that DocSearch's modal and
 * the theme's /search page use it unchanged. Each index URL has one loader, shared by both; once
 * the first results are on screen the rest of the index loads at idle time, except on a
 * data-saving connection.
 */
import {requestFromParams, runQuery} from '../engine/query';
import {createIndexLoader, type IndexLoader} from './indexLoader';
import {whenIdle} from '../../../lib/whenIdle';
import {applyRules, readCall, type LegacyCall, type ModernCall} from './requests';
import {savesData} from '../../../lib/connection';

/** The part of Algolia's lite client that DocSearch and the theme's search page use. */
export type SearchClientSurface = {
  appId: string;
  apiKey: string;
  search(call: ModernCall | LegacyCall): Promise<{results: unknown[]}>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
  transporter: {algoliaAgent: {value: string; add(options: {segment: string; version?: string}): unknown}};
};

const loaders = new Map<string, IndexLoader>();

/** One loader per index URL, shared by the modal and the search page. */
export function indexLoader(indexUrl: string): IndexLoader {
  let loader = loaders.get(indexUrl);
  if (!loader) loaders.set(indexUrl, (loader = createIndexLoader(indexUrl)));
  return loader;
}

/**
 * A search client with the lite client's surface that answers from the embedded index. It
 * takes the modal's `{requests: [...]}` calls and the search page's legacy
 * `[{indexName, params}]` calls, and answers both with `{results: [...]}`.
 */
export function createLocalClient(indexUrl: string, appId = 'local', apiKey = 'local'): SearchClientSurface {
  const loader = indexLoader(indexUrl);
  let loadingAll = false;
  // Once the first results are on screen, the rest of the index comes in while the browser is
  // idle, so later keystrokes rank in memory instead of waiting for files.
  const loadRest = () => {
    // A data-saving connection keeps fetching only what each query needs, as Docusaurus skips
    // prefetching for it: the whole index is 0.7 MB gzip at 400 pages.
    if (loadingAll || savesData()) return;
    loadingAll = true;
    whenIdle(
      () =>
        loader.loadAll().catch(() => {
          loadingAll = false;
        }),
      1000,
    );
  };
  const agents = ['Local search'];
  const algoliaAgent = {
    get value() {
      return agents.join('; ');
    },
    add({segment, version}: {segment: string; version?: string}) {
      const entry = version ? `${segment} (${version})` : segment;
      if (!agents.includes(entry)) agents.push(entry);
      return algoliaAgent;
    },
  };
  return {
    appId,
    apiKey,
    async search(call) {
      const started = performance.now();
      const {queries, legacy} = readCall(call);
      const results = await Promise.all(
        queries.map((query) => {
          const ruled = applyRules(query, legacy);
          return runQuery(loader, requestFromParams(ruled.indexName, ruled.params));
        }),
      );
      // A mark per answered query, for the benchmark and for anyone profiling search in devtools.
      const ms = performance.now() - started;
      for (const result of results) {
        performance.mark('local-search:results', {detail: {query: result.query, hits: result.nbHits, ms, cpuMs: result.processingTimeMS}});
      }
      loadRest();
      return {results};
    },
    addAlgoliaAgent(segment, version) {
      algoliaAgent.add({segment, version});
    },
    async clearCache() {},
    transporter: {algoliaAgent},
  };
}
