/**
 * Search for the site: extracts DocSearch records from the pages, writes the embedded index
 * (from the built HTML in production, from the MDX sources in the dev server), points the
 * theme's search page at the local client with an alias of `algoliasearch/lite`, and ships the
 * search UI in its theme (theme/). Extraction, index format, engine, browser clients and UI all
 * live in this folder, so one change to search touches one place (README.md describes the index
 * format and the ranking). In production the index is built in a worker thread (indexSite.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collectPages} from './records/pages';
import {extractMdxBlocks} from './records/fromMdx';
import {blocksToRecords} from './records/toRecords';
import type {PageInfo} from './records/types';
import type {LocalSearchGlobalData} from './client/globalData';
import {writeIndex, type IndexSiteJob, type IndexSiteResult} from './indexSite';
import {startWorker, type ModuleWorker} from '../shared/worker';

export const PLUGIN_NAME = 'docusaurus-plugin-local-search';

const SEARCH_BAR_DIR = /theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar$/;

/** Folder of the embedded index under the site's base URL. */
export const INDEX_DIR = 'search-index';

export type LocalSearchOptions = {
  /** `local` answers from the embedded index; `hosted` leaves queries to Algolia. */
  mode: 'local' | 'hosted';
  /** Index name: part of the DocSearch storage keys, and the hosted index to upload to. */
  indexName: string;
  /** Tests only: a base URL (`http://127.0.0.1:4010`) that hosted-mode queries go to instead of Algolia. */
  hostedBaseUrl?: string;
};

/** Where `postBuild` leaves the records for `npm run search:upload`. */
export function recordsFile(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, PLUGIN_NAME, 'records.json');
}

export default function localSearchPlugin(context: LoadContext, options: LocalSearchOptions): Plugin {
  const {siteConfig, siteDir, generatedFilesDir, baseUrl, i18n} = context;
  const isDev = process.env.NODE_ENV !== 'production';
  const devStaticDir = path.join(generatedFilesDir, PLUGIN_NAME, 'static');
  let pages: PageInfo[] = [];
  let indexer: ModuleWorker<IndexSiteJob, IndexSiteResult> | undefined;
  const startIndexer = () => startWorker<IndexSiteJob, IndexSiteResult>(path.join(__dirname, 'indexSite.ts'), 'indexBuiltSite');

  return {
    name: PLUGIN_NAME,

    // The search UI: NavbarSearch (the button, then DocSearchBar on demand), the SearchPage wrapper.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async allContentLoaded({allContent, actions}) {
      pages = collectPages(allContent, siteDir, i18n.currentLocale);
      const globalData: LocalSearchGlobalData = {
        mode: options.mode,
        indexUrl: `${baseUrl}${INDEX_DIR}/`,
        hostedBaseUrl: options.hostedBaseUrl ?? null,
      };
      actions.setGlobalData(globalData);
      // The indexing thread loads its modules now, on a core the compiling site leaves partly idle,
      // rather than at the start of postBuild, where loading them costs 0.24 s of the build's last
      // step. It holds about 35 MB through the render, well inside the build's memory budget.
      if (!isDev) indexer ??= startIndexer();
      if (isDev && options.mode === 'local') {
        // The dev server has no HTML to read: index what the content plugins just loaded.
        const records = pages.flatMap((page) => blocksToRecords(page, extractMdxBlocks(page.source), siteConfig.url));
        await writeIndex(path.join(devStaticDir, INDEX_DIR), records, siteConfig.url);
      }
    },

    configureWebpack(_config, _isServer, {currentBundler}) {
      const alias = {'algoliasearch/lite$': path.join(__dirname, 'client', 'liteClient.ts')};
      // The theme's SearchBar alone gets a Head that drops its Algolia preconnect (see HeadWithoutPreconnect).
      const headWithoutPreconnect = new currentBundler.instance.NormalModuleReplacementPlugin(/^@docusaurus\/Head$/, (resource: {context?: string; request?: string}) => {
        if (resource.context && SEARCH_BAR_DIR.test(resource.context)) resource.request = path.join(__dirname, 'client', 'HeadWithoutPreconnect.tsx');
      });
      const plugins = [headWithoutPreconnect];
      if (!isDev) return {resolve: {alias}, plugins};
      // Served as-is by the dev server; `watch: false` because content reloads already refresh pages.
      const devServer = {static: [{directory: devStaticDir, publicPath: baseUrl, watch: false}]};
      return {resolve: {alias}, plugins, ...({devServer} as object)};
    },

    async postBuild({outDir}) {
      const started = Date.now();
      const job: IndexSiteJob = {
        pages,
        outDir,
        trailingSlash: siteConfig.trailingSlash,
        siteUrl: siteConfig.url,
        recordsFile: recordsFile(generatedFilesDir),
        indexDir: options.mode === 'local' ? path.join(outDir, INDEX_DIR) : null,
      };
      // In a thread, so that the other postBuild steps run beside it.
      const worker = indexer ?? startIndexer();
      indexer = undefined;
      const {records, files, bytes} = await worker.call(job).finally(() => worker.stop());
      if (options.mode === 'local') {
        console.log(`[local-search] ${records} records from ${pages.length} pages: ${files} index files, ${Math.round(bytes / 1024)} KB in ${Date.now() - started} ms`);
      }
    },
  };
}
