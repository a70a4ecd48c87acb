import React, {useCallback, useEffect, useRef, useState, type ComponentType} from 'react';
// DocSearch's variables and button rules at first paint; the modal brings its own (plugins/page-styles).
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import {translate} from '@docusaurus/Translate';
import SearchButton from '../SearchButton';
import {openingKey} from '../../client/openingKeys';
import type {SearchStart} from '../../client/searchBarHooks';

type Bar = ComponentType<{start: SearchStart}>;

const loadBar = (): Promise<Bar> => import('../DocSearchBar').then((loaded) => loaded.default);

/**
 * The navbar's search, keeping DocSearch and the search wiring out of main.js: the button renders
 * at once and the real bar (../DocSearchBar, a chunk of its own) loads on the first sign of
 * intent: pointer over the button, focus, touch, a click, or a key that opens search. What was asked for on the way (open the modal, typed characters, focus)
 * is handed to the bar, which carries it out once mounted.
 */
export default function NavbarSearch() {
  const [Loaded, setLoaded] = useState<Bar | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const start = useRef<SearchStart>({open: false, query: '', focus: false});
  const requested = useRef(false);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadBar()
      .then((bar) => {
        start.current.focus = document.activeElement === button.current;
        setLoaded(() => bar);
      })
      .catch((error: unknown) => {
        // A failed chunk (offline) leaves the button as it is; the next attempt tries again.
        requested.current = false;
        console.warn('Search could not load', error);
      });
  }, []);

  const open = useCallback(
    (typed: string) => {
      start.current.open = true;
      start.current.query += typed;
      load();
    },
    [load],
  );

  useEffect(() => {
    if (Loaded) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const typed = openingKey(event, button.current, start.current.open);
      if (typed === null) return;
      event.preventDefault();
      open(typed);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [Loaded, open]);

  if (Loaded) return <Loaded start={start.current} />;
  const label = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});
  return (
    <SearchButton
      ref={button}
      text={label}
      onPointerOver={load}
      onFocus={load}
      onTouchStart={load}
      // A press asks for the modal already: the code may arrive between the press and the release,
      // and a click whose press landed on this button, since replaced, is never dispatched.
      onPointerDown={(event) => {
        if (event.button === 0) open('');
      }}
      onClick={() => open('')}
    />
  );
}
