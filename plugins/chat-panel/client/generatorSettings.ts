import type {GeneratorSettings} from '../types';

let loading: Promise<GeneratorSettings | null> | null = null;

/**
 * The generator's settings (endpoint, model, API key), or null when answers are not written.
 * They are a data module of the plugin (GENERATOR_FILE), imported here on first use rather than
 * shipped as global data: the key then sits in one lazily loaded chunk, not in main.js. The
 * test hook's generator, when a test set one, wins.
 */
export function loadGeneratorSettings(): Promise<GeneratorSettings | null> {
  const test = typeof window === 'undefined' ? undefined : window.__CHAT_PANEL_TEST_SETTINGS__;
  if (test && 'generator' in test) return Promise.resolve(test.generator ?? null);
  loading ??= import('@generated/docusaurus-plugin-chat-panel/default/generator.json').then(
    (module) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
