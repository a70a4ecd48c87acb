import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {GENERATOR_FILE, PLUGIN_NAME, type ChatGlobalData, type ChatSettings} from './types';

/**
 * Ask AI for the site: hands the settings read by config/chat.ts to the browser. The browser
 * part (client/ and components/, mounted by src/theme/Root) loads the third-party panel's
 * script, bridges its messages, and runs our own panel when that service is absent.
 *
 * Where the settings go decides who downloads them. Plugin options and global data both end up
 * in main.js, on every page (Docusaurus writes every plugin's options into the site config
 * module), so the settings reach this plugin in a closure, not as options, and global data
 * carries only what is not secret. The generator's settings (with AI_CHAT_API_KEY) are a data
 * module that client/generatorSettings.ts imports lazily: the key is in one chunk, fetched when
 * the panel first writes an answer.
 */
export default function chatPanelPlugin(settings: ChatSettings): PluginModule {
  return function chatPanel(_context: LoadContext): Plugin {
    return {
      name: PLUGIN_NAME,
      async contentLoaded({actions}) {
        const data: ChatGlobalData = {thirdParty: settings.thirdParty, generates: settings.generator !== null};
        actions.setGlobalData(data);
        await actions.createData(GENERATOR_FILE, JSON.stringify(settings.generator));
      },
    };
  };
}
