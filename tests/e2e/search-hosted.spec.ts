import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {startAlgoliaStandIn, type AlgoliaStandIn} from '../../plugins/local-search/testing/algoliaStandIn';
import {SITE_URL, allFixtureRecords} from '../../plugins/local-search/__tests__/fixtures';

/**
 * Hosted mode in the browser, against a stand-in for Algolia's search API on 127.0.0.1.
 *
 * This reuses the local-mode build instead of building the site again with Algolia variables:
 * an init script sets the client's test hook (`window.__SEARCH_TEST_HOSTED_BASE_URL__`), which
 * switches the browser to the hosted code path (Algolia's lite client, our request rules) aimed
 * at the stand-in. What a hosted build adds on top (credentials in the theme config, the
 * preconnect tag, the build error for a missing appId/apiKey) is covered by the unit tests of
 * config/search.ts.
 */

// The stand-in is set through the test hook, not the build, so the built policy's connect-src
// does not list it (a hosted build does: config/securityHeaders.ts).
test.use({bypassCSP: true});

let standIn: AlgoliaStandIn;

test.beforeAll(async () => {
  standIn = await startAlgoliaStandIn(allFixtureRecords(), SITE_URL);
});

test.afterAll(async () => {
  await standIn.close();
});

async function visitHosted(page: Page, baseUrl: string, path = '/docs/api'): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.addInitScript((url) => {
    window.__SEARCH_TEST_HOSTED_BASE_URL__ = url;
  }, baseUrl);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  return requested;
}

test('the modal queries POST /1/indexes/*/queries with the site rules', async ({page}) => {
  const requested = await visitHosted(page, standIn.url);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').pressSequentially('prerequisites');
  const first = page.locator('.DocSearch-Hits .DocSearch-Hit').first(); // results, not the Ask AI entry above them
  await expect(first.locator('mark', {hasText: /prerequisites/i}).first()).toBeVisible();
  await expect(first.locator('a')).toHaveAttribute('href', '/docs/#prerequisites');

  const last = [...standIn.requests].reverse().find((request) => request.queries[0]?.query === 'prerequisites');
  expect(last?.path).toBe('/1/indexes/*/queries');
  expect(last?.queries[0]).toMatchObject({indexName: 'remotion-docs', hitsPerPage: 20, highlightPreTag: '<mark>'});
  expect(last?.queries[0]?.attributesToSnippet).toContain('content:10');
  // Contextual search: language and docs tag filters go along with every query.
  expect(JSON.stringify(last?.queries[0]?.facetFilters)).toContain('language:en');
  expect(JSON.stringify(last?.queries[0]?.facetFilters)).toContain('docusaurus_tag:docs-default-current');
  // Nothing came from the embedded index.
  expect(requested.filter((url) => url.includes('/search-index/'))).toEqual([]);
});

test('the modal cuts queries to 64 characters before sending them', async ({page}) => {
  await visitHosted(page, standIn.url);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(`cloud ${'r'.repeat(80)}`);
  await expect.poll(() => standIn.requests.at(-1)?.queries[0]?.query).toBe(`cloud ${'r'.repeat(58)}`);
});

test('the search page queries the stand-in, 20 hits a page', async ({page}) => {
  await visitHosted(page, standIn.url, '/search?q=cloud%20rendering');
  await expect(page.locator('main article').first().locator('h2 a')).toHaveAttribute('href', '/docs/api#cloud-rendering');
  const last = [...standIn.requests].reverse().find((request) => request.queries[0]?.query === 'cloud rendering');
  expect(last?.queries[0]).toMatchObject({hitsPerPage: 20});
});

test('an unreachable host shows the error screen', async ({page}) => {
  // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
  await visitHosted(page, 'http://127.0.0.1:9');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').pressSequentially('render');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('You might want to check your network connection.');
});

test.describe("Algolia's own hosts (the production path)", () => {
  /**
   * Hosted mode without a host override, as a production build runs it: the client asks
   * LOCALINDEX-dsn.algolia.net, then the LOCALINDEX-{1,2,3}.algolianet.com hosts. The test answers
   * those requests from the stand-in, and can make any host unreachable.
   */
  async function answerAlgoliaHosts(page: Page, down: RegExp | null): Promise<string[]> {
    const asked: string[] = [];
    await page.route(/^https:\/\/[^/]*\.(algolia\.net|algolianet\.com)\//, async (route) => {
      const url = new URL(route.request().url());
      asked.push(url.hostname);
      if (down?.test(url.hostname)) return route.abort('connectionrefused');
      const response = await route.fetch({url: `${standIn.url}${url.pathname}${url.search}`});
      return route.fulfill({response, headers: {...response.headers(), 'access-control-allow-origin': '*'}});
    });
    return asked;
  }

  test('the modal and the search page reach the dsn host first', async ({page}) => {
    const asked = await answerAlgoliaHosts(page, null);
    await visitHosted(page, '');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').pressSequentially('prerequisites');
    await expect(page.locator('.DocSearch-Hits .DocSearch-Hit').first().locator('mark').first()).toBeVisible();
    // The dsn host first. (On a loaded machine an answer relayed by the test can miss the
    // client's 2 s read timeout, and the client rightly moves on to the next host.)
    expect(asked[0]).toBe('localindex-dsn.algolia.net');
    expect(asked.every((host) => /^localindex-(dsn\.algolia\.net|[123]\.algolianet\.com)$/.test(host))).toBe(true);

    const before = asked.length;
    await page.goto('/search?q=cloud%20rendering');
    await expect(page.locator('main article').first().locator('h2 a')).toHaveAttribute('href', '/docs/api#cloud-rendering');
    expect(asked[before]).toBe('localindex-dsn.algolia.net');
  });

  test('when the dsn host is down, results come from the next host, and later searches skip it', async ({page}) => {
    const asked = await answerAlgoliaHosts(page, /-dsn\.algolia\.net$/);
    await visitHosted(page, '');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.pressSequentially('render');
    await expect(page.locator('.DocSearch-Hits .DocSearch-Hit').first().locator('mark').first()).toBeVisible();
    expect(asked[0]).toBe('localindex-dsn.algolia.net');
    expect(asked.slice(1).some((host) => /^localindex-[123]\.algolianet\.com$/.test(host))).toBe(true);

    // The next searches go straight to a host that answers (for two minutes, as Algolia's clients intend).
    const before = asked.length;
    await input.fill('composition');
    await expect(page.locator('.DocSearch-Hits .DocSearch-Hit').first().locator('mark', {hasText: /composition/i}).first()).toBeVisible();
    expect(asked.slice(before)).not.toContain('localindex-dsn.algolia.net');
    expect(asked.length).toBeGreaterThan(before);
  });
});
