/**
 * What the loaded search bar (theme/DocSearchBar) adds around DocSearch's modal: the search client
 * it queries (the embedded index or Algolia, each loaded on first use), the keyboard behaviour
 * DocSearch 4 lacks (typing opens the modal, Escape keeps then clears the query), the 64-character
 * cap on queries and the hand-over of what the visitor did before the bar loaded. The component
 * itself only wires these to DocSearch's props.
 */
import {useCallback, useEffect, useRef, useState, useSyncExternalStore} from 'react';
import type {DocSearchTransformClient} from '@docsearch/react';
import {resolveBackend} from './backend';
import type {SearchClientSurface} from './localClient';
import {MAX_QUERY_LENGTH, NARROW_SCREEN_QUERY, cutQuery} from './requests';
import {observeSearchResults} from './modalAdditions';
import {isTypingTarget, loadedBarKey} from './openingKeys';
import {loadHostedClient, loadLocalClient} from './loadClients';

const INPUT_SELECTOR = '.DocSearch-Input';
const BUTTON_SELECTOR = '.DocSearch-Button';

/** A client whose code arrives on its first search (or earlier, when the button is hovered). */
function lazyClient(make: () => Promise<SearchClientSurface>): DocSearchTransformClient {
  let client: Promise<SearchClientSurface> | null = null;
  const algoliaAgent = {value: 'Local search', add: () => algoliaAgent};
  const search = (call: Parameters<SearchClientSurface['search']>[0]) => {
    client ??= make();
    return client.then((loaded) => loaded.search(call));
  };
  return {search, addAlgoliaAgent: () => undefined, transporter: {algoliaAgent}} as unknown as DocSearchTransformClient;
}

/** The modal's client: the embedded index, or Algolia's client (or a test stand-in) under our rules. */
export function useTransformSearchClient(appId: string, apiKey: string): (client: DocSearchTransformClient) => DocSearchTransformClient {
  return useCallback(
    (_client: DocSearchTransformClient) => {
      const backend = resolveBackend();
      let replaced: DocSearchTransformClient;
      if (backend.kind === 'local') {
        replaced = lazyClient(() => loadLocalClient().then((clients) => clients.createLocalClient(backend.indexUrl, appId, apiKey)));
      } else {
        // Hosted: this site's Algolia client, not the copy bundled in DocSearch, so the modal and
        // the search page run one client version (and its host cache: hostedClient.ts).
        const baseUrl = backend.baseUrl;
        replaced = lazyClient(() => loadHostedClient().then((clients) => clients.createHostedClient(appId, apiKey, baseUrl)));
      }
      return observeSearchResults(replaced);
    },
    [appId, apiKey],
  );
}

