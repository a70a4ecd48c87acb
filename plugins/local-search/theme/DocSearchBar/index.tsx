/**
 * The theme's DocSearch bar, wrapped: answers from the embedded index (or Algolia), sizes
 * snippets, caps queries at 64 characters, opens on typing, fills in screens DocSearch 4.7 leaves
 * out and routes Ask AI to the site's panel. Loaded on demand by NavbarSearch, which renders
 * the button until then and hands over what the visitor already asked for (`start`).
 */
import React, {useEffect, useMemo, useSyncExternalStore, type ComponentType} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import translations from '@theme/SearchTranslations';
import type {DocSearchProps} from '@docsearch/react';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';
import {translate} from '@docusaurus/Translate';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {externalLinks} from '@site/config/links';
import {SNIPPET_WORDS, SNIPPET_WORDS_NARROW, snippetAttributes} from '../../client/requests';
import {useNarrowScreen, useSearchBarBehaviour, useTransformSearchClient, type SearchStart} from '../../client/searchBarHooks';
import {closeSearchModal, lastSearchFailed, resultCountFor, subscribeSearchStatus, useModalAdditions, type ModalTexts} from '../../client/modalAdditions';
import {searchModalAskAi} from '../../../chat-panel/client/searchModal';
import {SearchLink, searchHitComponent} from '../../client/SearchHit';
import styles from './styles.module.css';

const SearchBar = OriginalSearchBar as unknown as ComponentType<Partial<DocSearchProps>>;

// The spec's wording, where DocSearch v4's defaults differ ("Close", "No results found for").
const siteTranslations = {
  ...translations,
  modal: {
    ...translations.modal,
    searchBox: {...translations.modal?.searchBox, closeButtonText: 'Cancel', closeButtonAriaLabel: 'Cancel'},
    noResultsScreen: {...translations.modal?.noResultsScreen, noResultsText: 'No results for'},
  },
};
const modalTexts: ModalTexts = {
  noRecentSearches: translations.modal?.startScreen?.noRecentSearchesText ?? 'No recent searches',
  errorTitle: translations.modal?.errorScreen?.titleText ?? 'Unable to fetch results',
  errorHelp: translations.modal?.errorScreen?.helpText ?? 'You might want to check your network connection.',
  suggestedQuery: translations.modal?.noResultsScreen?.suggestedQueryText ?? 'Try searching for',
};

function missingResultsUrl({query}: {query: string}): string {
  const title = `Search: no results for "${query}"`;
  return `${externalLinks.github}/issues/new?title=${encodeURIComponent(title)}`;
}

/**
 * "See all N results", with N from the answer to the query on screen (a SearchLink: see there).
 * Nothing when there is nothing to see: no results, or the search failed (the error screen).
 */
function ResultsFooter({state}: {state: {query: string; context: {nbHits?: unknown}}}) {
  const createSearchLink = useSearchLinkCreator();
  const failed = useSyncExternalStore(subscribeSearchStatus, lastSearchFailed, () => false);
  const count = resultCountFor(state.query) ?? Number(state.context.nbHits ?? 0);
  if (failed || !(count > 0) || state.query.trim() === '') return null;
  return (
    <SearchLink to={createSearchLink(state.query)} onClick={closeSearchModal}>
      {translate({id: 'theme.SearchBar.seeAll', message: 'See all {count} results'}, {count})}
    </SearchLink>
  );
}

const resultsFooterComponent: DocSearchProps['resultsFooterComponent'] = ({state}) => <ResultsFooter state={state} />;

/**
 * DocSearch 4.7 names its button "Search (Control+k)" while it shows "Search Ctrl K", a mismatch
 * between spoken and visible label (WCAG 2.5.3), and takes no prop to change it. Let the visible
 * text name the button, keep the shortcut in aria-keyshortcuts, and hide the key caps from
 * assistive technology, like the placeholder button (../SearchButton).
 */
function useNamedByText() {
  useEffect(() => {
    const button = document.querySelector<HTMLButtonElement>('.navbar .DocSearch-Button');
    if (!button) return undefined;
    const apply = () => {
      if (button.hasAttribute('aria-label')) button.removeAttribute('aria-label');
      button.querySelector('.DocSearch-Button-Keys')?.setAttribute('aria-hidden', 'true');
    };
    apply();
    // DocSearch sets the label again when it learns the platform's key after mount.
    const observer = new MutationObserver(apply);
    observer.observe(button, {attributes: true, attributeFilter: ['aria-label'], childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);
}

export default function DocSearchBar({start}: {start: SearchStart}) {
  useNamedByText();
  const {algolia} = useAlgoliaThemeConfig();
  const transformSearchClient = useTransformSearchClient(algolia.appId, algolia.apiKey);
  const initialQuery = useSearchBarBehaviour(start);
  // Mounted because the visitor reached for search: fetch the modal as the theme does on hover.
  useEffect(() => {
    import('@docsearch/react/modal').catch(() => undefined);
  }, []);
  const narrow = useNarrowScreen();
  useModalAdditions(modalTexts, styles.noRecent!);
  // Stable between renders: DocSearch restarts its search state when these props change.
  const searchParameters = useMemo(
    () => ({...algolia.searchParameters, attributesToSnippet: snippetAttributes(narrow ? SNIPPET_WORDS_NARROW : SNIPPET_WORDS)}),
    [algolia.searchParameters, narrow],
  );
  // DocSearch's own Ask AI with a hosted assistant; otherwise its Ask AI entry opens our panel.
  const askAi = useMemo(() => searchModalAskAi(Boolean(algolia.askAi)), [algolia.askAi]);
  return (
    <SearchBar
      {...askAi}
      transformSearchClient={transformSearchClient}
      searchParameters={searchParameters}
      translations={siteTranslations}
      getMissingResultsUrl={missingResultsUrl}
      resultsFooterComponent={resultsFooterComponent}
      hitComponent={searchHitComponent}
      initialQuery={initialQuery}
    />
  );
}
