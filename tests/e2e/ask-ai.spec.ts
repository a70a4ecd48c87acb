import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {startOpenAiStandIn, STREAMED_ANSWER, type OpenAiStandIn} from '../../plugins/chat-panel/testing/openaiStandIn';
import {startChatStandIn, type ChatStandIn} from '../../plugins/chat-panel/testing/crawlchatStandIn';
import type {GeneratorSettings} from '../../plugins/chat-panel/types';

/**
 * The site's own Ask AI panel (no third-party chat configured): passages from the search index,
 * and, with a generator configured through the plugin's test hook, answers streamed from a local
 * OpenAI-compatible stand-in that streams, fails, hangs or sends garbage.
 */

let llm: OpenAiStandIn;
let host: ChatStandIn;

test.beforeAll(async () => {
  [llm, host] = await Promise.all([startOpenAiStandIn(), startChatStandIn()]);
});

test.afterAll(async () => {
  await Promise.all([llm.close(), host.close()]);
});

const DISCLAIMER = 'Answers are generated with AI which can make mistakes. Verify responses.';

async function openPanel(page: Page, path = '/docs/') {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.getByTestId('ask-ai-button').click();
  const panel = page.getByTestId('ask-ai-panel');
  await expect(panel).toBeVisible();
  return panel;
}

async function ask(page: Page, question: string) {
  const panel = page.getByTestId('ask-ai-panel');
  await panel.getByRole('textbox', {name: 'Your question'}).fill(question);
  await panel.getByRole('button', {name: 'Ask', exact: true}).click();
  await expect(panel.getByTestId('ask-ai-passages')).toBeVisible();
  return panel;
}

async function withGenerator(page: Page, mode: 'stream' | 'fail' | 'hang' | 'garbage', timeoutMs = 5000) {
  const generator: GeneratorSettings = {baseUrl: `${llm.url}/${mode}/v1`, model: 'stand-in-model', apiKey: 'test-key', timeoutMs};
  await page.addInitScript((settings) => {
    window.__CHAT_PANEL_TEST_SETTINGS__ = {generator: settings};
  }, generator);
}

