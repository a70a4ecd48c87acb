import {useEffect} from 'react';

/**
 * Screens the DocSearch 4.7 modal is meant to show but does not, filled in from outside:
 *
 * - the start screen's "No recent searches" (v4 leaves the panel empty);
 * - the error screen (autocomplete resets the status to idle right after DocSearch sets
 *   "error", so "Unable to fetch results" never stays on screen);
 * - "Try searching for" suggestions on the no-results screen (DocSearch stores them as an
 *   object instead of an array, so its own list never renders).
 *
 * The additions are plain DOM inside the modal, kept in step by a MutationObserver while the
 * modal is open; they reuse DocSearch's class names so its styles apply. Re-rendering DocSearch
 * from React while someone types would reset its input, so no React state is involved.
 */

export type ModalTexts = {
  noRecentSearches: string;
  errorTitle: string;
  errorHelp: string;
  suggestedQuery: string;
};

type ResultLike = {hits?: {hierarchy?: {lvl0?: string}}[]; nbHits?: number; query?: string};

const status = {failed: false, groups: [] as string[], nbHits: new Map<string, number>()};

/** Closes the modal through its own button, so the theme restores focus and its state. */
export function closeSearchModal(): void {
  document.querySelector<HTMLButtonElement>('.DocSearch-Close')?.click();
}

/**
 * The number of results for a query, from the last answer for it. DocSearch adds up the counts
 * of every keystroke's answer in its context, so its own "See all N results" count runs away.
 */
export function resultCountFor(query: string): number | undefined {
  return status.nbHits.get(query);
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Whether the last search failed (the error screen is up); see subscribeSearchStatus. */
export function lastSearchFailed(): boolean {
  return status.failed;
}

/** Calls `listener` after every search and when the modal closes, for useSyncExternalStore. */
export function subscribeSearchStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emptyResult(query: unknown): ResultLike & Record<string, unknown> {
  return {hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 0, query: String(query ?? ''), params: '', exhaustiveNbHits: true};
}

/**
 * Wraps a search client so the modal additions know how searches go: which groups (lvl0) the
 * last results had, and whether the last search failed. A failed search answers with no hits
 * (an unanswered rejection would only end up as an uncaught error) and shows the error screen.
 */
export function observeSearchResults<T extends {search: (...args: never[]) => Promise<unknown>}>(client: T): T {
  const search = client.search.bind(client) as (...args: unknown[]) => Promise<{results: ResultLike[]}>;
  const observed = async (...args: unknown[]) => {
    try {
      const response = await search(...args);
      const groups = response.results.flatMap((result) => (result.hits ?? []).map((hit) => hit.hierarchy?.lvl0 ?? '')).filter(Boolean);
      if (groups.length > 0) status.groups = [...new Set([...groups, ...status.groups])].slice(0, 10);
      for (const result of response.results) {
        if (typeof result.query !== 'string') continue;
        if (status.nbHits.size > 50) status.nbHits.clear();
        status.nbHits.set(result.query, result.nbHits ?? 0);
      }
      status.failed = false;
      notify();
      return response;
    } catch {
      status.failed = true;
      notify();
      const call = args[0] as {requests?: {query?: unknown}[]} | {params?: {query?: unknown}}[];
      const queries = Array.isArray(call) ? call.map((entry) => entry.params?.query) : (call.requests ?? []).map((request) => request.query);
      return {results: queries.map(emptyResult)};
    }
  };
  return {...client, search: observed} as T;
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function setQuery(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

export function useModalAdditions(texts: ModalTexts, noticeClassName: string): void {
  useEffect(() => {
    const notice = element('p', `DocSearch-StartScreen ${noticeClassName}`, texts.noRecentSearches);
    const errorScreen = element('div', 'DocSearch-ErrorScreen local-search-error');
    errorScreen.append(element('p', 'DocSearch-Title', texts.errorTitle), element('p', 'DocSearch-Help', texts.errorHelp));
    const suggestions = element('div', 'DocSearch-NoResults-Prefill-List local-search-suggestions');
    let observer: MutationObserver | null = null;
    let updating = false;

    const place = (node: HTMLElement, show: boolean, parent: Element | null | undefined, before: Node | null) => {
      if (show && parent && node.parentElement !== parent) parent.insertBefore(node, before);
      else if (!show && node.parentElement) node.remove();
    };

    const update = () => {
      if (updating) return;
      updating = true;
      const modal = document.querySelector('.DocSearch-Modal');
      const input = modal?.querySelector<HTMLInputElement>('.DocSearch-Input');
      const query = input?.value ?? '';
      const footer = modal?.querySelector('.DocSearch-Footer') ?? null;
      const dropdown = modal?.querySelector('.DocSearch-Dropdown');
      place(notice, Boolean(modal && query === '' && !dropdown), modal, footer);
      const failed = Boolean(modal && query !== '' && status.failed);
      modal?.classList.toggle('local-search-failed', failed);
      place(errorScreen, failed, dropdown ?? modal, dropdown ? null : footer);
      const noResults = modal?.querySelector('.DocSearch-NoResults');
      const ownList = noResults?.querySelector('.DocSearch-NoResults-Prefill-List:not(.local-search-suggestions)');
      const showSuggestions = Boolean(noResults && !ownList && !failed && status.groups.length > 0);
      if (showSuggestions && input && noResults && suggestions.parentElement !== noResults) {
        const items = element('div', 'DocSearch-NoResults-Prefill-List-Items');
        for (const group of status.groups.slice(0, 3)) {
          const button = element('button', 'DocSearch-Prefill', group) as HTMLButtonElement;
          button.type = 'button';
          button.addEventListener('click', () => setQuery(input, `${group.toLowerCase()} `));
          const line = element('p', '');
          line.append(button);
          items.append(line);
        }
        suggestions.replaceChildren(element('p', 'DocSearch-Help', `${texts.suggestedQuery}:`), items);
      }
      place(suggestions, showSuggestions, noResults, noResults?.querySelector('.DocSearch-Title')?.nextSibling ?? null);
      updating = false;
    };

    const watch = (event: FocusEvent) => {
      const modal = event.target instanceof Element ? event.target.closest('.DocSearch-Modal') : null;
      if (!modal || observer) return;
      observer = new MutationObserver(update);
      observer.observe(modal, {childList: true, subtree: true});
      modal.addEventListener('input', update);
      update();
    };
    const close = new MutationObserver(() => {
      if (document.body.classList.contains('DocSearch--active')) return;
      observer?.disconnect();
      observer = null;
      status.failed = false;
      notify();
      for (const node of [notice, errorScreen, suggestions]) node.remove();
    });
    close.observe(document.body, {attributes: true, attributeFilter: ['class']});
    listeners.add(update);
    document.addEventListener('focusin', watch);
    return () => {
      listeners.delete(update);
      document.removeEventListener('focusin', watch);
      close.disconnect();
      observer?.disconnect();
      for (const node of [notice, errorScreen, suggestions]) node.remove();
    };
  }, [texts, noticeClassName]);
}
