import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {DOCSEARCH_HITS_ATTRIBUTE} from '../../plugins/local-search/client/hitMarkup';

/**
 * The search modal's results are built from one string of markup each
 * (plugins/local-search/client/hitMarkup.ts) instead of DocSearch's element tree. They must be the
 * DOM DocSearch builds for the same hits: with DOCSEARCH_HITS_ATTRIBUTE on the root element,
 * DocSearch renders every result itself, and the two renderings are compared element for element.
 */

const hits = (page: Page) => page.locator('.DocSearch-Hits .DocSearch-Hit');

/** Each result as HTML, and how many of them React did not build (set as markup). */
async function results(page: Page, query: string, asDocSearch: boolean): Promise<{html: string[]; asMarkup: number; types: string[]}> {
  await page.goto('/docs/api');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  if (asDocSearch) await page.evaluate((name) => document.documentElement.setAttribute(name, ''), DOCSEARCH_HITS_ATTRIBUTE);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.locator('.DocSearch-Input').pressSequentially(query);
  // Results of the whole query: its last word, not a prefix of it, highlighted in the first hit.
  await expect(hits(page).first().locator('mark', {hasText: new RegExp(query.split(' ').pop()!, 'i')}).first()).toBeVisible();
  return page.evaluate(() => {
    const items = Array.from(document.querySelectorAll('.DocSearch-Hits .DocSearch-Hit'));
    const builtByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    const containers = items.map((item) => item.querySelector('.DocSearch-Hit-Container')).filter((element): element is Element => element !== null);
    return {
      html: items.map((item) => item.outerHTML),
      asMarkup: containers.filter((container) => !builtByReact(container)).length,
      types: items.map((item) => {
        if (item.querySelector('.DocSearch-Hit-Tree')) return 'child';
        if (item.querySelector('.DocSearch-Hit-icon svg line')) return 'heading';
        return item.querySelector('.DocSearch-Hit-icon svg path[d^="M17 5H3"]') ? 'content' : 'page';
      }),
    };
  });
}

test.describe('search results as markup', () => {
  test.beforeEach(async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
  });

  for (const query of ['composition', 'lambda timeout', 'render a video on the server']) {
    test(`"${query}": the same DOM as DocSearch's own rendering`, async ({page, problems}) => {
      const ours = await results(page, query, false);
      const theirs = await results(page, query, true);
      expect(ours.html.length).toBeGreaterThan(3);
      expect(ours.html).toEqual(theirs.html);
      // Every result went the fast way; DocSearch's rendering built every one with React.
      expect(ours.asMarkup).toBe(ours.html.length);
      expect(theirs.asMarkup).toBe(0);
      expect(problems).toEqual([]);
    });
  }

  test('the compared queries cover page, heading, paragraph and nested results', async ({page}) => {
    const kinds = new Set<string>();
    for (const query of ['composition', 'lambda timeout', 'render a video on the server']) {
      for (const type of (await results(page, query, false)).types) kinds.add(type);
    }
    expect([...kinds].sort()).toEqual(['child', 'content', 'heading', 'page']);
  });
});
