import type {SecurityHeadersOptions} from '../plugins/security-headers';
import type {ServiceSources} from '../plugins/security-headers/csp';
import type {ChatSettings} from '../plugins/chat-panel/types';
import type {SearchSettings} from './search';

/**
 * What the Content-Security-Policy allows beyond the site itself: exactly the third-party
 * services this build turns on (config/search.ts, config/chat.ts, analytics), so a build with
 * none of them allows no other host for scripts, requests or frames.
 */
export function serviceSources({search, chat, gtagTrackingId}: {search: SearchSettings; chat: ChatSettings; gtagTrackingId?: string}): ServiceSources {
  const sources: ServiceSources = {script: [], connect: [], frame: [], img: []};
  if (gtagTrackingId) {
    sources.script.push('https://www.googletagmanager.com');
    sources.connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com');
    sources.img.push('https://*.google-analytics.com', 'https://*.googletagmanager.com');
  }
  if (search.mode === 'hosted') {
    // DocSearch queries `<appId>-dsn.algolia.net` (agents on `<appId>.algolia.net`), falls back to
    // `<appId>-N.algolianet.com`, and sends click events to insights; Ask AI talks to *.algolia.com.
    sources.connect.push('https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io');
    if (search.assistantId) sources.connect.push('https://*.algolia.com');
    if (search.hostedBaseUrl) sources.connect.push(new URL(search.hostedBaseUrl).origin);
  }
  if (chat.thirdParty) {
    // The embed script comes from the script's origin and opens its panel frame from it.
    const {scriptUrl, panelOrigin} = chat.thirdParty;
    sources.script.push(new URL(scriptUrl).origin);
    sources.frame.push(panelOrigin);
    sources.connect.push(panelOrigin);
  }
  if (chat.generator) sources.connect.push(new URL(chat.generator.baseUrl).origin);
  return sources;
}

/** /ai-embed is the one page other sites may frame; every other page forbids framing. */
export const FRAMABLE = {paths: ['/ai-embed'], ancestors: ['*']};

/** The options of plugins/security-headers for the services this build turns on. */
export function securityHeadersOptions(settings: Parameters<typeof serviceSources>[0]): SecurityHeadersOptions {
  return {services: serviceSources(settings), framable: FRAMABLE};
}
