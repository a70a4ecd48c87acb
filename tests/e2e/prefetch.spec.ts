import {expect, test} from './fixtures';
import {emulateSaveData} from '../../scripts/bench/lib/page-bytes.mjs';

/**
 * Idle-time prefetching (plugins/route-sections/client/idlePrefetch.ts) with the chunk-name table kept out of the
 * runtime (plugins/route-sections/chunkNameFile.ts): links in view still get their route chunks
 * prefetched, after one fetch of the table; data-saving connections fetch neither.
 */

test('links in view get their route chunks prefetched once the page is idle', async ({page, problems}) => {
  const tables: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/chunk-names\.[0-9a-f]{8}\.json$/.test(request.url())) tables.push(request.url());
  });
  await page.goto('/docs/');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const prefetched = page.locator('link[rel="prefetch"][href*="/assets/js/"]');
  await expect.poll(() => prefetched.count(), {timeout: 20_000}).toBeGreaterThan(50);
  expect(tables).toHaveLength(1);

  // They are files of this build (the table maps names to the right ids).
  const hrefs = [...new Set(await prefetched.evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href)))];
  expect(hrefs.length).toBeGreaterThan(10);
  for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200);
  expect(problems).toEqual([]);
});

test('a data-saving connection fetches neither the table nor any prefetch', async ({page}) => {
  await page.addInitScript(emulateSaveData);
  const tables: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/js/chunk-names.')) tables.push(request.url());
  });
  await page.goto('/docs/');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  expect(tables).toEqual([]);
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
});
