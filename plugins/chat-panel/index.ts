import type {LoadContext, Plugin} from '@docusaurus/types';
import {PLUGIN_NAME, type ChatSettings} from './types';

/**
 * Ask AI for the site: hands the settings read by config/chat.ts to the browser. The browser
 * part (client/ and components/, mounted by src/theme/Root) loads the third-party panel's
 * script, bridges its messages, and runs our own panel when that service is absent.
 */
export default function chatPanelPlugin(_context: LoadContext, settings: ChatSettings): Plugin {
  return {
    name: PLUGIN_NAME,
    async contentLoaded({actions}) {
      actions.setGlobalData(settings);
    },
  };
}
