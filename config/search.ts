import type {ThemeConfig} from '@docusaurus/preset-classic';
import {ConfigError, readVar} from './env';
import type {LocalSearchOptions} from '../plugins/local-search';

/**
 * Search wiring: the embedded local index by default, hosted Algolia when the environment
 * names an Algolia app. Both modes use the same DocSearch UI, the same records
 * (plugins/local-search/) and the same request rules.
 *
 * Environment: ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME turn on hosted mode;
 * ALGOLIA_ASSISTANT_ID adds DocSearch's Ask AI. ALGOLIA_HOST (tests only) sends hosted-mode
 * queries to another base URL, such as a stand-in server on 127.0.0.1.
 */

/** Index name in local mode: DocSearch keys recent searches and favourites by it. */
export const LOCAL_INDEX_NAME = 'remotion-docs';

/**
 * DocSearch requires credentials even when nothing reaches Algolia. In local mode these are
 * never sent anywhere: both clients are replaced by the embedded index's client.
 */
const LOCAL_CREDENTIALS = {appId: 'LOCALINDEX', apiKey: 'local-search-only'} as const;

export type SearchSettings =
  | {mode: 'local'; indexName: string}
  | {mode: 'hosted'; appId: string; apiKey: string; indexName: string; assistantId?: string; hostedBaseUrl?: string};

type Env = Record<string, string | undefined>;

export function readSearchSettings(env: Env = process.env): SearchSettings {
  const appId = readVar(env, 'ALGOLIA_APP_ID');
  const apiKey = readVar(env, 'ALGOLIA_SEARCH_API_KEY');
  const indexName = readVar(env, 'ALGOLIA_INDEX_NAME');
  const assistantId = readVar(env, 'ALGOLIA_ASSISTANT_ID');
  const hostedBaseUrl = readVar(env, 'ALGOLIA_HOST');
  // Checked whenever it is set, in local mode too: a bad value is found before hosted mode needs it.
  if (hostedBaseUrl && !/^https?:\/\/[^/\s]+\/?$/.test(hostedBaseUrl)) {
    throw new ConfigError('ALGOLIA_HOST', `must be a base URL like "http://127.0.0.1:4010" (got "${hostedBaseUrl}")`);
  }
  if (!appId && !apiKey && !indexName && !assistantId) return {mode: 'local', indexName: LOCAL_INDEX_NAME};

  const requestedBy = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME', 'ALGOLIA_ASSISTANT_ID']
    .filter((key) => readVar(env, key))
    .join(', ');
  const missing = (variable: string) => `is missing: hosted search was requested (${requestedBy} set) but ${variable} is empty`;
  if (!appId) throw new ConfigError('algolia.appId', missing('ALGOLIA_APP_ID'));
  if (!apiKey) throw new ConfigError('algolia.apiKey', missing('ALGOLIA_SEARCH_API_KEY'));
  if (!indexName) throw new ConfigError('algolia.indexName', missing('ALGOLIA_INDEX_NAME'));
  return {mode: 'hosted', appId, apiKey, indexName, assistantId, hostedBaseUrl};
}

type Algolia = NonNullable<ThemeConfig['algolia']>;

export function searchConfigFor(settings: SearchSettings) {
  const pluginOptions: LocalSearchOptions = {
    mode: settings.mode,
    indexName: settings.indexName,
    hostedBaseUrl: settings.mode === 'hosted' ? settings.hostedBaseUrl : undefined,
  };
  const algolia = {
    ...(settings.mode === 'hosted' ? {appId: settings.appId, apiKey: settings.apiKey} : LOCAL_CREDENTIALS),
    indexName: settings.indexName,
    // Filters by the page's language and docs version tag, in both modes.
    contextualSearch: true,
    searchPagePath: 'search',
    ...(settings.mode === 'hosted' && settings.assistantId ? {askAi: settings.assistantId} : {}),
  } satisfies Partial<Algolia>;
  const headTags =
    settings.mode === 'hosted'
      ? [
          {
            tagName: 'link',
            attributes: {
              rel: 'preconnect',
              href: settings.hostedBaseUrl ?? `https://${settings.appId}-dsn.algolia.net`,
              crossorigin: 'anonymous',
            },
          },
        ]
      : [];
  return {
    pluginOptions,
    themeConfig: {algolia} as Partial<ThemeConfig>,
    headTags,
  };
}

/** The search settings of this build (also read by config/securityHeaders.ts for the CSP). */
export const searchSettings = readSearchSettings();

const config = searchConfigFor(searchSettings);

/** The options of plugins/local-search. */
export const localSearchOptions: LocalSearchOptions = config.pluginOptions;

/** Theme options for search (spread into themeConfig). */
export const searchThemeConfig: Partial<ThemeConfig> = config.themeConfig;

/** Tags for <head>: a preconnect to the hosted provider, in hosted mode only. */
export const searchHeadTags: {tagName: string; attributes: Record<string, string>}[] = config.headTags;
