import type {Frame, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {startChatStandIn, type ChatStandIn} from '../../plugins/chat-panel/testing/crawlchatStandIn';
import type {ThirdPartySettings} from '../../plugins/chat-panel/types';

/**
 * The third-party chat side panel, against a stand-in on a second local origin (its embed script
 * and panel frame speak the protocol of /work/shared/NOTES.md). One build serves all cases: an
 * init script sets the chat plugin's test hook with the stand-in's script URL, as a build with
 * CRAWLCHAT_SITE_ID and CRAWLCHAT_SCRIPT_URL would (config/chat.ts has the unit tests for that).
 */

// The stand-in's script and frame are set through the test hook, not the build, so the built
// policy does not list their origin (a build with CRAWLCHAT_SITE_ID does: config/securityHeaders.ts).
test.use({bypassCSP: true});

let chat: ChatStandIn;

test.beforeAll(async () => {
  chat = await startChatStandIn();
});

test.afterAll(async () => {
  await chat.close();
});

type Received = {origin: string; data: unknown};

async function visitWithPanel(page: Page, script: string, path = '/docs/', readyTimeoutMs = 4000): Promise<Frame> {
  const settings: ThirdPartySettings = {siteId: 'stand-in-site', scriptUrl: `${chat.origin}${script}`, panelOrigin: chat.origin, readyTimeoutMs};
  await page.addInitScript((thirdParty) => {
    window.__CHAT_PANEL_TEST_SETTINGS__ = {thirdParty};
  }, settings);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const frame = page.frameLocator('#chat-stand-in-panel iframe');
  await expect(frame.locator('body')).toContainText('Chat panel stand-in');
  return page.frames().find((f) => f.url().startsWith(`${chat.origin}/panel.html`))!;
}

const receivedBy = (frame: Frame) => frame.evaluate(() => (window as unknown as {panelTest: {received(): Received[]}}).panelTest.received());

/** Posts from the panel frame to the page, as the real panel would. */
const sendFrom = (frame: Frame, data: string) =>
  frame.evaluate((message) => (window as unknown as {panelTest: {send(d: string): void}}).panelTest.send(message), data);

test('loads the script into <head> with the site id, side panel on and its own button hidden', async ({page, problems}) => {
  await visitWithPanel(page, '/embed.js');
  const script = page.locator('head script#crawlchat-script');
  await expect(script).toHaveAttribute('src', `${chat.origin}/embed.js`);
  await expect(script).toHaveAttribute('data-id', 'stand-in-site');
  await expect(script).toHaveAttribute('data-sidepanel', 'true');
  await expect(script).toHaveAttribute('data-hide-ask-ai', 'true');
  expect(problems).toEqual([]);
});

test('answers embed-ready with the host and colour mode, to the panel origin, and re-sends the mode on toggle', async ({page, baseURL}) => {
  await page.emulateMedia({colorScheme: 'light'});
  const frame = await visitWithPanel(page, '/embed.js');
  const site = new URL(baseURL!);
  await expect.poll(() => receivedBy(frame)).toEqual([
    {origin: site.origin, data: JSON.stringify({type: 'internal-link-host', host: site.host})},
    {origin: site.origin, data: 'light-mode'},
  ]);
  // The toggle cycles system → light → dark.
  const toggle = page.getByRole('button', {name: /dark and light mode/i});
  await toggle.click();
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(async () => (await receivedBy(frame)).at(-1)).toEqual({origin: site.origin, data: 'dark-mode'});
  // A second embed-ready (the panel reloaded) gets the current state again.
  await sendFrom(frame, JSON.stringify({type: 'embed-ready'}));
  await expect.poll(async () => (await receivedBy(frame)).slice(-2).map((m) => m.data)).toEqual([
    JSON.stringify({type: 'internal-link-host', host: site.host}),
    (await page.locator('html').getAttribute('data-theme')) === 'dark' ? 'dark-mode' : 'light-mode',
  ]);
});

test('internal-link-click navigates client-side, keeping path, query and hash', async ({page, problems}) => {
  const frame = await visitWithPanel(page, '/embed.js');
  await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
  await sendFrom(frame, JSON.stringify({type: 'internal-link-click', url: '/docs/player/player?from=chat#playback'}));
  await expect(page).toHaveURL(/\/docs\/player\/player\?from=chat#playback$/);
  await expect(page.locator('h1')).toHaveText('<Player>');
  await expect(page.locator('h2#playback')).toBeInViewport();
  // Same document: the router moved, the page did not reload.
  expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
  // Absolute URLs on this site are fine too.
  await sendFrom(frame, JSON.stringify({type: 'internal-link-click', url: new URL('/docs/lambda/api', page.url()).href}));
  await expect(page).toHaveURL(/\/docs\/lambda\/api$/);
  expect(problems).toEqual([]);
});

test('ignores malformed messages, unsafe URLs and messages from any other origin', async ({page, problems}) => {
  const frame = await visitWithPanel(page, '/embed.js');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const start = page.url();
  const unsafe = ['javascript:alert(document.domain)', '//evil.example/docs', 'https://evil.example/docs', 'data:text/html,hi', '/\\evil.example'];
  for (const url of unsafe) await sendFrom(frame, JSON.stringify({type: 'internal-link-click', url}));
  for (const data of ['{oops', '"embed"', JSON.stringify({type: 'internal-link-click'}), JSON.stringify({type: 'unknown', url: '/docs/player'})]) {
    await sendFrom(frame, data);
  }

  // A frame on another origin (localhost is not 127.0.0.1) speaks the same protocol.
  const otherOrigin = chat.origin.replace('127.0.0.1', 'localhost');
  await page.evaluate((src) => {
    const other = document.createElement('iframe');
    other.src = src;
    other.id = 'other-origin';
    document.body.appendChild(other);
  }, `${otherOrigin}/panel.html?silent=1`);
  await expect(page.frameLocator('#other-origin').locator('body')).toContainText('Chat panel stand-in');
  const other = page.frames().find((f) => f.url().startsWith(otherOrigin))!;
  await sendFrom(other, JSON.stringify({type: 'internal-link-click', url: '/docs/player/'}));
  await sendFrom(other, JSON.stringify({type: 'embed-ready'}));

  // Give every message time to arrive; then nothing may have happened.
  await page.waitForTimeout(500);
  expect(page.url()).toBe(start);
  expect(await receivedBy(other)).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(problems).toEqual([]);
});

test('the navbar Ask AI button toggles the third-party panel and the body marker', async ({page}) => {
  await visitWithPanel(page, '/embed.js');
  const button = page.getByTestId('ask-ai-button');
  const body = page.locator('body');
  await expect(body).not.toHaveClass(/chat-panel-open/);
  await button.click();
  await expect(page.locator('#chat-stand-in-panel')).toBeVisible();
  await expect(body).toHaveClass(/chat-panel-open/);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('ask-ai-panel')).toHaveCount(0);
  // The page keeps what the panel leaves of the 1280 px window: the navbar folds into its menu.
  const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});
  await expect(menuButton).toBeVisible();
  await button.click();
  await expect(page.locator('#chat-stand-in-panel')).toBeHidden();
  await expect(body).not.toHaveClass(/chat-panel-open/);
  await expect(menuButton).toBeHidden();
});

