import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Offline navigation: a client-side navigation loads the next page's code before the address
 * changes, and when that fails because the site does not answer, the current page stays and a
 * message with a retry says why (see README.md). The browser part is theme/NavigationGuard,
 * which src/theme/Root.tsx mounts.
 */
export const PLUGIN_NAME = 'offline-navigation';

export default function offlineNavigationPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
