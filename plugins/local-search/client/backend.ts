/**
 * Which backend answers the browser's searches: the embedded index (local mode) or Algolia (hosted
 * mode), as the plugin's global data says. The modal, the /search page and the Ask AI panel all
 * ask here, so they cannot disagree; a test hook turns a built site to hosted mode against a
 * stand-in server.
 */
import globalData from '@generated/globalData';
import type {LocalSearchGlobalData} from './globalData';

export type Backend = {kind: 'local'; indexUrl: string} | {kind: 'hosted'; baseUrl: string | null};

declare global {
  interface Window {
    /**
     * Test hook: a base URL that turns the browser client into hosted mode against a stand-in
     * server, or `''` for hosted mode with Algolia's own hosts (which a test answers itself).
     * Only a script already running in the page can set it (Playwright's init script).
     */
    __SEARCH_TEST_HOSTED_BASE_URL__?: string;
  }
}

export function pluginData(): LocalSearchGlobalData {
  const data = (globalData as Record<string, Record<string, unknown> | undefined>)['docusaurus-plugin-local-search']?.default;
  return (data as LocalSearchGlobalData | undefined) ?? {mode: 'hosted', indexUrl: '/search-index/', hostedBaseUrl: null};
}

/** Which backend the browser talks to: the embedded index, or Algolia (or its stand-in). */
export function resolveBackend(data: LocalSearchGlobalData = pluginData()): Backend {
  const testBaseUrl = typeof window === 'undefined' ? undefined : window.__SEARCH_TEST_HOSTED_BASE_URL__;
  if (testBaseUrl !== undefined) return {kind: 'hosted', baseUrl: testBaseUrl || null};
  if (data.mode === 'hosted') return {kind: 'hosted', baseUrl: data.hostedBaseUrl};
  return {kind: 'local', indexUrl: data.indexUrl};
}
