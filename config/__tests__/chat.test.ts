import {describe, expect, it} from 'vitest';
import {CRAWLCHAT_SCRIPT_URL, readChatSettings} from '../chat';
import {ConfigError} from '../env';

describe('readChatSettings', () => {
  it('is all off on a machine with no accounts', () => {
    expect(readChatSettings({})).toEqual({thirdParty: null, generator: null});
  });

  it('loads the third-party panel for a site id, trusting only the script origin', () => {
    expect(readChatSettings({CRAWLCHAT_SITE_ID: 'abc123'}).thirdParty).toEqual({
      siteId: 'abc123',
      scriptUrl: CRAWLCHAT_SCRIPT_URL,
      panelOrigin: 'https://crawlchat.app',
      readyTimeoutMs: 5000,
    });
    expect(
      readChatSettings({CRAWLCHAT_SITE_ID: 'x', CRAWLCHAT_SCRIPT_URL: 'http://127.0.0.1:3290/embed.js', CRAWLCHAT_READY_TIMEOUT_MS: '1500'}).thirdParty,
    ).toMatchObject({panelOrigin: 'http://127.0.0.1:3290', readyTimeoutMs: 1500});
  });

  it('configures the generator from base URL, model and key', () => {
    expect(readChatSettings({AI_CHAT_BASE_URL: 'https://llm.example/v1/', AI_CHAT_MODEL: 'm', AI_CHAT_API_KEY: 'k'}, () => undefined).generator).toEqual({
      baseUrl: 'https://llm.example/v1',
      model: 'm',
      apiKey: 'k',
      timeoutMs: 30_000,
    });
  });

  it('warns loudly, naming the variable, that an API key is readable by every visitor', () => {
    const warnings: string[] = [];
    readChatSettings({AI_CHAT_BASE_URL: 'https://llm.example/v1', AI_CHAT_MODEL: 'm', AI_CHAT_API_KEY: 'sk-secret'}, (m) => warnings.push(m));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/WARNING: AI_CHAT_API_KEY is set/);
    expect(warnings[0]).toMatch(/readable by every visitor/);
    expect(warnings[0]).toContain('https://llm.example');
    // The warning names the variable, never the key itself (build logs are often public).
    expect(warnings[0]).not.toContain('sk-secret');
  });

  it('says nothing without a key', () => {
    const warnings: string[] = [];
    readChatSettings({AI_CHAT_BASE_URL: 'https://llm.example/v1', AI_CHAT_MODEL: 'm'}, (m) => warnings.push(m));
    readChatSettings({}, (m) => warnings.push(m));
    expect(warnings).toEqual([]);
  });

  it('names the bad key', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{CRAWLCHAT_SITE_ID: 'has spaces'}, /CRAWLCHAT_SITE_ID/],
      [{CRAWLCHAT_SCRIPT_URL: 'https://x/embed.js'}, /CRAWLCHAT_SITE_ID is missing/],
      [{CRAWLCHAT_SITE_ID: 'a', CRAWLCHAT_SCRIPT_URL: 'http://crawlchat.app/embed.js'}, /CRAWLCHAT_SCRIPT_URL must use https/],
      [{CRAWLCHAT_SITE_ID: 'a', CRAWLCHAT_READY_TIMEOUT_MS: 'soon'}, /CRAWLCHAT_READY_TIMEOUT_MS/],
      [{AI_CHAT_BASE_URL: 'https://llm.example/v1'}, /AI_CHAT_MODEL is missing/],
      [{AI_CHAT_MODEL: 'm'}, /AI_CHAT_BASE_URL is missing/],
      [{AI_CHAT_BASE_URL: 'not a url', AI_CHAT_MODEL: 'm'}, /AI_CHAT_BASE_URL must be an absolute URL/],
    ];
    for (const [env, message] of cases) {
      expect(() => readChatSettings(env)).toThrow(ConfigError);
      expect(() => readChatSettings(env)).toThrow(message);
    }
  });
});
