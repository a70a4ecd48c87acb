import {describe, expect, it} from 'vitest';
import {serviceSources} from '../securityHeaders';
import {readChatSettings} from '../chat';
import {readSearchSettings} from '../search';

const settings = (env: Record<string, string>) => ({search: readSearchSettings(env), chat: readChatSettings(env, () => undefined), gtagTrackingId: env.GTAG_TRACKING_ID});

describe('serviceSources', () => {
  it('allows no other host when no service is configured', () => {
    expect(serviceSources(settings({}))).toEqual({script: [], connect: [], frame: [], img: []});
  });

  it('allows exactly the hosts of each configured service', () => {
    const sources = serviceSources(
      settings({
        GTAG_TRACKING_ID: 'G-ABC123',
        ALGOLIA_APP_ID: 'APP1',
        ALGOLIA_SEARCH_API_KEY: 'k',
        ALGOLIA_INDEX_NAME: 'i',
        ALGOLIA_HOST: 'http://127.0.0.1:4010',
        CRAWLCHAT_SITE_ID: 'site',
        CRAWLCHAT_SCRIPT_URL: 'http://127.0.0.1:3290/embed.js',
        AI_CHAT_BASE_URL: 'https://llm.example/v1',
        AI_CHAT_MODEL: 'm',
      }),
    );
    expect(sources.script).toEqual(['https://www.googletagmanager.com', 'http://127.0.0.1:3290']);
    expect(sources.frame).toEqual(['http://127.0.0.1:3290']);
    expect(sources.connect).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.algolia.net', 'https://*.algolianet.com', 'http://127.0.0.1:4010', 'http://127.0.0.1:3290', 'https://llm.example']),
    );
    expect(sources.connect.some((source) => source.includes('algolia.com'))).toBe(false);
  });

  it('adds Ask AI of hosted search only with an assistant id', () => {
    const sources = serviceSources(settings({ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i', ALGOLIA_ASSISTANT_ID: 'x'}));
    expect(sources.connect).toContain('https://*.algolia.com');
  });
});
