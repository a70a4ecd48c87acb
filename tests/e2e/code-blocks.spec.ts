import {expect, test, watchPageProblems} from './fixtures';
import type {Page} from '@playwright/test';

/**
 * Code blocks are highlighted at build time (plugins/code-highlight): pages render the tokens the
 * build registered, and Prism never reaches the browser for code the build has seen.
 */

/** A string of Prism's own setup (client/prismGlobal.ts and prism-core), in no other module. */
const PRISM_FINGERPRINT = 'disableWorkerMessageHandler';

/** Records the bodies of the scripts a page downloads, to tell whether Prism was among them. */
function watchScripts(page: Page): {withPrism: string[]; count: () => number} {
  const withPrism: string[] = [];
  let count = 0;
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    count++;
    const body = await response.text().catch(() => '');
    if (body.includes(PRISM_FINGERPRINT)) withPrism.push(response.url());
  });
  return {withPrism, count: () => count};
}

async function hydrated(page: Page) {
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

test('fenced code and install commands arrive highlighted without Prism', async ({page}) => {
  const problems = watchPageProblems(page);
  const scripts = watchScripts(page);
  await page.goto('/docs/transitioning');
  await hydrated(page);

  const blocks = page.locator('article .theme-code-block');
  expect(await blocks.count()).toBeGreaterThan(1);
  // Every block shows tokens with types, in the server HTML and after hydration alike.
  for (const block of await blocks.all()) {
    expect(await block.locator('.token-line .token').count()).toBeGreaterThan(0);
  }
  await expect(page.locator('article .theme-code-block .token.keyword').first()).toBeVisible();
  // <PackageManagerTabs>: the npm command, with the command name highlighted as Prism's bash grammar does.
  const npm = page.locator('article [role="tabpanel"]:not([hidden]) .theme-code-block').first();
  await expect(npm).toContainText('npm install');
  await expect(npm.locator('.token.function').first()).toHaveText('npm');

  await page.waitForLoadState('networkidle');
  expect(scripts.count()).toBeGreaterThan(0);
  expect(scripts.withPrism, 'scripts that carry Prism').toEqual([]);
  expect(problems).toEqual([]);
});

test('signatures arrive highlighted, also after a client-side navigation, without Prism', async ({page}) => {
  const problems = watchPageProblems(page);
  const scripts = watchScripts(page);
  await page.goto('/docs/absolute-fill');
  await hydrated(page);
  const signature = page.locator('article .theme-code-block').first();
  await expect(signature).toContainText('AbsoluteFill');
  await expect(signature.locator('.token.keyword, .token.punctuation').first()).toBeVisible();

  // The next page's chunk (with its registered tokens) loads on the way.
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/docs\/artifact$/);
  await expect(page.locator('article .theme-code-block').first().locator('.token-line .token').first()).toBeVisible();
  await expect(page.locator('article .theme-code-block .token.keyword, article .theme-code-block .token.punctuation').first()).toBeVisible();

  await page.waitForLoadState('networkidle');
  expect(scripts.withPrism, 'scripts that carry Prism').toEqual([]);
  expect(problems).toEqual([]);
});

test('the copy button copies the code the build highlighted', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/transitioning');
  await hydrated(page);
  const block = page.locator('article .theme-code-block').filter({has: page.locator('.token.keyword')}).first();
  const shown = await block.locator('.token-line').evaluateAll((lines) => lines.map((line) => line.textContent).join('\n'));
  expect(shown).toContain('\n');
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
});

test('code takes the dark theme colours in dark mode, after hydration and when the mode changes', async ({browser}) => {
  // The server renders the default (light) theme's colours; the page switches after hydrating.
  const colours: Record<string, {keyword: string; background: string}> = {};
  const read = async (page: Page) => ({
    keyword: await page.locator('article .theme-code-block .token.keyword').first().evaluate((el) => getComputedStyle(el).color),
    background: await page.locator('article .theme-code-block').first().evaluate((el) => getComputedStyle(el).backgroundColor),
  });
  for (const scheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({colorScheme: scheme});
    const page = await context.newPage();
    await page.goto('/docs/transitioning');
    await hydrated(page);
    await expect(page.locator('article .theme-code-block .token.keyword').first()).toBeVisible();
    if (scheme === 'dark') await expect.poll(async () => (await read(page)).keyword).not.toBe(colours.light?.keyword);
    colours[scheme] = await read(page);
    if (scheme === 'dark') {
      // system (dark) → light with the navbar toggle: the hydrated blocks follow.
      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await expect.poll(() => read(page)).toEqual(colours.light);
    }
    await context.close();
  }
  expect(colours.light?.keyword).not.toBe(colours.dark?.keyword);
  expect(colours.light?.background).not.toBe(colours.dark?.background);
});
