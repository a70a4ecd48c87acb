/**
 * The chat settings every page knows (is a third-party panel configured, are answers written),
 * read once from the plugin's global data. Only what is not secret is there: the generator's own
 * settings are a lazily loaded module (generatorSettings.ts). A test hook replaces them, so one
 * build is tested with and without each service.
 */
import globalData from '@generated/globalData';
import {PLUGIN_NAME, type ChatGlobalData, type ChatSettings} from '../types';

export type {ChatGlobalData, ChatSettings, GeneratorSettings, ThirdPartySettings} from '../types';

declare global {
  interface Window {
    /**
     * Test hook: settings that replace the built ones, so one build can be tested with and
     * without the third-party panel and the generator. Only a script that already runs in the
     * page before the app (Playwright's init script) can set it.
     */
    __CHAT_PANEL_TEST_SETTINGS__?: Partial<ChatSettings>;
  }
}

const OFF: ChatGlobalData = {thirdParty: null, generates: false};

let cached: ChatGlobalData | null = null;

/**
 * The settings every page knows: the build's, or the test hook's when a test set one. Read once.
 * The generator's own settings load on demand (generatorSettings.ts).
 */
export function chatSettings(): ChatGlobalData {
  if (cached) return cached;
  const data = (globalData as Record<string, Record<string, unknown> | undefined>)[PLUGIN_NAME]?.default as ChatGlobalData | undefined;
  const built = data ?? OFF;
  if (typeof window === 'undefined') return built;
  const test = window.__CHAT_PANEL_TEST_SETTINGS__;
  if (!test) return (cached = built);
  cached = {
    thirdParty: 'thirdParty' in test ? (test.thirdParty ?? null) : built.thirdParty,
    generates: 'generator' in test ? Boolean(test.generator) : built.generates,
  };
  return cached;
}
