import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * Search in the production build, local mode (the default): the DocSearch modal and /search
 * answered by the embedded index. Behaviour follows the site specification; see
 * plugins/local-search/ for how it is built.
 */

const INDEX_NAME = 'remotion-docs';
const RECENT_KEY = `__DOCSEARCH_RECENT_SEARCHES__${INDEX_NAME}`;
const FAVORITE_KEY = `__DOCSEARCH_FAVORITE_SEARCHES__${INDEX_NAME}`;

async function visit(page: Page, path = '/docs/api'): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
// Results only: the Ask AI entry above them is a DocSearch-Hit too.
const hits = (page: Page) => page.locator('.DocSearch-Hits .DocSearch-Hit');

async function openWithShortcut(page: Page): Promise<void> {
  // DocSearch ignores the shortcut while <body> still has DocSearch--active, which a modal that
  // just closed (after choosing a result) removes a moment later; a person cannot press it sooner.
  await expect(page.locator('body')).not.toHaveClass(/DocSearch--active/);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

/** Types a query and waits for the results of the whole query (not of a prefix typed on the way). */
async function search(page: Page, query: string, highlighted: RegExp = new RegExp(query.split(' ').pop() ?? query, 'i')): Promise<void> {
  await input(page).pressSequentially(query);
  await expect(hits(page).first().locator('mark', {hasText: highlighted}).first()).toBeVisible();
}

/** A stored recent or favourite search, in the shape DocSearch keeps in local storage. */
function storedHit(n: number) {
  return {
    objectID: `stored-${n}`,
    type: 'lvl2',
    content: null,
    url: `https://www.remotion.dev/docs/api#stored-${n}`,
    url_without_anchor: 'https://www.remotion.dev/docs/api',
    anchor: `stored-${n}`,
    hierarchy: {lvl0: 'Docs', lvl1: 'API overview', lvl2: `Stored search ${n}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  };
}

test.describe('search modal', () => {
  test.beforeEach(async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
  });

  test('opens with Ctrl+K, with / and by typing, but not with Ctrl+F', async ({page, problems}) => {
    await visit(page);
    await openWithShortcut(page);
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();

    // `/` opens the modal when the focus is on the page (not in a field or on a button).
    await page.locator('body').click({position: {x: 5, y: 400}});
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('');
    await page.getByRole('button', {name: 'Cancel'}).click();
    await expect(modal(page)).toBeHidden();

    // Typing with nothing focused opens the modal with what was typed.
    await page.locator('body').click({position: {x: 5, y: 400}});
    await page.keyboard.type('lam');
    await expect(input(page)).toHaveValue('lam');
    await expect(hits(page).first()).toBeVisible();
    await page.getByRole('button', {name: 'Cancel'}).click();

    // Ctrl+F stays the browser's: the modal opened afterwards has no "f" in it.
    await page.locator('body').click({position: {x: 5, y: 400}});
    await page.keyboard.press('Control+f');
    await expect(modal(page)).toBeHidden();
    await openWithShortcut(page);
    await expect(input(page)).toHaveValue('');
    expect(problems).toEqual([]);
  });

  test('loads the modal and the index lazily: on hover, for the first letter, then in the background', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const indexFiles = () => requested.filter((url) => url.includes('/search-index/')).map((url) => url.replace(/^.*\/search-index\/([0-9a-f]+\/)?/, ''));
    await visit(page);
    await expect(page.locator('.DocSearch-Button')).toBeVisible();
    expect(indexFiles()).toEqual([]);
    const scriptsBefore = requested.filter((url) => url.endsWith('.js')).length;

    await page.locator('.DocSearch-Button').hover();
    await expect.poll(indexFiles).toEqual(['manifest.json']);
    await expect.poll(() => requested.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(scriptsBefore);

    await page.locator('.DocSearch-Button').click();
    await input(page).press('l');
    await expect(hits(page).first().locator('mark', {hasText: /^l$/i}).first()).toBeVisible();
    // The first letter's answer was ranked at build time: one small file, nothing else.
    expect(indexFiles().slice(0, 2)).toEqual(['manifest.json', 'prefix-l.json']);

    // Then the rest of the index arrives while the page is idle, and later keystrokes rank in memory.
    await page.waitForFunction(() => performance.getEntriesByName('local-search:index-loaded').length > 0);
    const loaded = indexFiles();
    expect(loaded).toContain('meta.json');
    expect(loaded).toContain('terms-l.json');
    expect(loaded.some((file) => file.startsWith('text-'))).toBe(true);
    await search(page, 'ambda');
    await expect(hits(page).first()).toContainText(/lambda/i);
    expect(indexFiles()).toEqual(loaded);
  });

  test('Cancel closes the modal and gives focus back to the button', async ({page}) => {
    await visit(page);
    await page.locator('.DocSearch-Button').click();
    await expect(input(page)).toBeFocused();
    await page.getByRole('button', {name: 'Cancel'}).click();
    await expect(modal(page)).toBeHidden();
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
  });

  test('shows grouped, highlighted results and Enter opens the active one', async ({page, problems}) => {
    await visit(page);
    await openWithShortcut(page);
    await search(page, 'prerequisits', /prerequisites/i);
    const first = hits(page).first();
    await expect(first.locator('mark').first()).toHaveText(/prerequisites/i);
    await expect(first.locator('a')).toHaveAttribute('href', '/docs/#prerequisites');
    await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible();
    // The Ask AI entry comes first and is active; move to the first result.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/#prerequisites$/);
    await expect(modal(page)).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('Ctrl+Enter opens the hit in a new tab, Shift+Enter in a new window', async ({page, context}) => {
    await visit(page);
    await openWithShortcut(page);
    await search(page, 'prerequisites');
    // The Ask AI entry comes first and is active; move to the first result.
    await page.keyboard.press('ArrowDown');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await expect(tab).toHaveURL(/\/docs\/#prerequisites$/);
    await tab.close();

    await visit(page);
    await openWithShortcut(page);
    await search(page, 'prerequisites');
    // The Ask AI entry comes first and is active; move to the first result.
    await page.keyboard.press('ArrowDown');
    const [windowPage] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Shift+Enter')]);
    await expect(windowPage).toHaveURL(/\/docs\/#prerequisites$/);
  });

  test('Escape closes and keeps the query; Escape again clears it', async ({page}) => {
    await visit(page);
    await openWithShortcut(page);
    await search(page, 'lambda');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await openWithShortcut(page);
    await expect(input(page)).toHaveValue('lambda');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await openWithShortcut(page);
    await expect(input(page)).toHaveValue('');
  });

  test('stops the query at 64 characters', async ({page}) => {
    await visit(page);
    await openWithShortcut(page);
    await input(page).pressSequentially('x'.repeat(70));
    await expect(input(page)).toHaveValue('x'.repeat(64));
  });

  test('opens with the text selected on the page as its query', async ({page}) => {
    await visit(page);
    const heading = page.locator('main h1').first();
    await heading.selectText();
    const selected = await page.evaluate(() => window.getSelection()?.toString().trim() ?? '');
    expect(selected.length).toBeGreaterThan(0);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toHaveValue(new RegExp(`^${selected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`));
    await expect(hits(page).first()).toBeVisible();
  });

  test('marks a slow search as stalled after 300 ms, then shows results', async ({page}) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Every file of the build's index folder (not the manifest): the first letter's answer too.
    await page.route('**/search-index/*/*.json', async (route) => {
      await gate;
      await route.continue();
    });
    await visit(page);
    await openWithShortcut(page);
    await input(page).pressSequentially('render');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    release();
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
    await expect(hits(page).first()).toBeVisible();
  });

  test('shows the error screen when the index cannot be fetched', async ({page}) => {
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await visit(page);
    await openWithShortcut(page);
    await input(page).pressSequentially('render');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('You might want to check your network connection.');
  });

  test('explains an empty result and suggests other searches', async ({page}) => {
    await visit(page);
    await openWithShortcut(page);
    await search(page, 'render');
    await input(page).fill('');
    await input(page).pressSequentially('qqxjzv');
    const noResults = page.locator('.DocSearch-NoResults');
    await expect(noResults).toContainText('No results for');
    await expect(noResults).toContainText('"qqxjzv"');
    await expect(noResults).toContainText('Try searching for');
    const suggestions = noResults.locator('.DocSearch-Prefill');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(noResults).toContainText('Believe this query should return results?');
    await expect(noResults.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /github\.com\/remotion-dev\/remotion\/issues\/new\?title=/);
  });

  test('keeps recent searches and favourites in local storage under the index name', async ({page}) => {
    await visit(page);
    await openWithShortcut(page);
    await expect(modal(page)).toContainText('No recent searches');
    await search(page, 'prerequisites');
    // The Ask AI entry comes first and is active; move to the first result.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#prerequisites$/);
    // The URL changes before the new page renders; a shortcut pressed in between is lost with the
    // old page's state. A person presses it once the page is there.
    await expect(page.locator('#prerequisites')).toBeVisible();

    await openWithShortcut(page);
    const recent = page.locator('.DocSearch-Hit', {hasText: 'Prerequisites'});
    await expect(recent).toBeVisible();
    await expect(modal(page)).not.toContainText('No recent searches');
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, RECENT_KEY)).toBe(1);

    await recent.getByTitle('Save this search').click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, FAVORITE_KEY)).toBe(1);
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, RECENT_KEY)).toBe(0);

    await page.locator('.DocSearch-Hit', {hasText: 'Prerequisites'}).getByTitle('Remove this search from favorites').click();
    await expect(modal(page)).toContainText('No recent searches');
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, FAVORITE_KEY)).toBe(0);
  });

  test('lists 7 recent searches, 4 when favourites exist, and up to 10 favourites', async ({page}) => {
    const recentSection = page.locator('.DocSearch-Hit-source', {hasText: 'Recent'}).locator('xpath=..');
    const favoriteSection = page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'}).locator('xpath=..');
    await page.addInitScript(
      ({recentKey, recents}) => localStorage.setItem(recentKey, JSON.stringify(recents)),
      {recentKey: RECENT_KEY, recents: Array.from({length: 9}, (_, i) => storedHit(i))},
    );
    await visit(page);
    await openWithShortcut(page);
    await expect(recentSection.locator('.DocSearch-Hit')).toHaveCount(7);

    await page.evaluate(
      ({favoriteKey, favorites}) => localStorage.setItem(favoriteKey, JSON.stringify(favorites)),
      {favoriteKey: FAVORITE_KEY, favorites: Array.from({length: 12}, (_, i) => storedHit(100 + i))},
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await openWithShortcut(page);
    await expect(recentSection.locator('.DocSearch-Hit')).toHaveCount(4);
    await expect(favoriteSection.locator('.DocSearch-Hit')).toHaveCount(10);

    // A recent search can be removed (DocSearch then keeps the shortened list).
    await recentSection.locator('.DocSearch-Hit').first().getByTitle('Remove this search from history').click();
    await expect(recentSection.locator('.DocSearch-Hit')).toHaveCount(3);
    await expect(recentSection).not.toContainText('Stored search 0');
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, RECENT_KEY)).toBe(3);
  });

  // "headless" appears mostly in body text, so the hits are paragraphs long enough to be cut.
  test('snippets have 10 words, 5 on a narrow screen', async ({page}) => {
    // Words as the index counts them: runs of letters and digits ("4.0.527" is three).
    const snippetWords = async () => {
      const texts = await page.locator('.DocSearch-Hit-title').allInnerTexts();
      return Math.max(...texts.map((text) => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0));
    };
    await visit(page);
    await openWithShortcut(page);
    await search(page, 'headless');
    expect(await snippetWords()).toBe(10);

    await page.setViewportSize({width: 760, height: 900});
    await visit(page);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await search(page, 'headless');
    expect(await snippetWords()).toBe(5);
  });

  test('links to all results on /search', async ({page}) => {
    await visit(page);
    await openWithShortcut(page);
    await search(page, 'render');
    const seeAll = page.getByRole('link', {name: /See all \d+ results/});
    const count = Number(/\d+/.exec((await seeAll.textContent()) ?? '')?.[0]);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=render$/);
    await expect(modal(page)).toBeHidden();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "render"');
    // The count is the query's own, the same the results page finds.
    await expect(page.getByText(`${count} documents found`)).toBeVisible();
  });

  test('makes no request to another host and no preconnect in local mode', async ({page}) => {
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    await visit(page);
    await expect(page.locator('link[rel="preconnect"]')).toHaveCount(0);
    await openWithShortcut(page);
    await search(page, 'lambda');
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    expect([...hosts].filter((host) => !host.startsWith('127.0.0.1'))).toEqual([]);
  });
});

test.describe('search button before the search code loads', () => {
  // The navbar search (plugins/local-search/theme/NavbarSearch) renders the button and loads DocSearch when a visitor reaches for it.
  test.beforeEach(async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
  });

  test('keys typed first open the modal with them, / opens it too', async ({page, problems}) => {
    await visit(page);
    await page.locator('body').click({position: {x: 5, y: 400}});
    await page.keyboard.type('lam');
    await expect(input(page)).toHaveValue('lam');
    await expect(hits(page).first()).toBeVisible();
    expect(problems).toEqual([]);

    await visit(page, '/docs/player');
    await page.locator('body').click({position: {x: 5, y: 400}});
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('');
  });

  test('/ and Ctrl+K open the modal every time, also when closing gave the focus back to the button', async ({page, problems}) => {
    await visit(page, '/docs/player');
    await page.locator('body').click({position: {x: 5, y: 400}});
    for (const key of ['/', '/', 'Control+k', '/', 'Control+k', 'Control+k', '/']) {
      await page.keyboard.press(key);
      await expect(input(page)).toBeFocused();
      await expect(input(page)).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
      // Closing puts the focus back on the search button, where the next key is pressed.
      await expect(page.locator('.DocSearch-Button')).toBeFocused();
    }
    expect(problems).toEqual([]);
  });

  test('a query typed at once after Ctrl+K arrives whole, spaces and punctuation included', async ({page}) => {
    await visit(page);
    // The search code arrives late (held back by the test), so every key lands before the modal.
    let held = 0;
    await page.route('**/assets/js/**', async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('render media @remotion/player');
    await expect(input(page)).toHaveValue('render media @remotion/player');
    await expect(input(page)).toBeFocused();
    expect(held).toBeGreaterThan(0);
  });

  test('a press on the button opens the modal even when the code arrives before the release', async ({page}) => {
    await visit(page);
    // Code requested from now on arrives late, so the press certainly lands on the first button.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const box = (await page.locator('.DocSearch-Button').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // The bar takes the button's place while the button is held down; then the button is let go.
    const manifest = page.waitForRequest((request) => request.url().endsWith('/search-index/manifest.json'));
    release();
    await manifest;
    await page.mouse.up();
    await expect(input(page)).toBeFocused();
  });

  test('the loaded button takes the place, label and focus of the first one', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await visit(page);
    const button = page.locator('.DocSearch-Button');
    await expect(button.locator('kbd')).toHaveText(['Ctrl', 'K']);
    const before = {box: await button.boundingBox(), label: await button.getAttribute('aria-label'), html: await button.innerHTML()};
    // Named by its visible text, the shortcut given separately (WCAG 2.5.3, label in name).
    expect(before.label).toBeNull();
    await expect(button).toHaveAccessibleName('Search');
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+k');
    const scriptsBefore = requested.filter((url) => url.endsWith('.js')).length;

    // Keyboard focus loads the search code; the loaded button keeps the focus.
    await button.focus();
    await expect.poll(() => requested.some((url) => url.endsWith('/search-index/manifest.json'))).toBe(true);
    expect(requested.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(scriptsBefore);
    await expect(button).toBeFocused();
    expect(await button.boundingBox()).toEqual(before.box);
    expect(await button.getAttribute('aria-label')).toBe(before.label);
    await expect(button).toHaveAccessibleName('Search');
    expect(await button.innerHTML()).toBe(before.html);
    await page.keyboard.press('Enter');
    await expect(input(page)).toBeFocused();
  });
});

test.describe('search page', () => {
  test('shows the query, 20 results a page and the same ranking as the modal', async ({page, problems}) => {
    await visit(page, '/search?q=render');
    const results = page.locator('main article');
    await expect(results.first()).toBeVisible();
    await expect(page.locator('input[name="q"]')).toHaveValue('render');
    const count = await results.count();
    const found = page.getByText(/\d+ documents found/);
    await expect(found).toBeVisible();
    const total = Number(/\d+/.exec((await found.textContent()) ?? '')?.[0]);
    expect(count).toBe(Math.min(20, total));
    const firstPageHref = await results.first().locator('h2 a').getAttribute('href');

    await openWithShortcut(page);
    await search(page, 'render');
    await expect(hits(page).first().locator('a')).toHaveAttribute('href', firstPageHref ?? '');
    expect(problems).toEqual([]);
  });

  test('stops the query at 64 characters, typed or from the address', async ({page}) => {
    await visit(page, `/search?q=${'y'.repeat(80)}`);
    await expect(page.locator('input[name="q"]')).toHaveValue('y'.repeat(64));
    await page.locator('input[name="q"]').fill('');
    await page.locator('input[name="q"]').pressSequentially('z'.repeat(70));
    await expect(page.locator('input[name="q"]')).toHaveValue('z'.repeat(64));
  });
});
