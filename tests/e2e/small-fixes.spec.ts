import {test, expect} from './fixtures';

/** Small behaviours that once went wrong: a docs 404's title, blank search queries, the error screen. */

test('a missing docs page keeps its "Page Not Found" title after hydration', async ({page}) => {
  const response = await page.goto('/docs/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page).toHaveTitle(/^Page Not Found/);
});

test.describe('search modal', () => {
  test.beforeEach(async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
  });

  test('a query of spaces only is no query: the start screen, not "No results"', async ({page}) => {
    await page.goto('/docs/api');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    await input.pressSequentially('   ');
    await expect(input).toHaveValue('');
    await expect(page.locator('.DocSearch-StartScreen').first()).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
    // Words still search, and spaces between them stay.
    await input.pressSequentially('render media');
    await expect(input).toHaveValue('render media');
    await expect(page.locator('.DocSearch-Hits .DocSearch-Hit').first()).toBeVisible();
  });

  test('the error screen offers no "See all" link', async ({page}) => {
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/docs/api');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').pressSequentially('render');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    await expect(page.getByText(/See all \d+ results/)).toHaveCount(0);
  });
});

test.describe('search in Chinese, Japanese and Korean', () => {
  test('a Japanese word inside a sentence written without spaces finds its page, highlighted', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/docs/api');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    // As an input method commits text: the whole word at once, not key by key.
    await page.keyboard.insertText('コード');
    const hit = page.locator('.DocSearch-Hits .DocSearch-Hit a[href*="/docs/google-fonts/load-font"]').first();
    await expect(hit).toBeVisible();
    await expect(hit.locator('mark').filter({hasText: 'コード'}).first()).toBeVisible();
  });

  test('/search finds the same page for a Japanese query', async ({page}) => {
    await page.goto(`/search?q=${encodeURIComponent('動画')}`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('main a[href*="/docs/google-fonts/load-font"]').first()).toBeVisible();
  });
});

test('a docs link printed by a toolkit error message lands on the page that answers it', async ({page}) => {
  // @remotion/studio's "defaultProps too big" error links this address.
  await page.goto('/docs/troubleshooting/serialize-defaultprops', {waitUntil: 'commit'});
  await page.waitForURL('**/docs/troubleshooting/defaultprops-too-big');
  await expect(page.getByRole('heading', {level: 1})).toContainText('defaultProps too big');
});
