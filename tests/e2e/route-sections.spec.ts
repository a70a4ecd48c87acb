import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {emulateSaveData} from '../../scripts/bench/lib/page-bytes.mjs';

/**
 * Route sections (plugins/route-sections/routeTable.cjs): the docs pages' routes are not in
 * main.js but in a section file that loads when a docs path is preloaded: before a docs page
 * hydrates, before a client-side navigation into the docs, or for an idle-time prefetch.
 */

/** A docs page's route as the minified section file writes it. */
const DOCS_ROUTE = /path:"\/docs\/[a-z0-9-]+(?:\/[a-z0-9-]+)*",component:/;

/** Records the site's script files that hold docs routes. */
function watchSectionFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('response', async (response) => {
    if (!/\/assets\/js\/[^/]+\.js$/.test(response.url())) return;
    const body = await response.text().catch(() => '');
    if (DOCS_ROUTE.test(body)) files.push(new URL(response.url()).pathname);
  });
  return files;
}

/** Follows a link client-side: a marker set on the window survives only if the page did not reload. */
async function followWithoutReload(page: Page, click: () => Promise<void>, heading: string) {
  await page.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));
  await click();
  await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true);
}

test('the home page leaves the docs routes out; following a docs link loads them on the way', async ({page, problems}) => {
  await page.addInitScript(emulateSaveData); // no idle prefetching: only what the page needs
  const sectionFiles = watchSectionFiles(page);
  await page.goto('/');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  expect(sectionFiles).toEqual([]);

  await followWithoutReload(page, () => page.locator('main a[href="/docs/"]').first().click(), 'Creating a new project');
  await expect(page).toHaveURL(/\/docs\/$/);
  expect(sectionFiles).toHaveLength(1);
  // The docs sidebar and the next navigation work from the loaded section, without another fetch.
  await followWithoutReload(page, () => page.locator('.theme-doc-sidebar-container a[href="/docs/the-fundamentals"]').first().click(), 'The fundamentals');
  expect(sectionFiles).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('a docs page opened directly loads its section before it hydrates', async ({page, problems}) => {
  const sectionFiles = watchSectionFiles(page);
  await page.goto('/docs/player');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  expect(sectionFiles).toHaveLength(1);
  const docsLink = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true});
  await followWithoutReload(page, () => docsLink.click(), 'Creating a new project');
  expect(problems).toEqual([]);
});

test('idle-time prefetching of docs links on the home page loads the section and their chunks', async ({page, problems}) => {
  const sectionFiles = watchSectionFiles(page);
  await page.goto('/');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect.poll(() => sectionFiles.length, {timeout: 20_000}).toBe(1);
  // Once the section is in, links to docs pages get their route chunks prefetched like any other.
  const prefetched = page.locator('link[rel="prefetch"][href*="/assets/js/"]');
  await expect.poll(() => prefetched.count(), {timeout: 20_000}).toBeGreaterThan(10);
  expect(problems).toEqual([]);
});

test('a section that fails to load leaves a readable page, not a blank one', async ({page}) => {
  await page.addInitScript(emulateSaveData);
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    if (DOCS_ROUTE.test(await response.text())) await route.abort('internetdisconnected');
    else await route.fulfill({response});
  });
  await page.goto('/');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  // The site answers, so a navigation that cannot load what it needs loads the page in full (as
  // after a deployment; plugins/offline-navigation): the server-rendered docs page shows.
  await page.locator('main a[href="/docs/"]').first().click();
  await expect(page).toHaveURL(/\/docs\/$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Creating a new project'})).toBeVisible();
  await expect(page.locator('article')).toContainText('npx create-video');
  await page.unrouteAll({behavior: 'ignoreErrors'});
});
