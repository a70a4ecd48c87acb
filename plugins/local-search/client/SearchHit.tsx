import React, {type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';

/**
 * A link inside the search modal. Docusaurus' `Link` prefetches its page as soon as it scrolls
 * into view, and creates a new IntersectionObserver each time it renders with a new callback ref:
 * every keystroke shows up to 20 new hits and a new "See all results" target, and each prefetch
 * walks the whole route table. While someone types, that walk, the `<link rel=prefetch>` elements
 * it adds and the garbage it leaves take most of the main thread between a keystroke and its
 * results; the footer's single `Link` costs ~1 ms per keystroke. This link navigates inside the
 * app as `Link` does and preloads a page only when the pointer is on it.
 */
export function SearchLink({to, onClick, children}: {to: string; onClick?: () => void; children: ReactNode}): ReactNode {
  const history = useHistory();
  const internal = to.startsWith('/') && !to.startsWith('//');
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    // Modified and middle clicks keep the browser's own behaviour (new tab, new window).
    if (!internal || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(to);
  };
  const onMouseEnter = () => {
    if (internal) void window.docusaurus?.preload(to);
  };
  return (
    <a href={to} onClick={onLinkClick} onMouseEnter={onMouseEnter}>
      {children}
    </a>
  );
}

/** A result in the search modal. */
export function SearchHit({hit, children}: {hit: {url: string}; children: ReactNode}): ReactNode {
  return <SearchLink to={hit.url}>{children}</SearchLink>;
}

/** DocSearch's `hitComponent` prop: a plain function of its props. */
export const searchHitComponent = (props: {hit: {url: string}; children: ReactNode}): React.JSX.Element => <SearchHit {...props} />;
