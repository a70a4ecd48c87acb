import {describe, expect, it} from 'vitest';
import type {LoadContext, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import chatPanelPlugin from '../index';
import {GENERATOR_FILE, type ChatSettings} from '../types';

const KEY = 'sk-test-key-not-for-main-js';
const settings: ChatSettings = {
  thirdParty: null,
  generator: {baseUrl: 'https://llm.example/v1', model: 'm', apiKey: KEY, timeoutMs: 30_000},
};

describe('chatPanelPlugin', () => {
  it('keeps the API key out of what every page downloads', async () => {
    // Its entry in the config is a closure (config/localPlugin.ts): the key is not in main.js.
    const plugin = chatPanelPlugin({} as LoadContext, {settings});
    let globalData: unknown;
    const modules = new Map<string, string>();
    const actions = {
      setGlobalData: (data: unknown) => {
        globalData = data;
      },
      createData: async (name: string, data: string) => {
        modules.set(name, data);
        return name;
      },
      addRoute: () => undefined,
    } as unknown as PluginContentLoadedActions;
    await plugin.contentLoaded?.({content: undefined, actions, allContent: {}} as never);

    expect(globalData).toEqual({thirdParty: null, generates: true});
    expect(JSON.stringify(globalData)).not.toContain(KEY);
    // The key lives in the generator's own data module, imported lazily by the panel.
    expect(JSON.parse(modules.get(GENERATOR_FILE)!)).toEqual(settings.generator);
  });

  it('writes a null generator when answers are off', async () => {
    const plugin = chatPanelPlugin({} as LoadContext, {settings: {thirdParty: null, generator: null}});
    const modules = new Map<string, string>();
    const actions = {setGlobalData: () => undefined, createData: async (name: string, data: string) => modules.set(name, data) && name, addRoute: () => undefined};
    await plugin.contentLoaded?.({content: undefined, actions, allContent: {}} as never);
    expect(modules.get(GENERATOR_FILE)).toBe('null');
  });

  it('adds /ai, with the help links as a prop, and /ai-embed, both from its theme', async () => {
    const routes: RouteConfig[] = [];
    const help = {discord: 'https://chat.example', email: 'mailto:team@example.com'};
    const plugin = chatPanelPlugin({} as LoadContext, {settings: {thirdParty: null, generator: null}, help});
    const actions = {setGlobalData: () => undefined, createData: async (name: string) => name, addRoute: (route: RouteConfig) => routes.push(route)};
    await plugin.contentLoaded?.({content: undefined, actions, allContent: {}} as never);
    expect(routes).toEqual([
      {path: '/ai', component: '@theme/AskAiPage', exact: true, props: {help}},
      {path: '/ai-embed', component: '@theme/AskAiEmbedPage', exact: true},
    ]);
    expect(plugin.getThemePath?.()).toMatch(/chat-panel[\\/]theme$/);
  });
});
