import {ConfigError, readVar} from './env';
import {externalLinks} from './links';
import type {ChatPanelOptions} from '../plugins/chat-panel';
import type {ChatSettings, GeneratorSettings, ThirdPartySettings} from '../plugins/chat-panel/types';

/**
 * The Ask AI wiring. Everything is off by default: the navbar button then opens our own panel,
 * which finds passages in the docs through the search index (plugins/chat-panel/).
 *
 * Environment:
 * - CRAWLCHAT_SITE_ID turns on the third-party chat side panel (CrawlChat's embed script).
 *   CRAWLCHAT_SCRIPT_URL replaces the script's address (tests use a stand-in on 127.0.0.1);
 *   the panel's messages are accepted from that address's origin only.
 *   CRAWLCHAT_READY_TIMEOUT_MS: how long the panel may take to report ready before the site
 *   falls back to its own panel (default 5000).
 * - AI_CHAT_BASE_URL + AI_CHAT_MODEL turn on answers written by an OpenAI-compatible chat
 *   endpoint in our own panel; AI_CHAT_API_KEY is sent as a bearer token. The browser calls the
 *   endpoint directly, so the key ships to every visitor who opens the panel (never in main.js):
 *   the build warns; use a proxy or a key meant to be public.
 *   AI_CHAT_TIMEOUT_MS bounds a whole answer (default 30000).
 * Every variable that is set is validated, whether or not its feature is on.
 */

export const CRAWLCHAT_SCRIPT_URL = 'https://crawlchat.app/embed.js';
const DEFAULT_READY_TIMEOUT_MS = 5000;
const DEFAULT_GENERATOR_TIMEOUT_MS = 30_000;

type Env = Record<string, string | undefined>;

/** An http(s) URL; plain http only for this machine, where the test stand-ins run. */
function readUrl(env: Env, key: string): URL | undefined {
  const value = readVar(env, key);
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(key, `must be an absolute URL (got "${value}")`);
  }
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new ConfigError(key, `must use https (http only for localhost or 127.0.0.1; got "${value}")`);
  }
  return url;
}

function readMs(env: Env, key: string, fallback: number): number {
  const value = readVar(env, key);
  if (!value) return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 600_000) {
    throw new ConfigError(key, `must be a whole number of milliseconds between 100 and 600000 (got "${value}")`);
  }
  return ms;
}

function readThirdParty(env: Env): ThirdPartySettings | null {
  const siteId = readVar(env, 'CRAWLCHAT_SITE_ID');
  // Every variable that is set is checked, even when its feature is off: a typo must not wait
  // for the day the feature is switched on to be found.
  const scriptUrl = readUrl(env, 'CRAWLCHAT_SCRIPT_URL');
  const readyTimeoutMs = readMs(env, 'CRAWLCHAT_READY_TIMEOUT_MS', DEFAULT_READY_TIMEOUT_MS);
  if (!siteId) {
    if (scriptUrl) throw new ConfigError('CRAWLCHAT_SITE_ID', 'is missing: CRAWLCHAT_SCRIPT_URL is set, but the panel needs a site id');
    return null;
  }
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(siteId)) {
    throw new ConfigError('CRAWLCHAT_SITE_ID', `must be letters, digits, "-" or "_" (got "${siteId}")`);
  }
  const url = scriptUrl ?? new URL(CRAWLCHAT_SCRIPT_URL);
  return {
    siteId,
    scriptUrl: url.href,
    panelOrigin: url.origin,
    readyTimeoutMs,
  };
}

function readGenerator(env: Env, warn: (message: string) => void): GeneratorSettings | null {
  const baseUrl = readUrl(env, 'AI_CHAT_BASE_URL');
  const model = readVar(env, 'AI_CHAT_MODEL');
  const apiKey = readVar(env, 'AI_CHAT_API_KEY');
  const timeoutMs = readMs(env, 'AI_CHAT_TIMEOUT_MS', DEFAULT_GENERATOR_TIMEOUT_MS);
  if (!baseUrl) {
    const stray = model ? 'AI_CHAT_MODEL' : apiKey ? 'AI_CHAT_API_KEY' : null;
    if (stray) throw new ConfigError('AI_CHAT_BASE_URL', `is missing: ${stray} is set, but answers need an endpoint`);
    return null;
  }
  if (!model) throw new ConfigError('AI_CHAT_MODEL', 'is missing: AI_CHAT_BASE_URL is set, but the endpoint needs a model name');
  if (apiKey) warn(apiKeyWarning(baseUrl));
  return {
    baseUrl: baseUrl.href.replace(/\/+$/, ''),
    model,
    apiKey: apiKey ?? null,
    timeoutMs,
  };
}

/**
 * The browser calls the endpoint itself, so the key is in the site's JavaScript (one chunk that
 * the Ask AI panel loads, see plugins/chat-panel/index.ts), readable by anyone who opens the
 * panel. Nothing can hide it; the build says so every time, loudly.
 */
export function apiKeyWarning(baseUrl: URL): string {
  const rule = '='.repeat(78);
  return [
    rule,
    'WARNING: AI_CHAT_API_KEY is set. The key will be readable by every visitor of the site.',
    `The Ask AI panel calls ${baseUrl.origin} from the browser, so the key ships in the`,
    "site's JavaScript (the chunk the panel loads when it writes an answer). Use a key meant",
    'to be public (rate-limited, scoped to this model), or point AI_CHAT_BASE_URL at a proxy',
    'that adds the key on the server and leave AI_CHAT_API_KEY unset.',
    rule,
  ].join('\n');
}

function warnLoudly(message: string): void {
  console.warn(`\n${message}\n`);
}

export function readChatSettings(env: Env = process.env, warn: (message: string) => void = warnLoudly): ChatSettings {
  return {thirdParty: readThirdParty(env), generator: readGenerator(env, warn)};
}

/** The Ask AI settings of this build (also read by config/securityHeaders.ts for the CSP). */
export const chatSettings = readChatSettings();

/** The options of plugins/chat-panel: the settings, and where /ai sends people for other help. */
export const chatPanelOptions: ChatPanelOptions = {settings: chatSettings, help: {discord: externalLinks.discord, email: externalLinks.email}};
