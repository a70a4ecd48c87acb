import './busy.css';
import {GLOBAL_NAME, MENU_SELECTOR, SEARCH_SELECTOR, type EarlyIntent} from './intent';

/**
 * Carries out what the visitor asked for before the page hydrated (intent.ts): opens the mobile
 * menu (an odd number of taps), opens search with what was typed. It waits for the attribute
 * Docusaurus sets to "true" once the page has hydrated, which comes after every effect of that first
 * render, so the controls' own handlers are in place when they are clicked here.
 */
function take(): EarlyIntent | null {
  const intent = (window as unknown as Record<string, EarlyIntent | undefined>)[GLOBAL_NAME];
  if (!intent) return null;
  const taken = {...intent};
  intent.menu = 0;
  intent.search = false;
  intent.typed = '';
  return taken;
}

function notBusy(selector: string): void {
  document.querySelectorAll(selector).forEach((control) => control.removeAttribute('aria-busy'));
}

function replay(): void {
  const intent = take();
  notBusy(MENU_SELECTOR);
  notBusy(SEARCH_SELECTOR);
  if (!intent) return;
  const menu = document.querySelector<HTMLElement>(MENU_SELECTOR);
  // Only while the button is on screen: a window widened meanwhile has no mobile menu to open.
  if (intent.menu % 2 === 1 && menu && menu.offsetParent !== null) menu.click();
  if (intent.search) {
    document.querySelector<HTMLElement>(SEARCH_SELECTOR)?.click();
    // The search bar adds keys typed while it opens to its query (plugins/local-search).
    for (const key of intent.typed) {
      document.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true, cancelable: true}));
    }
  }
}

function whenHydrated(run: () => void): void {
  const root = document.documentElement;
  const hydrated = () => root.getAttribute('data-has-hydrated') === 'true';
  if (hydrated()) {
    run();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    observer.disconnect();
    run();
  });
  observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
}

if (typeof window !== 'undefined') whenHydrated(replay);
