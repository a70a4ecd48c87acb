// Wraps the theme's search page to hold its query to 64 characters, like the search modal.
// `@theme-init`: theme-search-algolia's page (`@theme-original` here would be this file).
import React, {useEffect} from 'react';
import OriginalSearchPage from '@theme-init/SearchPage';
import {useSearchQueryString} from '@docusaurus/theme-common';
import {MAX_QUERY_LENGTH, cutQuery} from '../../client/requests';

export default function SearchPageWrapper() {
  const [query, setQuery] = useSearchQueryString();

  useEffect(() => {
    // A longer `?q=` (a shared link, a hand-edited URL) is cut the way the input would cut it.
    if (query.length > MAX_QUERY_LENGTH) setQuery(cutQuery(query));
  }, [query, setQuery]);

  useEffect(() => {
    const input = document.querySelector<HTMLInputElement>('.search-page-wrapper input[name="q"]');
    if (input) input.maxLength = MAX_QUERY_LENGTH;
  }, []);

  return <OriginalSearchPage />;
}
