/**
 * The record shape shared by the embedded index and the hosted Algolia index. It follows the
 * DocSearch v3/v4 schema, so the DocSearch modal and the theme's search page read both the same way.
 */

export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export const HIERARCHY_LEVELS: readonly HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export type Hierarchy = {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
};

/** `lvl1`..`lvl6` for a heading, `content` for a block of text under the nearest heading. */
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

export type SearchRecord = {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Absolute URL, with the anchor of the nearest heading when it has one. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  docusaurus_tag: string;
  /** Used by the hosted index's custom ranking; the local engine derives the same from order. */
  weight: {pageRank: number; level: number; position: number};
};

/** What the site knows about an indexable page before reading it. */
export type PageInfo = {
  /** Path without origin, as routed (`/docs/player`). */
  permalink: string;
  /** Group shown above results in the modal: a sidebar category, or the blog's title. */
  lvl0: string;
  /** Page title, used when the page has no h1 of its own. */
  title: string;
  docusaurusTag: string;
  language: string;
  /** Source file for the dev server's extraction (absolute path). */
  source: string;
};

/** A heading or a text block in document order, before it becomes a record. */
export type PageBlock =
  | {kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; text: string; anchor: string | null}
  | {kind: 'text'; text: string};
