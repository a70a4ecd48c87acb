import React, {type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';

/**
 * A result link in the search modal. The theme's hit is a Docusaurus `Link`, which prefetches its
 * page as soon as it scrolls into view; every keystroke shows up to 20 new hits, and each prefetch
 * walks the whole route table. Profiled while typing in the built site, that walk, the `<link
 * rel=prefetch>` elements it adds and the garbage it leaves took most of the main thread between a
 * keystroke and its results. This link navigates inside the app as `Link` does and preloads a page
 * only when the pointer is on it.
 */
export function SearchHit({hit, children}: {hit: {url: string}; children: ReactNode}): ReactNode {
  const history = useHistory();
  const internal = hit.url.startsWith('/') && !hit.url.startsWith('//');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified and middle clicks keep the browser's own behaviour (new tab, new window).
    if (!internal || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(hit.url);
  };
  const onMouseEnter = () => {
    if (internal) void window.docusaurus?.preload(hit.url);
  };
  return (
    <a href={hit.url} onClick={onClick} onMouseEnter={onMouseEnter}>
      {children}
    </a>
  );
}

/** DocSearch's `hitComponent` prop: a plain function of its props. */
export const searchHitComponent = (props: {hit: {url: string}; children: ReactNode}): React.JSX.Element => <SearchHit {...props} />;
