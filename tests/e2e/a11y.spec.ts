import {test, expect, presetColorMode} from './fixtures';
import {seriousViolations} from './axe';

/**
 * Accessibility beyond the page walk (walk.spec.ts runs axe on every page in light mode): a
 * sample in dark mode and the docs sidebars in full, the keyboard paths through the navbar, and
 * what happens with reduced motion or blocked storage.
 */

const DARK_SAMPLE = ['/', '/docs/', '/docs/interpolate', '/docs/lambda', '/blog/', '/blog/4-0', '/templates/', '/player/', '/ai', '/search?q=render'];

test.describe('axe in dark mode and on the docs sidebars', () => {
  for (const path of DARK_SAMPLE) {
    test(`dark: ${path}`, async ({page}) => {
      await presetColorMode(page, 'dark');
      await page.goto(path);
      const violations = await seriousViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);
    });
  }

  // On a phone the navbar and the docs change shape (menu button, icon-only search, collapsible
  // table of contents): a sample at 390 px, in both modes.
  for (const mode of ['light', 'dark'] as const) {
    for (const path of ['/', '/docs/', '/docs/interpolate', '/blog/4-0', '/templates/audiogram']) {
      test(`390 px, ${mode}: ${path}`, async ({page}) => {
        await page.setViewportSize({width: 390, height: 800});
        await presetColorMode(page, mode);
        await page.goto(path);
        await expect(page.getByRole('button', {name: 'Search', exact: true})).toBeVisible();
        const violations = await seriousViolations(page);
        expect(violations, violations.join('\n')).toEqual([]);
      });
    }
  }

  for (const path of ['/docs/', '/docs/api', '/docs/editor-starter', '/docs/recorder']) {
    test(`light, with the sidebar: ${path}`, async ({page}) => {
      await page.goto(path);
      const violations = await seriousViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);
    });
  }
});

test.describe('keyboard', () => {
  test('the mobile menu is a dialog: focus moves in, stays in, Escape closes it and focus returns', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/docs/');
    const toggle = page.locator('.navbar__toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Main menu'});
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.locator('.navbar-sidebar__close')).toBeFocused();

    // Forty presses of Tab and Shift+Tab never leave the menu.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press(i % 10 === 9 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('Escape closes an open navbar dropdown and returns focus to its button', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/docs/');
    const dropdown = page.locator('nav.navbar .navbar__item.dropdown', {hasText: 'Commercial'});
    const button = dropdown.locator('> .navbar__link');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await page.keyboard.press('Tab');
    await expect(dropdown.locator('.dropdown__menu a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the search button shows a focus ring', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/docs/');
    // Reach it with the keyboard from the top of the page, so :focus-visible applies. Focus loads
    // the search code, and the loaded button takes the place (and the focus) of the first one.
    const onSearchButton = () => page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Button') ?? false);
    for (let i = 0; i < 40 && !(await onSearchButton()); i++) await page.keyboard.press('Tab');
    const button = page.locator('nav.navbar .DocSearch-Button');
    await expect(button).toBeFocused();
    await expect
      .poll(() => button.evaluate((el) => `${getComputedStyle(el).outlineStyle} ${parseFloat(getComputedStyle(el).outlineWidth) >= 2}`))
      .toBe('solid true');
  });
});

/** Lets the page draw 30 frames: long enough for an autoplaying Player to move its playhead. */
const drawFrames = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let frames = 0;
        const tick = () => (++frames >= 30 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
  );

test.describe('reduced motion', () => {
  test.use({reducedMotion: 'reduce'});

  test('the /player demo starts paused and plays on request', async ({page}) => {
    await page.goto('/player/');
    await page.locator('#try-it').scrollIntoViewIfNeeded();
    const demo = page.getByTestId('demo-player');
    const readout = demo.getByTestId('demo-frame');
    await expect(readout).toBeVisible();
    // Give an autoplay the frames it would need, then check nothing moved.
    await drawFrames(page);
    await expect(readout).toHaveAttribute('data-playing', 'false');
    await expect(readout).toHaveAttribute('data-frame', '0');
    await demo.getByTestId('demo-toggle').click();
    await expect(readout).toHaveAttribute('data-playing', 'true');
  });

  test('the home page demo starts paused', async ({page}) => {
    await page.goto('/');
    await page.locator('#demo').scrollIntoViewIfNeeded();
    const readout = page.getByTestId('demo-player').getByTestId('demo-frame');
    await expect(readout).toBeVisible();
    await drawFrames(page);
    await expect(readout).toHaveAttribute('data-playing', 'false');
  });
});

test.describe('storage blocked', () => {
  test.beforeEach(async ({page}) => {
    // As in some privacy modes and sandboxed frames: touching either storage throws.
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'] as const) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
  });

  test('search, the colour mode switch and Ask AI keep working', async ({page}) => {
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/docs/');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    await input.fill('interpolate');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await page.getByRole('button', {name: 'Ask AI', exact: true}).click();
    await expect(page.getByTestId('ask-ai-panel')).toBeVisible();
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    expect(crashes).toEqual([]);
  });
});
