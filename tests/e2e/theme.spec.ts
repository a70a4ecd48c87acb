import {test, expect, presetColorMode} from './fixtures';

const toggleName = /Switch between dark and light mode/;

test.describe('colour mode', () => {
  test('the toggle cycles system → light → dark → system', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/docs/');
    const toggle = page.getByRole('button', {name: toggleName});
    await expect(toggle).toHaveAttribute('aria-label', /currently system mode/);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-label', /currently light mode/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-label', /currently dark mode/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-label', /currently system mode/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('system mode follows the operating system preference', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/docs/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the chosen mode persists across a reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/blog');
    const toggle = page.getByRole('button', {name: toggleName});
    await toggle.click();
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', {name: toggleName})).toHaveAttribute('aria-label', /currently dark mode/);
  });

  test('the footer logo follows the colour mode', async ({page}) => {
    await presetColorMode(page, 'dark');
    await page.goto('/docs/');
    const visibleLogo = page.locator('.footer__logo:visible');
    await expect(visibleLogo).toHaveCount(1);
    await expect(visibleLogo).toHaveAttribute('src', /logo-footer-dark\.svg$/);
    const toggle = page.getByRole('button', {name: toggleName});
    await toggle.click(); // system (dark) → light
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('.footer__logo:visible')).toHaveAttribute('src', /logo-footer\.svg$/);
  });
});

test.describe('announcement bar', () => {
  test('closing it is remembered after a reload', async ({page}) => {
    await page.goto('/docs/');
    await page.locator('html[data-has-hydrated="true"]').waitFor(); // the button works once React runs
    const bar = page.getByRole('banner').filter({has: page.locator('[class*="announcementBarContent"]')});
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Editor Starter');
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.locator('[class*="announcementBarContent"]')).toHaveCount(0);
  });
});
