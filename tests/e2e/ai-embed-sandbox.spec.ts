import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {FrameLocator, Page} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * /ai-embed in sandboxed frames. A sandboxed document (no allow-same-origin) has an opaque
 * origin, which the browser reports as 'null': when /ai-embed's parent is such a document (or a
 * data: frame), there is no origin to address, and posting to 'null' throws. The page must not
 * crash, must never post to `*`, and works as a standalone panel.
 */

let host: http.Server;
let hostOrigin: string;

// Pages of another app on this machine (Chromium blocks public pages from framing local ones),
// which record the messages that reach them. `/` frames /ai-embed in a sandboxed iframe;
// `/opaque-parent` is itself sandboxed by its own header (an opaque origin, 'null' to the frame,
// yet an http URL that the site's `frame-ancestors *` admits) and frames /ai-embed.
test.beforeAll(async () => {
  host = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const embed = `${url.searchParams.get('site') ?? ''}/ai-embed`;
    const opaque = url.pathname === '/opaque-parent';
    response.writeHead(200, {'Content-Type': 'text/html; charset=utf-8', ...(opaque ? {'Content-Security-Policy': 'sandbox allow-scripts'} : {})});
    response.end(`<!doctype html><title>Sandbox host</title>
      <script>window.received = []; addEventListener('message', (e) => window.received.push(String(e.data)));</script>
      <iframe id="embed" ${opaque ? '' : 'sandbox="allow-scripts"'} src="${embed}" style="width:900px;height:700px"></iframe>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
});

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (/target origin|postMessage/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

const received = (page: Page) => page.evaluate(() => (window as unknown as {received: string[]}).received);

/** The panel answers a question, without crashing. */
async function expectWorkingPanel(embed: FrameLocator): Promise<void> {
  await expect(embed.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(embed.locator('h1')).toHaveText(/^Ask (AI about|the) Remotion/);
  await expect(embed.getByText('This page crashed')).toHaveCount(0);
  // A sandboxed /ai-embed has an opaque origin itself, so its requests for the search index are
  // cross-origin: without CORS headers on the index the panel says the search could not be
  // reached, which is an answer too, not a crash.
  await embed.getByRole('button', {name: 'How do I render a video on AWS Lambda?'}).click();
  await expect(embed.getByTestId('ask-ai-passages').locator('li').or(embed.getByText(/could not be reached/)).first()).toBeVisible();
  await expect(embed.getByText('This page crashed')).toHaveCount(0);
}

test('with an opaque parent it posts nothing and works as a standalone panel', async ({page, baseURL}) => {
  const site = new URL(baseURL!).origin;
  // Under the site's own headers an opaque parent cannot frame /ai-embed at all: Chromium does not
  // match an opaque ancestor against `frame-ancestors *`. The page must still hold up where it is
  // served without that header, so here the test relays the site's responses without the policy
  // (relayed, the sandboxed documents may also read the site, as the same host would allow).
  await page.route(`${site}/**`, async (route) => {
    const response = await route.fetch();
    const headers = {...response.headers()};
    delete headers['content-security-policy'];
    await route.fulfill({response, headers});
  });
  const errors = watchErrors(page);
  await page.goto(`${hostOrigin}/opaque-parent?site=${encodeURIComponent(site)}`);
  await expectWorkingPanel(page.frameLocator('#embed'));
  expect(errors).toEqual([]);
  expect(await received(page)).toEqual([]);
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test('sandboxed itself, it talks to its known parent only', async ({page, baseURL}) => {
  const errors = watchErrors(page);
  await page.goto(`${hostOrigin}/?site=${encodeURIComponent(new URL(baseURL!).origin)}`);
  await expectWorkingPanel(page.frameLocator('#embed'));
  expect(errors).toEqual([]);
  // Addressed to this page's origin (what the browser reports as the parent), never to `*`.
  expect(await received(page)).toEqual([JSON.stringify({type: 'embed-ready'})]);
});