test.describe('without a generator', () => {
  test('the button opens the panel, Escape closes it and focus returns to the button', async ({page, problems}) => {
    const panel = await openPanel(page);
    const body = page.locator('body');
    await expect(body).toHaveClass(/chat-panel-open/);
    await expect(panel.getByRole('textbox', {name: 'Your question'})).toBeFocused();
    await expect(page.getByTestId('ask-ai-button')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(body).not.toHaveClass(/chat-panel-open/);
    await expect(page.getByTestId('ask-ai-button')).toBeFocused();
    // The close button does the same.
    await page.getByTestId('ask-ai-button').click();
    await page.getByRole('button', {name: 'Close Ask AI panel'}).click();
    await expect(panel).toBeHidden();
    await expect(page.getByTestId('ask-ai-button')).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('it says it finds passages, not answers, and shows no AI disclaimer', async ({page}) => {
    const panel = await openPanel(page);
    await expect(panel.getByRole('heading', {name: 'Ask the docs'})).toBeVisible();
    await expect(panel.getByTestId('ask-ai-label')).toHaveText(/finds the passages .* It does not write answers\./i);
    await ask(page, 'How do I render a video on AWS Lambda?');
    await expect(page.getByText(DISCLAIMER)).toHaveCount(0);
    await expect(panel.getByTestId('ask-ai-answer')).toHaveCount(0);
  });

  const questions = [
    {question: 'How do I render a video on AWS Lambda?', page: /^\/docs\/lambda\//},
    {question: 'How do I embed a video in my React app with the Player?', page: /^\/docs\/.*player/},
    {question: 'How do I add audio to a composition?', page: /^\/docs\/(audio|using-audio|media)/},
    {question: 'How do I pass input props to a composition?', page: /^\/docs\/(passing-props|parameters|get-input-props|props)/},
  ];
  for (const {question, page: expected} of questions) {
    test(`"${question}" finds the right pages, grouped, with working links`, async ({page, problems}) => {
      await openPanel(page);
      const panel = await ask(page, question);
      const pages = panel.getByTestId('ask-ai-passages').locator(':scope > li');
      expect(await pages.count()).toBeGreaterThan(0);
      // Grouped by page: each group's page link is a distinct page.
      const pageLinks = await pages.evaluateAll((items) => items.map((item) => item.querySelector('a')!.getAttribute('href')!));
      expect(new Set(pageLinks).size).toBe(pageLinks.length);
      const firstThree = pageLinks.slice(0, 3);
      expect(firstThree.some((href) => expected.test(href)), `top pages for "${question}": ${firstThree.join(', ')}`).toBe(true);

      // A passage link navigates in place (no reload) to a page and heading that exist.
      await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
      const passage = pages.first().locator('li a').first();
      const href = (await passage.getAttribute('href'))!;
      await passage.click();
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(href);
      expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
      await expect(page.locator('h1')).toHaveCount(1);
      const hash = new URL(href, 'http://x').hash;
      if (hash) await expect(page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`)).toHaveCount(1);
      // On a wide screen the panel stays open beside the page.
      await expect(page.getByTestId('ask-ai-panel')).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('a how-to question lists docs pages before success stories and blog posts', async ({page}) => {
    await openPanel(page);
    const panel = await ask(page, 'How do I render a video on AWS Lambda with custom props?');
    const pageLinks = await panel
      .getByTestId('ask-ai-passages')
      .locator(':scope > li')
      .evaluateAll((items) => items.map((item) => item.querySelector('a')!.getAttribute('href')!));
    expect(pageLinks.length).toBeGreaterThan(2);
    const firstOther = pageLinks.findIndex((href) => !href.startsWith('/docs/'));
    const lastDoc = pageLinks.map((href) => href.startsWith('/docs/')).lastIndexOf(true);
    expect(firstOther === -1 || firstOther > lastDoc, `pages: ${pageLinks.join(', ')}`).toBe(true);
    expect(pageLinks.slice(0, 7).some((href) => href.startsWith('/docs/lambda/')), `pages: ${pageLinks.join(', ')}`).toBe(true);
  });

  test('a question with no match says so and offers the search page', async ({page}) => {
    await openPanel(page);
    const panel = page.getByTestId('ask-ai-panel');
    await panel.getByRole('textbox', {name: 'Your question'}).fill('qqqqzzzz xxyyvv');
    await panel.getByRole('button', {name: 'Ask', exact: true}).click();
    await expect(panel.getByTestId('ask-ai-empty')).toContainText('No passage of the documentation matches');
    await expect(panel.getByRole('link', {name: 'search page'})).toHaveAttribute('href', /\/search\?q=/);
  });

  test('the search modal hands its Ask AI entry to the panel without calling any other host', async ({page, baseURL}) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL!).origin) foreign.push(request.url());
    });
    await page.goto('/docs/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').pressSequentially('render on lambda');
    // The entry follows the query once the results of the whole query are in, not at each key.
    const askEntry = page.locator('.DocSearch-Hit', {hasText: 'Ask AI'}).first();
    await expect(askEntry).toContainText('render on lambda');
    await askEntry.click();
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    const panel = page.getByTestId('ask-ai-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('textbox', {name: 'Your question'})).toHaveValue('render on lambda');
    await expect(panel.getByTestId('ask-ai-passages')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByTestId('ask-ai-button')).toBeFocused();
    expect(foreign).toEqual([]);
  });

  test('on a phone the panel covers the page and closes when a link is followed', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    // Outside the docs the mobile menu opens on the navbar items (docs pages open on their sidebar).
    await page.goto('/about/');
    // Before hydration the menu item is a plain link to /ai.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.locator('.navbar-sidebar').getByRole('button', {name: 'Ask AI'}).click();
    const panel = page.getByTestId('ask-ai-panel');
    await expect(panel).toBeVisible();
    // Close to, not equal: the slide-in transform may still be running.
    expect((await panel.boundingBox())!.width).toBeCloseTo(390, 0);
    await ask(page, 'How do I embed a video in my React app with the Player?');
    await panel.getByTestId('ask-ai-passages').locator('li a').first().click();
    await expect(panel).toBeHidden();
  });

  test('/ai hosts the assistant in the page layout', async ({page}) => {
    await page.goto('/ai');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('.navbar')).toBeVisible();
    await expect(page.locator('h1')).toHaveText('Ask the Remotion docs');
    await page.getByRole('button', {name: 'How do I render a video on AWS Lambda?'}).click();
    await expect(page.getByTestId('ask-ai-passages').locator('a').first()).toHaveAttribute('href', /^\/docs\//);
  });
});

test.describe('with a generator', () => {
  // The stand-in endpoint is set through the test hook, not the build, so the built policy's
  // connect-src does not list it (a build with AI_CHAT_BASE_URL does: config/securityHeaders.ts).
  test.use({bypassCSP: true});

  test('streams an answer that cites the passages, then offers copy and feedback', async ({page, context, problems}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await withGenerator(page, 'stream');
    const panel = await openPanel(page);
    await expect(panel.getByRole('heading', {name: 'Ask AI'})).toBeVisible();
    await panel.getByRole('textbox', {name: 'Your question'}).fill('How do I render a video on AWS Lambda?');
    await panel.getByRole('button', {name: 'Ask', exact: true}).click();
    await expect(panel.getByText('Thinking...')).toBeVisible();
    await expect(panel.getByText('Answering...')).toBeVisible();
    const answer = panel.getByTestId('ask-ai-answer');
    await expect(answer).toContainText('Render on AWS Lambda with renderMediaOnLambda()');
    await expect(answer).toContainText('Deploy a function first');
    await expect(panel.getByText(DISCLAIMER)).toBeVisible();
    await expect(panel.getByText('Answering...')).toHaveCount(0);

    // Citations [1] and [2] link to the first two sources.
    const sources = panel.getByTestId('ask-ai-passages').locator('li li a');
    const sourceHref = async (n: number) => panel.locator(`#ask-ai-source-${n} a`).getAttribute('href');
    await expect(answer.getByRole('link', {name: '[1]'})).toHaveAttribute('href', (await sourceHref(1))!);
    await expect(answer.getByRole('link', {name: '[2]'})).toHaveAttribute('href', (await sourceHref(2))!);
    expect(await sources.count()).toBeGreaterThanOrEqual(2);

    // What went to the endpoint: the model, streaming, the key, the question and numbered passages.
    const request = llm.requests.at(-1)!;
    expect(request.path).toBe('/stream/v1/chat/completions');
    expect(request.authorization).toBe('Bearer test-key');
    expect(request.body).toMatchObject({model: 'stand-in-model', stream: true});
    const prompt = request.body.messages!.at(-1)!.content;
    expect(prompt).toContain('Question: How do I render a video on AWS Lambda?');
    expect(prompt).toMatch(/\[1\] .+\(\/docs\//);

    await panel.getByRole('button', {name: 'Copy answer'}).click();
    await expect(panel.getByRole('button', {name: 'Copied!'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(STREAMED_ANSWER.join('').trim());
    expect(copied).toMatch(/Sources:\n\[1\] .+: http:\/\/127\.0\.0\.1:\d+\/docs\//);

    await panel.getByRole('button', {name: 'Yes'}).click();
    await expect(panel.getByText('Thanks for your feedback!')).toBeVisible();
    expect(problems).toEqual([]);
  });

  for (const {mode, message} of [
    {mode: 'fail' as const, message: /HTTP 500/},
    {mode: 'garbage' as const, message: /not valid JSON/},
    {mode: 'hang' as const, message: /did not answer within 2 seconds/},
  ]) {
    test(`a ${mode} response shows a clear error and keeps the passages`, async ({page}) => {
      await withGenerator(page, mode, 2000);
      await openPanel(page);
      const panel = await ask(page, 'How do I add audio to a composition?');
      const error = panel.getByTestId('ask-ai-answer-error');
      await expect(error).toContainText(message);
      await expect(error).toHaveAttribute('role', 'alert');
      await expect(panel.getByTestId('ask-ai-passages').locator('li').first()).toBeVisible();
      await expect(panel.getByText(DISCLAIMER)).toHaveCount(0);
    });
  }
});

test.describe('/ai-embed inside another app', () => {
  test('posts embed-ready to its parent, follows its colour mode and hands links to it', async ({page, baseURL}) => {
    const site = new URL(baseURL!).origin;
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(`${host.origin}/host.html?site=${encodeURIComponent(site)}`);
    const received = () => page.evaluate(() => (window as unknown as {hostTest: {received(): {origin: string; data: unknown}[]}}).hostTest.received());
    await expect.poll(received).toContainEqual({origin: site, data: JSON.stringify({type: 'embed-ready'})});
    const embed = page.frameLocator('#embed');
    await expect(embed.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(embed.locator('h1')).toHaveText('Ask the Remotion docs');
    await expect(embed.locator('.navbar')).toHaveCount(0);

    const send = (data: string) => page.evaluate((d) => (window as unknown as {hostTest: {send(x: string): void}}).hostTest.send(d), data);
    await send('dark-mode');
    await expect(embed.locator('html')).toHaveAttribute('data-theme', 'dark');
    await send('light-mode');
    await expect(embed.locator('html')).toHaveAttribute('data-theme', 'light');

    await send(JSON.stringify({type: 'internal-link-host', host: new URL(host.origin).host}));
    await embed.getByRole('button', {name: 'How do I render a video on AWS Lambda?'}).click();
    const link = embed.getByTestId('ask-ai-passages').locator('li li a').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect.poll(async () => (await received()).at(-1)).toEqual({
      origin: site,
      data: JSON.stringify({type: 'internal-link-click', url: `${host.origin}${href}`}),
    });
    // The frame itself stayed on /ai-embed.
    await expect(embed.locator('h1')).toHaveText('Ask the Remotion docs');
  });
});
