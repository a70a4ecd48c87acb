import type {Page} from '@playwright/test';
import {expect, presetColorMode, test} from './fixtures';
import {seriousViolations} from './axe';
import {emulateSaveData} from '../../scripts/bench/lib/page-bytes.mjs';

/**
 * Offline navigation (plugins/offline-navigation): a docs link whose page cannot load keeps the
 * visitor on the current page, at its address, with a message and a retry, instead of a reload
 * that ends on the browser's error page. Idle prefetching is off (a data-saving connection), so
 * the target's code is not in the cache before the click.
 */

const START = {path: '/docs/', heading: 'Creating a new project'};
const TARGET = {path: '/docs/the-fundamentals', heading: 'The fundamentals'};

/** Marks the document: the mark survives client-side navigation, not a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument === true);

const notice = (page: Page) => page.getByRole('region', {name: 'Page not loaded'});
const sidebarLink = (page: Page) => page.locator(`.theme-doc-sidebar-container a[href="${TARGET.path}"]`).first();

async function expectStillOnStart(page: Page) {
  await expect(page).toHaveURL(new RegExp(`${START.path}$`));
  await expect(page.getByRole('heading', {level: 1, name: START.heading})).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
}

test.beforeEach(async ({page}) => {
  await page.addInitScript(emulateSaveData);
});

test('offline, a docs link keeps the current page with a retry that opens it once back online', async ({page, context}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(START.path);
  await markDocument(page);

  await context.setOffline(true);
  await sidebarLink(page).click();
  await expect(notice(page)).toBeVisible();
  await expect(notice(page).getByRole('alert')).toContainText(`${TARGET.path} could not be loaded: your connection seems to be offline.`);
  await expect(notice(page).getByRole('button', {name: 'Retry'})).toBeFocused();
  await expectStillOnStart(page);

  // Still offline: the retry fails, the message says so and stays.
  await notice(page).getByRole('button', {name: 'Retry'}).click();
  await expect(notice(page).getByRole('alert')).toContainText('Still no connection');
  await expectStillOnStart(page);

  await context.setOffline(false);
  await expect(notice(page).getByRole('alert')).toContainText(`Your connection is back. Retry to open ${TARGET.path}.`);
  await notice(page).getByRole('button', {name: 'Retry'}).click();
  await expect(page.getByRole('heading', {level: 1, name: TARGET.heading})).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${TARGET.path}$`));
  await expect(notice(page)).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('from a page outside the docs, a docs link whose route section cannot load keeps the page too', async ({page, context}) => {
  await page.goto('/');
  await markDocument(page);
  const homeHeading = await page.getByRole('heading', {level: 1}).first().textContent();

  await context.setOffline(true);
  await page.locator('main a[href="/docs/"]').first().click();
  await expect(notice(page)).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', {level: 1}).first()).toHaveText(homeHeading ?? '');

  await context.setOffline(false);
  await notice(page).getByRole('button', {name: 'Retry'}).click();
  await expect(page.getByRole('heading', {level: 1, name: START.heading})).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

for (const mode of ['light', 'dark'] as const) {
  test(`keyboard: Retry and Dismiss are reachable with a visible focus ring, Escape gives focus back to the link (${mode})`, async ({page, context}) => {
    await presetColorMode(page, mode);
    await page.goto(START.path);
    await markDocument(page);
    await context.setOffline(true);

    const link = sidebarLink(page);
    await link.focus();
    await page.keyboard.press('Enter');
    const retry = notice(page).getByRole('button', {name: 'Retry'});
    await expect(retry).toBeFocused();
    const ring = await retry.evaluate((element) => {
      const style = getComputedStyle(element);
      return {matches: element.matches(':focus-visible'), style: style.outlineStyle, width: parseFloat(style.outlineWidth)};
    });
    expect(ring).toEqual({matches: true, style: 'solid', width: 3});
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Tab');
    await expect(notice(page).getByRole('button', {name: 'Dismiss'})).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(retry).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(notice(page)).toHaveCount(0);
    await expect(link).toBeFocused();
    await expectStillOnStart(page);

    // Dismissed for good: coming back online does not navigate by itself; the link works again.
    await context.setOffline(false);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', {level: 1, name: TARGET.heading})).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });
}

test('390 px: a link in the mobile menu shows the message over the page; dismissing leaves focus on the page', async ({page, context}) => {
  await page.setViewportSize({width: 390, height: 800});
  await page.goto(START.path);
  await markDocument(page);
  await page.locator('.navbar__toggle').click();
  const menu = page.getByRole('dialog', {name: 'Main menu'});
  await expect(menu).toBeVisible();
  await context.setOffline(true);
  await menu.locator(`a[href="${TARGET.path}"]`).first().click();

  const retry = notice(page).getByRole('button', {name: 'Retry'});
  await expect(retry).toBeFocused();
  await expect(menu).toBeHidden();
  await expect(retry).toBeInViewport();
  await expectStillOnStart(page);
  expect(await seriousViolations(page)).toEqual([]);

  await notice(page).getByRole('button', {name: 'Dismiss'}).click();
  await expect(notice(page)).toHaveCount(0);
  const focused = await page.evaluate(() => {
    const active = document.activeElement;
    return {onBody: active === document.body, visible: active instanceof HTMLElement && active.offsetParent !== null};
  });
  expect(focused).toEqual({onBody: false, visible: true});
});

test('offline, Ask AI whose code is not loaded says so instead of crashing the page; Retry opens it once online', async ({page, context}) => {
  await page.goto(START.path);
  await context.setOffline(true);
  await page.getByTestId('ask-ai-button').click();

  const failed = page.getByRole('region', {name: 'Ask AI not loaded'});
  await expect(failed.getByRole('alert')).toContainText('could not be loaded: your connection seems to be offline');
  await expect(failed.getByRole('button', {name: 'Retry'})).toBeFocused();
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  await expect(page.getByRole('heading', {level: 1, name: START.heading})).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Close gives focus back to the button; opening again while offline says so again.
  await failed.getByRole('button', {name: 'Close'}).click();
  await expect(failed).toHaveCount(0);
  await expect(page.getByTestId('ask-ai-button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(failed.getByRole('button', {name: 'Retry'})).toBeFocused();

  await context.setOffline(false);
  await failed.getByRole('button', {name: 'Retry'}).click();
  await expect(page.getByTestId('ask-ai-panel')).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('offline, a showcase video whose code is not loaded says so in its place with a Retry, and the page stays', async ({page, context}) => {
  await page.goto('/showcase/');
  const entry = page.locator('article#countdown');
  await context.setOffline(true);
  await entry.getByRole('button', {name: /^Play /}).click();

  const failed = entry.getByTestId('lazy-part-failed');
  await expect(failed.getByRole('alert')).toHaveText('The video could not be loaded: your connection seems to be offline.');
  // The Play button is gone: Retry takes its place in focus.
  await expect(failed.getByRole('button', {name: 'Retry'})).toBeFocused();
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  await expect(page.getByRole('heading', {level: 1, name: 'Made with Remotion'})).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await failed.getByRole('button', {name: 'Retry'}).click();
  await expect(failed.getByRole('alert')).toBeVisible();
  await context.setOffline(false);
  await failed.getByRole('button', {name: 'Retry'}).click();
  await expect(entry.getByTestId('demo-player')).toBeVisible();
  await expect(failed).toHaveCount(0);
});
