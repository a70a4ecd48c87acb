import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {GENERATOR_FILE, PLUGIN_NAME, type AskAiHelpLinks, type ChatGlobalData, type ChatSettings} from './types';

/**
 * Ask AI for the site: hands the settings read by config/chat.ts to the browser, and ships the UI
 * in its theme (theme/): the Root wrapper that mounts the panel on every route, the navbar's
 * AskAiButton, and the pages /ai and /ai-embed, added here as routes. The browser code (client/)
 * loads the third-party panel's script, bridges its messages, and runs our own panel when that
 * service is absent.
 *
 * Where the settings go decides who downloads them. Plugin options and global data both end up
 * in main.js, on every page (Docusaurus writes every plugin's options into the site config
 * module), so the settings reach this plugin in a closure (config/localPlugin.ts), and global data
 * carries only what is not secret. The generator's settings (with AI_CHAT_API_KEY) are a data
 * module that client/generatorSettings.ts imports lazily: the key is in one chunk, fetched when
 * the panel first writes an answer.
 */
export type ChatPanelOptions = {settings: ChatSettings; help?: AskAiHelpLinks};

export default function chatPanelPlugin(_context: LoadContext, {settings, help}: ChatPanelOptions): Plugin {
  return {
    name: PLUGIN_NAME,
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async contentLoaded({actions}) {
      const data: ChatGlobalData = {thirdParty: settings.thirdParty, generates: settings.generator !== null};
      actions.setGlobalData(data);
      await actions.createData(GENERATOR_FILE, JSON.stringify(settings.generator));
      actions.addRoute({path: '/ai', component: '@theme/AskAiPage', exact: true, ...(help ? {props: {help}} : {})});
      // The assistant alone, for other sites to frame (config/securityHeaders.ts lets them).
      actions.addRoute({path: '/ai-embed', component: '@theme/AskAiEmbedPage', exact: true});
    },
  };
}
