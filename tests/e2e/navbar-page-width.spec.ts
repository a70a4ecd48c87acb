import type {Locator, Page} from '@playwright/test';
import {test, expect, presetColorMode} from './fixtures';
import {seriousViolations} from './axe';
import {navbar} from '../../config/navbar';

/**
 * The navbar follows the width left to the page, not the window's: with the Ask AI panel open
 * (400 px on the right) a 1280 px window leaves the page 880 px, where the phone navbar with its
 * menu takes over; a 1440 px window leaves 1040 px, where the full navbar fits with a compact
 * search button. Whatever the width: one line per item, the brand in full, nothing wider than the
 * page, and every navbar entry within reach (in the menu when the navbar is collapsed).
 */

type Entry = {label: string; children: string[]};

/** A link's name starts with its label: links to other sites add a hint that they open a new tab. */
const named = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);

/** The navbar's entries as configured, by the text each shows in the menu. */
const ENTRIES: Entry[] = navbar.items.map((item) => ({
  label: item.type === 'custom-askAi' ? 'Ask AI' : String(item.label),
  children: (item.items ?? []).map((child) => String(child.label)),
}));

async function openPanel(page: Page, width: number, path = '/docs/') {
  await page.setViewportSize({width, height: 800});
  await page.goto(path);
  await page.getByTestId('ask-ai-button').click();
  await expect(page.getByTestId('ask-ai-panel')).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/chat-panel-open/);
}

/** What is wrong with the navbar's layout, as readable lines; empty when it holds. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const name = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() || el.className;
    const root = document.documentElement;
    const pageColumn = document.getElementById('__docusaurus')!.getBoundingClientRect();
    const inner = document.querySelector<HTMLElement>('.navbar__inner')!;
    const row = inner.getBoundingClientRect();
    if (root.scrollWidth > root.clientWidth) problems.push(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth}`);
    if (inner.scrollWidth > inner.clientWidth) problems.push(`the navbar overflows: ${inner.scrollWidth} px in ${inner.clientWidth}`);

    const controls = Array.from(inner.querySelectorAll<HTMLElement>('.navbar__brand, .navbar__link, .navbar__item, .navbar__toggle, button, a')).filter(shown);
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.top < row.top - 1 || box.bottom > row.bottom + 1) problems.push(`"${name(el)}" is off the navbar's line`);
      if (box.right > pageColumn.right + 1) problems.push(`"${name(el)}" reaches past the page, under the panel`);
    }
    // A link is one line tall when its box is its line height plus padding (a dropdown's caret
    // that wraps under the label doubles it).
    for (const link of Array.from(inner.querySelectorAll<HTMLElement>('.navbar__link')).filter(shown)) {
      const style = getComputedStyle(link);
      const oneLine = parseFloat(style.lineHeight) + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      const height = link.getBoundingClientRect().height;
      if (height > oneLine + 1) problems.push(`"${name(link)}" wraps: ${height} px tall, one line is ${oneLine}`);
    }
    const title = inner.querySelector<HTMLElement>('.navbar__title');
    if (!title || !shown(title)) problems.push('the brand text is not shown');
    else if (title.scrollWidth > title.clientWidth + 1 || title.getBoundingClientRect().width < 1) problems.push(`the brand text is cut: ${title.clientWidth} px of ${title.scrollWidth}`);
    return problems;
  });
}

async function expectLayoutHolds(page: Page) {
  // The panel slides in: read the layout once the page has settled beside it.
  await expect.poll(() => layoutProblems(page)).toEqual([]);
}

/** Opens a collapsed dropdown of the phone menu and checks its links. */
async function expectMenuEntry(menu: Locator, entry: Entry) {
  if (entry.label === 'Ask AI') {
    await expect(menu.getByRole('button', {name: 'Ask AI', exact: true})).toBeVisible();
    return;
  }
  if (entry.children.length === 0) {
    await expect(menu.getByRole('link', {name: entry.label, exact: true})).toBeVisible();
    return;
  }
  const trigger = menu.locator('.menu__link--sublist', {hasText: entry.label});
  await expect(trigger).toBeVisible();
  await trigger.focus();
  await trigger.press('Enter');
  for (const child of entry.children) await expect(menu.getByRole('link', {name: named(child)})).toBeVisible();
}

/** Every navbar entry is a visible control, in the navbar or, when it is collapsed, in its menu. */
async function expectEveryEntryReachable(page: Page) {
  const nav = page.locator('nav.navbar');
  const hamburger = nav.getByRole('button', {name: 'Toggle navigation bar'});
  if (await hamburger.isVisible()) {
    await hamburger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', {name: 'Main menu'});
    await expect(menu).toBeVisible();
    for (const entry of ENTRIES) await expectMenuEntry(menu, entry);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    return;
  }
  for (const entry of ENTRIES) {
    if (entry.label === 'Ask AI') {
      await expect(nav.getByTestId('ask-ai-button')).toBeVisible();
      continue;
    }
    if (entry.children.length === 0) {
      await expect(nav.getByRole('link', {name: entry.label, exact: true})).toBeVisible();
      continue;
    }
    const dropdown = nav.locator('.navbar__item.dropdown', {hasText: entry.label});
    await dropdown.locator('> .navbar__link').focus();
    await page.keyboard.press('Enter');
    for (const child of entry.children) await expect(dropdown.getByRole('link', {name: named(child)})).toBeVisible();
    await page.keyboard.press('Escape');
  }
}

