import globalData from '@generated/globalData';
import {PLUGIN_NAME, type ChatSettings} from '../types';

export type {ChatSettings, GeneratorSettings, ThirdPartySettings} from '../types';

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

const OFF: ChatSettings = {thirdParty: null, generator: null};

let cached: ChatSettings | null = null;

/** The settings the browser uses: the build's, or the test hook's when a test set one. Read once. */
export function chatSettings(): ChatSettings {
  if (cached) return cached;
  const data = (globalData as Record<string, Record<string, unknown> | undefined>)[PLUGIN_NAME]?.default as ChatSettings | undefined;
  const built = data ?? OFF;
  if (typeof window === 'undefined') return built;
  const test = window.__CHAT_PANEL_TEST_SETTINGS__;
  cached = test ? {...built, ...test} : built;
  return cached;
}
