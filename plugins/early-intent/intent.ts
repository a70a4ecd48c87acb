/**
 * Taps and keys that reach the page before React has hydrated it. The page paints before its
 * scripts run (config/ssrTemplate.ts), and on a slow phone that window lasts a second or more:
 * a tap on the menu button or the search button then did nothing. This script, inlined in the
 * head of every page, notes what the visitor asked for in that window; the client module
 * (client.ts) carries it out once the page has hydrated.
 *
 * No outer names and no syntax that needs compiling: its source runs as it is in the browser.
 */

/** What the visitor asked for before hydration, in order. Read and emptied by client.ts. */
export type EarlyIntent = {menu: number; search: boolean; typed: string};

/** The global the script and the client module share. */
export const GLOBAL_NAME = '__earlyIntent';

/** The controls whose taps are kept: the mobile menu's button and the search button. */
export const MENU_SELECTOR = '.navbar__toggle';
export const SEARCH_SELECTOR = '.DocSearch-Button';

export function recordEarlyIntent(globalName: string, menuSelector: string, searchSelector: string): void {
  const w = window as unknown as Record<string, unknown>;
  const d = document;
  const intent: EarlyIntent = {menu: 0, search: false, typed: ''};
  w[globalName] = intent;
  function waiting() {
    return d.documentElement.getAttribute('data-has-hydrated') !== 'true';
  }
  function isEditing(target: EventTarget | null) {
    const element = target as HTMLElement | null;
    if (!element || !element.tagName) return false;
    return element.isContentEditable || element.tagName === 'INPUT' || element.tagName === 'SELECT' || element.tagName === 'TEXTAREA';
  }
  function busy(selector: string) {
    // Says, to assistive technology and by the cursor, that the control is on its way.
    const controls = d.querySelectorAll(selector);
    for (let i = 0; i < controls.length; i++) controls[i]!.setAttribute('aria-busy', 'true');
  }
  d.addEventListener(
    'click',
    function (event) {
      if (!waiting()) return;
      const target = event.target as Element | null;
      const control = target && target.closest ? target.closest(menuSelector + ',' + searchSelector) : null;
      if (!control) return;
      event.preventDefault();
      if (control.matches(menuSelector)) {
        intent.menu += 1;
        busy(menuSelector);
      } else {
        intent.search = true;
        busy(searchSelector);
      }
    },
    true,
  );
  d.addEventListener(
    'keydown',
    function (event) {
      if (!waiting() || event.defaultPrevented || event.isComposing) return;
      const key = event.key || '';
      const modifier = event.ctrlKey || event.metaKey || event.altKey;
      if (key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        intent.search = true;
        busy(searchSelector);
      } else if (intent.search && key === 'Escape') {
        intent.search = false;
        intent.typed = '';
      } else if (intent.search && key.length === 1 && !modifier) {
        // Typed after asking for search: the start of the query.
        event.preventDefault();
        intent.typed += key;
      } else if (key === '/' && !modifier && !isEditing(event.target)) {
        event.preventDefault();
        intent.search = true;
        busy(searchSelector);
      }
    },
    true,
  );
}

/** The inline script for the head of every page. */
export function earlyIntentScript(): string {
  const args = [GLOBAL_NAME, MENU_SELECTOR, SEARCH_SELECTOR].map((value) => JSON.stringify(value)).join(',');
  return `(${recordEarlyIntent.toString()})(${args});`;
}
