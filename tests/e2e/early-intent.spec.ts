import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * Taps and shortcuts before the page has hydrated (plugins/early-intent): the page paints before
 * its scripts run, and a visitor on a slow phone taps in that window. The entry script is held
 * back here until the test has tapped, then let through.
 */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const notHydrated = async (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');

test.describe('before hydration', () => {
  test('a tap on the menu button opens the mobile menu once the page is ready', async ({page, problems}) => {
    await page.setViewportSize({width: 390, height: 800});
    const release = await holdEntryScript(page);
    await page.goto('/docs/player', {waitUntil: 'domcontentloaded'});
    const toggle = page.locator('.navbar__toggle');
    await toggle.click();
    await notHydrated(page);
    // The button says it is on its way.
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('dialog', {name: 'Main menu'})).toBeVisible();
    await expect(toggle).not.toHaveAttribute('aria-busy');
    expect(problems).toEqual([]);
  });

  test('two taps (open, then close) leave the menu closed', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    const release = await holdEntryScript(page);
    await page.goto('/docs/player', {waitUntil: 'domcontentloaded'});
    await page.locator('.navbar__toggle').click();
    await page.locator('.navbar__toggle').click();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('.navbar__toggle')).not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('dialog', {name: 'Main menu'})).toHaveCount(0);
  });

  test('a tap on the search button, then typing, opens search with the typed query', async ({page, problems}) => {
    await page.setViewportSize({width: 1280, height: 800});
    const release = await holdEntryScript(page);
    await page.goto('/docs/player', {waitUntil: 'domcontentloaded'});
    await page.locator('.DocSearch-Button').click();
    await page.keyboard.type('lambda');
    await notHydrated(page);
    await expect(page.locator('.DocSearch-Button')).toHaveAttribute('aria-busy', 'true');
    release();
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('lambda');
    await expect(page.locator('.DocSearch-Hits .DocSearch-Hit').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('Ctrl+K pressed before hydration opens search; Escape before hydration takes it back', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    let release = await holdEntryScript(page);
    await page.goto('/docs/player', {waitUntil: 'domcontentloaded'});
    await page.keyboard.press('Control+k');
    await notHydrated(page);
    release();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();

    await page.unrouteAll({behavior: 'wait'});
    release = await holdEntryScript(page);
    await page.goto('/docs/api', {waitUntil: 'domcontentloaded'});
    await page.keyboard.press('/');
    await page.keyboard.press('Escape');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('.DocSearch-Button')).not.toHaveAttribute('aria-busy');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });
});