test('the marker follows the panel: timed checks after load, route changes and resizes', async ({page}) => {
  // The embed opens its panel by itself 200 ms after loading; no click, no navigation.
  await page.addInitScript(() => {
    const w = window as unknown as {markerAt?: number};
    new MutationObserver(() => {
      if (w.markerAt === undefined && document.body?.classList.contains('chat-panel-open')) w.markerAt = performance.now();
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['class']});
  });
  await visitWithPanel(page, '/open-later.js?ms=200');
  const body = page.locator('body');
  await expect(body).toHaveClass(/chat-panel-open/);
  const timing = await page.evaluate((src) => {
    const entry = performance.getEntriesByName(src)[0] as PerformanceResourceTiming | undefined;
    return {scriptLoaded: entry?.responseEnd ?? null, markerAt: (window as unknown as {markerAt?: number}).markerAt ?? null};
  }, `${chat.origin}/open-later.js?ms=200`);
  test.info().annotations.push({type: 'marker after script load (ms)', description: String(Math.round(timing.markerAt! - timing.scriptLoaded!))});
  // Seen by a timed check, after the panel opened (200 ms) and not later than the last check.
  expect(timing.markerAt! - timing.scriptLoaded!).toBeGreaterThanOrEqual(200);

  // Closed behind the site's back once the timed checks are over: only a route change notices.
  await page.waitForTimeout(1000);
  await page.evaluate(() => window.crawlchatEmbed && (window.crawlchatEmbed as unknown as {hide(): void}).hide());
  await page.waitForTimeout(1200);
  await expect(body).toHaveClass(/chat-panel-open/);
  // The brand link is in the navbar at every width (with the panel open, the page is too narrow
  // for the navbar's other links, which are in its menu).
  await page.locator('.navbar__inner .navbar__brand').click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(body).not.toHaveClass(/chat-panel-open/);

  // Opened behind its back: a window resize notices.
  await page.evaluate(() => window.crawlchatEmbed && (window.crawlchatEmbed as unknown as {open(o: object): void}).open({}));
  await page.waitForTimeout(300);
  await expect(body).not.toHaveClass(/chat-panel-open/);
  await page.setViewportSize({width: 1100, height: 800});
  await expect(body).toHaveClass(/chat-panel-open/);
});

test('a script that fails to load falls back to the site panel within a few seconds', async ({page}) => {
  const started = Date.now();
  const settings: ThirdPartySettings = {siteId: 'stand-in-site', scriptUrl: `${chat.origin}/missing.js`, panelOrigin: chat.origin, readyTimeoutMs: 5000};
  await page.addInitScript((thirdParty) => {
    window.__CHAT_PANEL_TEST_SETTINGS__ = {thirdParty};
  }, settings);
  await page.goto('/docs/');
  await page.getByTestId('ask-ai-button').click();
  const panel = page.getByTestId('ask-ai-panel');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('The Remotion chat could not be loaded');
  test.info().annotations.push({type: 'fallback after load error (ms)', description: String(Date.now() - started)});
  await expect(page.locator('body')).toHaveClass(/chat-panel-open/);
});

test('a panel that never reports ready falls back after its timeout', async ({page}) => {
  await visitWithPanel(page, '/silent.js', '/docs/', 1500);
  // Before the timeout the button belongs to the third-party panel, which is still silent.
  await page.waitForTimeout(1700);
  await page.getByTestId('ask-ai-button').click();
  const panel = page.getByTestId('ask-ai-panel');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('did not start in time');
  await expect(page.locator('#chat-stand-in-panel')).toBeHidden();
});
