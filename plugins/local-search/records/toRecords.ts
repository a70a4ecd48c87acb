/**
 * Turns a page's headings and text blocks into DocSearch records (the schema of records/types.ts),
 * the one shape both the embedded index and the hosted Algolia index store. Content is clipped to
 * what a snippet can show, and object ids are hashes of URL and position, so the same pages always
 * give the same records.
 */
import {createHash} from 'node:crypto';
import type {Hierarchy, PageBlock, PageInfo, RecordType, SearchRecord} from './types';

/** Longest content kept per record: enough for any snippet, small enough for hosted record limits. */
export const MAX_CONTENT_LENGTH = 1500;

export function normalizeText(text: string): string {
  return text.replace(/[\u200b\u00ad]/g, '').replace(/\s+/g, ' ').trim();
}

function clip(text: string): string {
  if (text.length <= MAX_CONTENT_LENGTH) return text;
  const cut = text.lastIndexOf(' ', MAX_CONTENT_LENGTH);
  return `${text.slice(0, cut > 0 ? cut : MAX_CONTENT_LENGTH)}…`;
}

function objectId(url: string, position: number): string {
  return createHash('sha1').update(`${url}|${position}`).digest('hex').slice(0, 20);
}

export function absoluteUrl(siteUrl: string, permalink: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${permalink.startsWith('/') ? '' : '/'}${permalink}`;
}

/**
 * Turns a page's headings and text blocks, in document order, into DocSearch records: one per
 * heading (type lvlN) and one per text block (type content) carrying the hierarchy above it.
 */
export function blocksToRecords(page: PageInfo, blocks: PageBlock[], siteUrl: string): SearchRecord[] {
  const pageUrl = absoluteUrl(siteUrl, page.permalink);
  const levels: (string | null)[] = [page.lvl0, page.title, null, null, null, null, null];
  let anchor: string | null = null;
  let sawTitle = false;
  const records: SearchRecord[] = [];

  const push = (type: RecordType, content: string | null, level: number) => {
    const position = records.length;
    const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
    const hierarchy: Hierarchy = {
      lvl0: levels[0] ?? page.lvl0,
      lvl1: levels[1] ?? page.title,
      lvl2: levels[2] ?? null,
      lvl3: levels[3] ?? null,
      lvl4: levels[4] ?? null,
      lvl5: levels[5] ?? null,
      lvl6: levels[6] ?? null,
    };
    records.push({
      objectID: objectId(pageUrl, position),
      type,
      hierarchy,
      content,
      url,
      url_without_anchor: pageUrl,
      anchor,
      language: page.language,
      docusaurus_tag: page.docusaurusTag,
      weight: {pageRank: 0, level: type === 'content' ? 0 : 100 - level * 10, position},
    });
  };

  for (const block of blocks) {
    if (block.kind === 'heading') {
      const text = normalizeText(block.text);
      if (!text) continue;
      if (block.level === 1) {
        // The page title: a second h1 (rare in MDX) starts a new top section of the same page.
        levels[1] = text;
        levels.fill(null, 2);
        anchor = sawTitle ? block.anchor : null;
        sawTitle = true;
        push('lvl1', null, 1);
        continue;
      }
      if (!sawTitle) {
        sawTitle = true;
        push('lvl1', null, 1);
      }
      levels[block.level] = text;
      levels.fill(null, block.level + 1);
      anchor = block.anchor;
      push(`lvl${block.level}` as RecordType, null, block.level);
    } else {
      const text = normalizeText(block.text);
      if (!text) continue;
      if (!sawTitle) {
        sawTitle = true;
        push('lvl1', null, 1);
      }
      push('content', clip(text), 7);
    }
  }
  if (!sawTitle) push('lvl1', null, 1);
  return records;
}
