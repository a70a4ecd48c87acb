import {describe, expect, it} from 'vitest';
import {LOCAL_INDEX_NAME, readSearchSettings, searchConfigFor} from '../../../config/search';

const hostedEnv = {ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'remotion'};

describe('search configuration', () => {
  it('uses the embedded index when no Algolia variable is set', () => {
    const settings = readSearchSettings({});
    expect(settings).toEqual({mode: 'local', indexName: LOCAL_INDEX_NAME});
    const config = searchConfigFor(settings);
    expect(config.headTags).toEqual([]);
    expect(config.themeConfig.algolia).toMatchObject({indexName: LOCAL_INDEX_NAME, contextualSearch: true});
    expect(config.themeConfig.algolia).not.toHaveProperty('askAi');
  });

  it('uses hosted Algolia when app id, key and index name are set, with a preconnect', () => {
    const settings = readSearchSettings(hostedEnv);
    const config = searchConfigFor(settings);
    expect(config.themeConfig.algolia).toMatchObject({appId: 'APP123', apiKey: 'search-key', indexName: 'remotion', contextualSearch: true});
    expect(config.headTags).toEqual([{tagName: 'link', attributes: {rel: 'preconnect', href: 'https://APP123-dsn.algolia.net', crossorigin: 'anonymous'}}]);
  });

  it('turns on Ask AI with an assistant id', () => {
    const config = searchConfigFor(readSearchSettings({...hostedEnv, ALGOLIA_ASSISTANT_ID: 'assistant-1'}));
    expect(config.themeConfig.algolia).toMatchObject({askAi: 'assistant-1'});
  });

  it('stops with an error naming appId or apiKey when hosted mode lacks them', () => {
    expect(() => readSearchSettings({ALGOLIA_INDEX_NAME: 'remotion', ALGOLIA_SEARCH_API_KEY: 'k'})).toThrow(/appId/);
    expect(() => readSearchSettings({ALGOLIA_APP_ID: 'APP123', ALGOLIA_INDEX_NAME: 'remotion'})).toThrow(/apiKey/);
    expect(() => readSearchSettings({ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_API_KEY: '  '})).toThrow(/apiKey/);
    expect(() => readSearchSettings({ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_API_KEY: 'k'})).toThrow(/indexName/);
  });

  it('accepts a stand-in host for tests and preconnects to it instead', () => {
    const config = searchConfigFor(readSearchSettings({...hostedEnv, ALGOLIA_HOST: 'http://127.0.0.1:4010'}));
    expect(config.headTags[0]?.attributes.href).toBe('http://127.0.0.1:4010');
    expect(() => readSearchSettings({...hostedEnv, ALGOLIA_HOST: 'not a url'})).toThrow(/ALGOLIA_HOST/);
  });
});
