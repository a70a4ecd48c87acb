/**
 * The inside of a search result in the modal as one string of markup: the elements, classes and
 * icons DocSearch 4.7 renders for a result (its `Result` component with the results screen's icon
 * and action), so its CSS and the modal's keyboard handling apply unchanged. The snippets are the
 * engine's HTML (matched words in <mark>, everything else escaped), set as DocSearch sets them.
 * tests/e2e/search-hit-markup.spec.ts compares the result with DocSearch's own rendering of the
 * same hits, so a DocSearch release that changes its markup fails there.
 */

/**
 * Set on the root element, DocSearch renders every result itself: the end-to-end test compares
 * its rendering with ours.
 */
export const DOCSEARCH_HITS_ATTRIBUTE = 'data-search-hits-as-docsearch';

/** A search result as DocSearch hands it to `hitComponent`. */
export type ModalHit = {
  url: string;
  type?: string;
  content?: string | null;
  hierarchy?: Record<string, string | null | undefined>;
  _snippetResult?: unknown;
  __docsearch_parent?: unknown;
};

const PAGE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"><path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z"></path><path d="M14 2v4a2 2 0 0 0 2 2h4"></path><path d="M10 9H8"></path><path d="M16 13H8"></path><path d="M16 17H8"></path></svg>';
const CONTENT_ICON =
  '<svg width="20" height="20" viewBox="0 0 20 20"><path d="M17 5H3h14zm0 5H3h14zm0 5H3h14z" stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linejoin="round"></path></svg>';
const HEADING_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"><line x1="4" x2="20" y1="9" y2="9"></line><line x1="4" x2="20" y1="15" y2="15"></line><line x1="10" x2="8" y1="3" y2="21"></line><line x1="16" x2="14" y1="3" y2="21"></line></svg>';
const SELECT_ICON =
  '<svg class="DocSearch-Hit-Select-Icon" width="20" height="20" viewBox="0 0 20 20"><g stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linecap="round" stroke-linejoin="round"><path d="M18 3v4c0 2-2 4-4 4H2"></path><path d="M8 17l-6-6 6-6"></path></g></svg>';

function valueAt(hit: unknown, path: string): unknown {
  let value: unknown = hit;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function snippet(hit: ModalHit, attribute: string, className: string): string {
  const html = valueAt(hit, `_snippetResult.${attribute}.value`) || valueAt(hit, attribute);
  return `<span class="${className}">${typeof html === 'string' ? html : ''}</span>`;
}

const HEADING_LEVELS = new Set(['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']);

type ElementLike = {props?: {className?: unknown; d?: unknown; children?: unknown}};

/** The first element in a tree of React elements that passes `test`, looking a few levels deep. */
function findElement(node: unknown, test: (props: NonNullable<ElementLike['props']>) => boolean, depth = 0): ElementLike | undefined {
  if (depth > 8 || node === null || typeof node !== 'object') return undefined;
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findElement(child, test, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const props = (node as ElementLike).props;
  if (!props) return undefined;
  return test(props) ? (node as ElementLike) : findElement(props.children, test, depth + 1);
}

/**
 * The path of the tree line DocSearch draws before a result under a page result, read from the
 * elements it made for that result: whether the line ends at this result or runs on to the next
 * one is known only to the list. Undefined when the elements hold no such line.
 */
export function treeLinePath(children: unknown): string | undefined {
  const tree = findElement(children, (props) => props.className === 'DocSearch-Hit-Tree');
  const path = tree && findElement(tree.props?.children, (props) => typeof props.d === 'string');
  return path?.props?.d as string | undefined;
}

/**
 * The inside of a result, or null for a hit DocSearch should render itself: a stored one (recent
 * and favourite searches have no snippets and carry their own buttons), a result under a page
 * result whose tree line was not found, and a kind of hit this does not know.
 */
export function hitMarkup(hit: ModalHit, treeLine?: string): string | null {
  if (hit._snippetResult === undefined || !hit.type) return null;
  if (hit.__docsearch_parent && treeLine === undefined) return null;
  const type = hit.type;
  const icon = type === 'lvl1' ? PAGE_ICON : type === 'content' ? CONTENT_ICON : HEADING_ICON;
  let content = '';
  if (hit.hierarchy?.[type] && type === 'lvl1') {
    content = snippet(hit, 'hierarchy.lvl1', 'DocSearch-Hit-title') + (hit.content ? snippet(hit, 'content', 'DocSearch-Hit-path') : '');
  } else if (hit.hierarchy?.[type] && HEADING_LEVELS.has(type)) {
    content = snippet(hit, `hierarchy.${type}`, 'DocSearch-Hit-title') + snippet(hit, 'hierarchy.lvl1', 'DocSearch-Hit-path');
  } else if (type === 'content') {
    content = snippet(hit, 'content', 'DocSearch-Hit-title') + snippet(hit, 'hierarchy.lvl1', 'DocSearch-Hit-path');
  } else {
    return null;
  }
  const tree = hit.__docsearch_parent
    ? `<svg class="DocSearch-Hit-Tree" viewBox="0 0 24 54"><g stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linecap="round" stroke-linejoin="round"><path d="${treeLine}"></path></g></svg>`
    : '';
  return (
    `<div class="DocSearch-Hit-Container">${tree}<div class="DocSearch-Hit-icon">${icon}</div>` +
    `<div class="DocSearch-Hit-content-wrapper">${content}</div>` +
    `<div class="DocSearch-Hit-action">${SELECT_ICON}</div></div>`
  );
}
