import {describe, expect, it} from 'vitest';
import {ConfigError, readSiteEnv} from '../env';
import {readChatSettings} from '../chat';
import {readSearchSettings} from '../search';

/**
 * Every environment variable the site reads is checked whenever it is set, even when the feature
 * it tunes is off: a bad value stops the build with an error naming the variable, instead of
 * waiting for the day the feature is switched on.
 */
const readAll = (env: Record<string, string>) => {
  readSiteEnv(env);
  readSearchSettings(env);
  readChatSettings(env, () => undefined);
};

describe('a bad value stops the build, whatever else is set', () => {
  const bad: Record<string, string[]> = {
    GTAG_TRACKING_ID: ['not an id'],
    CRAWLCHAT_SITE_ID: ['has spaces'],
    CRAWLCHAT_SCRIPT_URL: ['not a url', 'http://crawlchat.app/embed.js'],
    CRAWLCHAT_READY_TIMEOUT_MS: ['soon', '-1', '50', '1.5', '999999999'],
    AI_CHAT_BASE_URL: ['not a url', 'http://llm.example/v1'],
    AI_CHAT_TIMEOUT_MS: ['soon', '0', '30s', '1e9'],
    ALGOLIA_HOST: ['not a url', 'http://127.0.0.1:4010/path'],
  };
  for (const [key, values] of Object.entries(bad)) {
    for (const value of values) {
      it(`${key}="${value}" with its feature off`, () => {
        expect(() => readAll({[key]: value})).toThrow(ConfigError);
        expect(() => readAll({[key]: value})).toThrow(key);
      });
    }
  }

  it('times out of range are refused with the feature on as well', () => {
    expect(() => readChatSettings({CRAWLCHAT_SITE_ID: 'a', CRAWLCHAT_READY_TIMEOUT_MS: 'x'})).toThrow(/CRAWLCHAT_READY_TIMEOUT_MS/);
    expect(() => readChatSettings({AI_CHAT_BASE_URL: 'https://llm.example/v1', AI_CHAT_MODEL: 'm', AI_CHAT_TIMEOUT_MS: 'x'})).toThrow(/AI_CHAT_TIMEOUT_MS/);
  });

  it('good values with the feature off change nothing', () => {
    expect(readChatSettings({CRAWLCHAT_READY_TIMEOUT_MS: '1500', AI_CHAT_TIMEOUT_MS: '20000'})).toEqual({thirdParty: null, generator: null});
    expect(readSearchSettings({ALGOLIA_HOST: 'http://127.0.0.1:4010'})).toEqual({mode: 'local', indexName: 'remotion-docs'});
  });
});
