import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {earlyIntentScript} from './intent';

/**
 * Taps on the menu and search buttons, and the search shortcuts, before the page has hydrated:
 * noted by an inline script in the head (intent.ts) and carried out after hydration (client.ts).
 * The inline script is hashed into the Content-Security-Policy with the others
 * (plugins/security-headers).
 */
export default function earlyIntentPlugin(): Plugin {
  return {
    name: 'docusaurus-plugin-early-intent',
    getClientModules() {
      return [path.resolve(__dirname, './client.ts')];
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: earlyIntentScript()}]};
    },
  };
}
