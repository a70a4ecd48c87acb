import fs from 'node:fs';
import path from 'node:path';
import {extractHtmlPage} from '../records/fromHtml';
import {extractMdxBlocks} from '../records/fromMdx';
import {blocksToRecords} from '../records/toRecords';
import type {PageInfo, SearchRecord} from '../records/types';

/**
 * Real pages of the site, captured from a production build (HTML) together with the MDX
 * sources they were built from. Refresh them by copying `build/<path>/index.html` and the
 * matching source file when the extraction rules change.
 */
export const SITE_URL = 'https://www.remotion.dev';
const dir = path.join(__dirname, '__fixtures__');

export type FixturePage = PageInfo & {name: string};

export const FIXTURE_PAGES: FixturePage[] = [
  {name: 'docs-getting-started', permalink: '/docs/', lvl0: 'Getting started', title: 'Creating a new project', docusaurusTag: 'docs-default-current', language: 'en', source: path.join(dir, 'docs-getting-started.mdx.txt')},
  {name: 'docs-api', permalink: '/docs/api', lvl0: 'API', title: 'API overview', docusaurusTag: 'docs-default-current', language: 'en', source: path.join(dir, 'docs-api.mdx.txt')},
  {name: 'learn-apple-wow', permalink: '/learn/apple-wow', lvl0: 'Learn', title: 'Recreating the Apple fireworks animation', docusaurusTag: 'default', language: 'en', source: path.join(dir, 'learn-apple-wow.mdx.txt')},
];

export function fixtureHtml(name: string): string {
  return fs.readFileSync(path.join(dir, `${name}.html`), 'utf8');
}

export function htmlRecords(page: FixturePage): SearchRecord[] {
  return blocksToRecords(page, extractHtmlPage(fixtureHtml(page.name)).blocks, SITE_URL);
}

export function mdxRecords(page: FixturePage): SearchRecord[] {
  return blocksToRecords(page, extractMdxBlocks(page.source), SITE_URL);
}

/** Records of all fixture pages, as the production build extracts them. */
export function allFixtureRecords(): SearchRecord[] {
  return FIXTURE_PAGES.flatMap(htmlRecords);
}
