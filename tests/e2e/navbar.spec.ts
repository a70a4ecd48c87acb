import {test, expect} from './fixtures';

test.describe('navbar', () => {
  test.beforeEach(async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/docs/');
  });

  test('shows the sidebar links, dropdowns and right-hand items', async ({page}) => {
    const nav = page.locator('nav.navbar');
    await expect(nav.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs/');
    await expect(nav.getByRole('link', {name: 'API', exact: true})).toHaveAttribute('href', '/docs/api');
    for (const label of ['Products', 'Resources', 'Commercial']) {
      await expect(nav.locator('.navbar__item.dropdown > .navbar__link', {hasText: label})).toBeVisible();
    }
    await expect(nav.getByRole('link', {name: 'GitHub repository'})).toHaveAttribute('href', /github\.com\/remotion-dev/);
    await expect(nav.getByRole('link', {name: 'Discord community'})).toBeVisible();
    await expect(nav.getByRole('link', {name: 'Remotion on X'})).toBeVisible();
    await expect(nav.getByTestId('ask-ai-button')).toBeVisible();
    await expect(nav.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
  });

  test('the sidebar item of the page being read is active, also after client-side navigation', async ({page}) => {
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const nav = page.locator('nav.navbar');
    const docs = nav.getByRole('link', {name: 'Docs', exact: true});
    const api = nav.getByRole('link', {name: 'API', exact: true});
    await expect(docs).toHaveClass(/navbar__link--active/);
    await expect(api).not.toHaveClass(/navbar__link--active/);
    await api.click(); // /docs/api, a page of the API sidebar
    await expect(page).toHaveURL(/\/docs\/api$/);
    await expect(api).toHaveClass(/navbar__link--active/);
    await expect(docs).not.toHaveClass(/navbar__link--active/);
    // A trailing slash or other letter case finds the same page, as react-router matches it.
    await page.goto('/docs/config/');
    await expect(api).toHaveClass(/navbar__link--active/);
    await page.goto('/blog');
    await expect(api).not.toHaveClass(/navbar__link--active/);
    await expect(docs).not.toHaveClass(/navbar__link--active/);
  });

  test('dropdowns list their pages in order', async ({page}) => {
    const expected: Record<string, string[]> = {
      Products: ['Player', 'Lambda', 'Editor Starter', 'Timeline', 'WebCodecs', 'Recorder'],
      Resources: ['Learn', 'Resources', 'Blog', 'Showcase', 'Convert a video', 'Support'],
      Commercial: ['License + Pricing', 'Store', 'Success Stories', 'Experts', 'About us', 'Investors', 'Contact us'],
    };
    for (const [label, items] of Object.entries(expected)) {
      const dropdown = page.locator('nav.navbar .navbar__item.dropdown', {hasText: label});
      await expect(dropdown.locator('.dropdown__link')).toHaveText(items);
    }
  });

  test('a dropdown opens on hover and closes when the pointer leaves', async ({page}) => {
    const dropdown = page.locator('nav.navbar .navbar__item.dropdown', {hasText: 'Products'});
    const menu = dropdown.locator('.dropdown__menu');
    await expect(menu).toBeHidden();
    await dropdown.hover();
    await expect(menu).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(menu).toBeHidden();
  });

  test('Enter toggles a dropdown and an outside click closes it', async ({page}) => {
    const dropdown = page.locator('nav.navbar .navbar__item.dropdown', {hasText: 'Resources'});
    const trigger = dropdown.locator('> .navbar__link');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await page.keyboard.press('Enter');
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await page.mouse.click(640, 500);
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
  });

  test('moving focus out of a dropdown closes it', async ({page}) => {
    const dropdown = page.locator('nav.navbar .navbar__item.dropdown', {hasText: 'Commercial'});
    await dropdown.locator('> .navbar__link').focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await page.getByTestId('ask-ai-button').focus();
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
  });

  test('a right-click on the logo opens the brand page in a new tab', async ({page, context}) => {
    const logo = page.locator('nav.navbar .navbar__brand');
    const [brandPage] = await Promise.all([context.waitForEvent('page'), logo.click({button: 'right'})]);
    await brandPage.waitForLoadState('domcontentloaded');
    expect(new URL(brandPage.url()).pathname + new URL(brandPage.url()).hash).toBe('/about#brand');
    await brandPage.close();
    // The original tab stays where it was.
    expect(new URL(page.url()).pathname).toBe('/docs/');
  });

  test('Ask AI is a link to /ai in the server HTML and a toggle button once hydrated', async ({page, request}) => {
    const html = await (await request.get('/docs/')).text();
    // The HTML is minified: attribute values may come without quotes.
    expect(html).toMatch(/<a[^>]*data-testid="?ask-ai-button[^>]*href="?\/ai[">\s]/);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const button = page.getByRole('button', {name: 'Ask AI', exact: true});
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(page.getByTestId('ask-ai-panel')).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.click();
    await expect(page.getByTestId('ask-ai-panel')).toBeHidden();
    // A native button: Space toggles it too, without scrolling the page.
    await button.focus();
    const scroll = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Space');
    await expect(page.getByTestId('ask-ai-panel')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scroll);
    // The open panel takes the focus (its question field); the button closes it again.
    await button.click();
    await expect(page.getByTestId('ask-ai-panel')).toBeHidden();
    await page.goto('/ai');
    await expect(page.getByTestId('ai-assistant')).toBeVisible();
  });
});
