import React, {type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {DOCSEARCH_HITS_ATTRIBUTE, hitMarkup, treeLinePath, type ModalHit} from './hitMarkup';

/**
 * A link inside the search modal. Docusaurus' `Link` prefetches its page as soon as it scrolls
 * into view, and creates a new IntersectionObserver each time it renders with a new callback ref:
 * every keystroke shows up to 20 new hits and a new "See all results" target, and each prefetch
 * walks the whole route table. While someone types, that walk, the `<link rel=prefetch>` elements
 * it adds and the garbage it leaves take most of the main thread between a keystroke and its
 * results; the footer's single `Link` costs ~1 ms per keystroke. This link navigates inside the
 * app as `Link` does and preloads a page only when the pointer is on it.
 */
export function SearchLink({to, onClick, children, html}: {to: string; onClick?: () => void; children?: ReactNode; html?: string}): ReactNode {
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
    <a href={to} onClick={onLinkClick} onMouseEnter={onMouseEnter} dangerouslySetInnerHTML={html === undefined ? undefined : {__html: html}}>
      {html === undefined ? children : undefined}
    </a>
  );
}

/**
 * A result in the search modal. DocSearch builds a result's inside as about seventeen elements
 * (two icons drawn element by element, the title and path snippets); a live result is given the
 * same DOM as one string of markup (hitMarkup.ts), one property for React to set instead of a
 * tree to build, compare and remove at every keystroke. Stored results (recent and favourite
 * searches, which carry their own buttons) keep DocSearch's rendering. A result under a page
 * result takes its tree line from the elements DocSearch made for it.
 */
export function SearchHit({hit, children}: {hit: ModalHit; children: ReactNode}): ReactNode {
  const markup = document.documentElement.hasAttribute(DOCSEARCH_HITS_ATTRIBUTE) ? null : hitMarkup(hit, hit.__docsearch_parent ? treeLinePath(children) : undefined);
  if (markup === null) return <SearchLink to={hit.url}>{children}</SearchLink>;
  return <SearchLink to={hit.url} html={markup} />;
}

/** DocSearch's `hitComponent` prop: a plain function of its props. */
export const searchHitComponent = (props: {hit: ModalHit; children: ReactNode}): React.JSX.Element => <SearchHit {...props} />;