test.describe('with the Ask AI panel open', () => {
  for (const width of [1280, 1440]) {
    for (const mode of ['light', 'dark'] as const) {
      test(`at ${width} px (${mode}) the navbar fits the page beside the panel and every entry is reachable`, async ({page, problems}) => {
        await presetColorMode(page, mode);
        await openPanel(page, width);
        await expectLayoutHolds(page);
        await expect(page.locator('.navbar__inner .navbar__title')).toHaveText('Remotion');
        // 1280 px leaves the page 880 px: the phone navbar. 1440 px leaves 1040 px: the full one.
        await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible({visible: width === 1280});
        await expectEveryEntryReachable(page);
        // Escape closed the dropdowns (or the menu) and left the panel open.
        await expect(page.getByTestId('ask-ai-panel')).toBeVisible();
        expect(problems).toEqual([]);
      });
    }
  }

  test('at 1100 px the menu opens and closes by keyboard, and Escape leaves the panel open', async ({page}) => {
    await openPanel(page, 1100);
    await expectLayoutHolds(page);
    const hamburger = page.getByRole('button', {name: 'Toggle navigation bar'});
    await hamburger.focus();
    // Focus is visible on the menu button.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(hamburger).toBeFocused();
    expect(await hamburger.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', {name: 'Main menu'});
    await expect(menu).toBeVisible();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', {name: 'Close navigation bar'})).toBeFocused();
    // As wide as a phone's menu, inside the page. The box is read while the menu slides in, and
    // its transform can leave a width like 320.0000076: compare whole pixels.
    const box = (await menu.boundingBox())!;
    expect(Math.round(box.width)).toBeLessThanOrEqual(320);
    // Tab stays in the menu.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.navbar-sidebar')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
    await expect(page.getByTestId('ask-ai-panel')).toBeVisible();
    // A menu link takes the visitor there and closes the menu.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', {name: 'API', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/api$/);
    await expect(menu).toBeHidden();
  });

  test('a doc beside the panel gets the phone layout: content across the row, "On this page" above it', async ({page}) => {
    await openPanel(page, 1280, '/docs/player/player');
    const desktopToc = page.locator('.theme-doc-toc-desktop');
    const mobileToc = page.locator('.theme-doc-toc-mobile');
    await expect(desktopToc).toBeHidden();
    await expect(mobileToc).toBeVisible();
    // The content column fills the row beside the docs sidebar.
    const widths = await page.locator('main .row > .col').first().evaluate((col) => ({col: col.getBoundingClientRect().width, row: col.parentElement!.getBoundingClientRect().width}));
    expect(widths.col).toBeGreaterThan(widths.row - 2);
    // The collapsible list opens and leads to a section.
    await mobileToc.getByRole('button', {name: 'On this page'}).click();
    const first = mobileToc.getByRole('link').first();
    await expect(first).toBeVisible();
    const hash = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${hash!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

    // Closed again, the doc goes back to content and table of contents side by side.
    await page.getByRole('button', {name: 'Close Ask AI panel'}).click();
    await expect(desktopToc).toBeVisible();
    await expect(mobileToc).toBeHidden();
  });

  test('closing the panel while the menu is open brings the full navbar back', async ({page}) => {
    await openPanel(page, 1280);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.getByRole('dialog', {name: 'Main menu'});
    await expect(menu).toBeVisible();
    // The panel stays above the menu's backdrop: its close button still takes a click.
    await page.getByRole('button', {name: 'Close Ask AI panel'}).click();
    await expect(page.getByTestId('ask-ai-panel')).toBeHidden();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'Docs', exact: true})).toBeVisible();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    await expectLayoutHolds(page);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds nothing serious at 1280 px (${mode}), with the menu closed and open`, async ({page}) => {
      await presetColorMode(page, mode);
      await openPanel(page, 1280);
      let violations = await seriousViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      const menu = page.getByRole('dialog', {name: 'Main menu'});
      // Colours are read once the menu has faded in.
      await expect(menu).toHaveCSS('opacity', '1');
      violations = await seriousViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);
    });
  }
});

test.describe('with the panel closed', () => {
  for (const width of [1000, 1100, 1280, 1920]) {
    test(`at ${width} px the full navbar fits, without the menu button`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto('/docs/');
      await expectLayoutHolds(page);
      await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
      await expectEveryEntryReachable(page);
    });
  }

  test('the search button keeps its name when it shows only its icon', async ({page}) => {
    await page.setViewportSize({width: 1000, height: 800});
    await page.goto('/docs/');
    const search = page.locator('nav.navbar .DocSearch-Button');
    await expect(search.locator('.DocSearch-Button-Keys')).toBeHidden();
    await expect(search).toHaveAccessibleName('Search');
    expect((await search.boundingBox())!.width).toBeLessThan(60);
  });
});