/** Sets the value of a React-controlled input the way typing would, so React sees the change. */
function setInputValue(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/** Keeps the modal's input to 64 characters (DocSearch's own limit is 512), pasted text included. */
export function limitInput(input: HTMLInputElement): void {
  input.maxLength = MAX_QUERY_LENGTH;
  if (input.value.length > MAX_QUERY_LENGTH) setInputValue(input, input.value.slice(0, MAX_QUERY_LENGTH));
}

/**
 * A query of spaces only is no query: the input is emptied, so the modal shows its start screen
 * instead of `No results for " "`. Runs on the input itself, before React's listener at the root
 * reads the value. Spaces around words are kept.
 */
export function clearBlankQuery(input: HTMLInputElement): void {
  if (input.value !== '' && input.value.trim() === '') setInputValue(input, '');
}

const onModalInput = (event: Event) => {
  if (event.target instanceof HTMLInputElement) clearBlankQuery(event.target);
};

/** "/" without a modifier while the search button itself has the focus. */
export function isSlashOnButton(event: KeyboardEvent, button: Element | null): boolean {
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && button !== null && document.activeElement === button;
}

/** Whether the modal is open (DocSearch marks the body while it is). */
function isModalOpen(): boolean {
  return document.body.classList.contains('DocSearch--active');
}

/**
 * What the visitor did before the search code loaded (theme/NavbarSearch records it): `open` asks
 * for the modal (a click, a shortcut, or typing, with the typed characters in `query`); `focus`
 * means the button had keyboard focus, which the loaded button takes over. Read once, on mount.
 */
export type SearchStart = {open: boolean; query: string; focus: boolean};

/** Warms the embedded index when a visitor reaches for search: its manifest, so the first query waits for one small file. */
function warmUpIndex(): void {
  const backend = resolveBackend();
  if (backend.kind !== 'local') return;
  loadLocalClient()
    .then((clients) => clients.indexLoader(backend.indexUrl).warmUp())
    .catch(() => undefined);
}

/**
 * Keyboard behaviour around the modal that DocSearch v4 does not have on its own:
 *
 * - Typing a letter or digit while nothing else has focus (or while the search button has it)
 *   opens the modal with that text; once it is on its way, every printable key joins the query. Ctrl/Cmd shortcuts such as Ctrl/Cmd+F stay the browser's.
 * - Escape closes the modal and keeps its query for the next opening; Escape again, with the
 *   modal closed, clears it (the autocomplete convention: close first, then clear).
 *
 * Also caps the modal's input at 64 characters, treats a query of spaces as empty and, as the bar is only loaded when a visitor
 * reaches for search, warms the embedded index on mount. Returns the query the modal should open with.
 */
export function useSearchBarBehaviour(start: SearchStart): string | undefined {
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [kept, setKept] = useState('');
  const opening = useRef(false);
  const startRef = useRef(start);
  const escaping = useRef<string | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (isModalOpen()) {
          escaping.current = document.querySelector<HTMLInputElement>(INPUT_SELECTOR)?.value ?? '';
        } else {
          setKept('');
        }
        return;
      }
      const button = document.querySelector<HTMLElement>(BUTTON_SELECTOR);
      const input = document.querySelector<HTMLInputElement>(INPUT_SELECTOR);
      if (isSlashOnButton(event, button) && !input && !isModalOpen()) {
        // DocSearch ignores "/" while any button has focus, and closing the modal gives the
        // focus back to the search button: without this, "/" works once and then no more.
        event.preventDefault();
        opening.current = true;
        button?.click();
        return;
      }
      const key = loadedBarKey(event, opening.current || input !== null);
      if (key === null) return;
      if (input) {
        // The modal is on screen but its input has no focus yet (it takes it a moment after it
        // mounts): the key goes to the input rather than being lost.
        if (document.activeElement === input || !isTypingTarget(document.activeElement, button)) return;
        event.preventDefault();
        input.focus();
        setInputValue(input, `${input.value}${key}`);
        return;
      }
      if (!button || isModalOpen()) return;
      if (!isTypingTarget(document.activeElement, button)) return;
      event.preventDefault();
      // Keys typed while the modal's code is still loading are kept, in order.
      setTyped((previous) => (opening.current ? `${previous ?? ''}${key}` : key));
      if (!opening.current) {
        opening.current = true;
        button.click();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.matches(INPUT_SELECTOR)) {
        limitInput(target);
        // The same function each time: adding it again to the same input is a no-op.
        target.addEventListener('input', onModalInput);
        clearBlankQuery(target);
        // The modal has read its initial query by now; the next opening starts from `kept`.
        opening.current = false;
        setTyped(undefined);
      }
    };
    let wasOpen = isModalOpen();
    const bodyClass = new MutationObserver(() => {
      const open = isModalOpen();
      if (wasOpen && !open) {
        // Closed: by Escape the query is kept, by anything else (Cancel, a chosen hit) it is not.
        setKept(cutQuery(escaping.current ?? ''));
        escaping.current = null;
      }
      wasOpen = open;
    });
    bodyClass.observe(document.body, {attributes: true, attributeFilter: ['class']});
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    // Loaded because the visitor reached for search: warm up, then do what they asked. Read here,
    // not while rendering: keys typed until this effect runs still reach `start` (the button's
    // listener stops in this same pass), and keys typed from now on add to them.
    warmUpIndex();
    const begin = startRef.current;
    const button = document.querySelector<HTMLElement>(BUTTON_SELECTOR);
    if (begin.open) {
      opening.current = true;
      if (begin.query) setTyped(begin.query);
      button?.click();
    } else if (begin.focus) {
      button?.focus();
    }
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      bodyClass.disconnect();
    };
  }, []);

  return typed ?? (kept || undefined);
}

/** Whether the screen is 768 px wide or narrower (snippets are shorter there), kept current. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(NARROW_SCREEN_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(NARROW_SCREEN_QUERY).matches,
    () => false,
  );
}
