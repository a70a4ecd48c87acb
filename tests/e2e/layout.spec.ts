import {test, expect} from './fixtures';

test.describe('mobile menu', () => {
  test('below 996 px the hamburger opens a menu with a back button and locks scrolling', async ({page}) => {
    await page.setViewportSize({width: 990, height: 800});
    await page.goto('/docs/');
    const hamburger = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(hamburger).toBeVisible();
    await hamburger.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    // On a docs page the menu opens on the docs sidebar (secondary panel).
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await back.click();
    const primary = sidebar.locator('.navbar-sidebar__item').first();
    await expect(primary.getByRole('link', {name: 'Docs', exact: true})).toBeVisible();
    await expect(primary.getByRole('link', {name: 'API', exact: true})).toBeVisible();
    await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('at 1000 px there is no hamburger', async ({page}) => {
    await page.setViewportSize({width: 1000, height: 800});
    await page.goto('/docs/');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'Docs', exact: true})).toBeVisible();
  });
});

test('the skip link moves focus to the main content', async ({page}) => {
  await page.goto('/docs/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main').first()).toBeFocused();
  // The next Tab lands inside the main content, past the navbar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test.describe('routing', () => {
  test('an unknown path shows the not-found page', async ({page}) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.locator('nav.navbar')).toBeVisible();
  });

  test('an unknown path reached by client-side navigation shows the not-found page', async ({page}) => {
    await page.goto('/docs/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/docs/not-a-real-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });

  for (const [from, to, heading] of [
    ['/docs/support.html', '/docs/support', 'Support Policy'],
    ['/blog/index.html', '/blog/', 'Blog'],
    ['/docs/license/pricing.html', '/docs/license/pricing', 'License & Pricing'],
  ] as const) {
    test(`${from} is normalised to ${to}`, async ({page}) => {
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL((url) => url.pathname === to);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    });
  }
});
