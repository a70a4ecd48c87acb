import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';

/**
 * Machine-readable docs (plugins/llms-txt): /llms.txt, /llms-full.txt, the .md copy of every
 * doc page and the "Copy page" action on doc pages.
 */

type IndexEntry = {title: string; mdPath: string};

/** The entries of llms.txt, with their URLs made local (the file links to the production site). */
async function readIndex(page: Page): Promise<{text: string; entries: IndexEntry[]}> {
  const response = await page.request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  const entries = [...text.matchAll(/^- \[(.+?)\]\((\S+?\.md)\)/gm)].map((m) => ({
    title: m[1] ?? '',
    mdPath: new URL(m[2] ?? '').pathname,
  }));
  return {text, entries};
}

const htmlPathFor = (mdPath: string) => (mdPath === '/docs.md' ? '/docs/' : mdPath.replace(/\.md$/, ''));

test('llms.txt lists the docs with titles and descriptions, and every link works', async ({page}) => {
  const {text, entries} = await readIndex(page);
  expect(text).toMatch(/^# Remotion\n\n> \S/);
  expect(text).toContain('## Docs');
  expect(entries.length).toBeGreaterThan(0);
  expect(text).toMatch(/^- \[.+\]\(https?:\/\/\S+\.md\): \S/m);
  for (const entry of entries) {
    const response = await page.request.get(entry.mdPath);
    expect(response.status(), entry.mdPath).toBe(200);
    expect((await response.text()).startsWith(`# ${entry.title}`), entry.mdPath).toBe(true);
  }
});

test('llms-full.txt holds every listed doc', async ({page}) => {
  const {entries} = await readIndex(page);
  const response = await page.request.get('/llms-full.txt');
  expect(response.status()).toBe(200);
  const full = await response.text();
  for (const entry of entries) expect(full, entry.title).toContain(`# ${entry.title}\n`);
});

test('a doc page has a Markdown copy next to it, without MDX syntax', async ({page}) => {
  const {entries} = await readIndex(page);
  const first = entries[0];
  expect(first).toBeDefined();
  const md = await (await page.request.get(first!.mdPath)).text();
  expect(md).toContain(`Source: `);
  // Code may show imports and JSX; the prose around it must not.
  const prose = md.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');
  expect(prose).not.toMatch(/^import .+ from /m);
  expect(prose).not.toMatch(/\{\/\*|<\/?[A-Z]\w*[\s/>]/);
  await page.goto(htmlPathFor(first!.mdPath));
  await expect(page.locator('article h1').first()).toHaveText(first!.title);
  await expect(page.getByTestId('view-page-markdown')).toHaveAttribute('href', first!.mdPath);
});

test('"Copy page" copies the Markdown copy of the page and says so', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const {entries} = await readIndex(page);
  const mdPath = entries[0]!.mdPath;
  const expected = await (await page.request.get(mdPath)).text();

  await page.goto(htmlPathFor(mdPath));
  const button = page.getByTestId('copy-page-markdown');
  await expect(button).toHaveText('Copy page');
  await button.click();
  await expect(button).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await expect(button).toHaveText('Copy page');
});

test('"Copy page" reports a failed download instead of copying nothing', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const {entries} = await readIndex(page);
  const mdPath = entries[0]!.mdPath;
  await page.route(`**${mdPath}`, (route) => route.fulfill({status: 404, body: 'gone'}));
  await page.goto(htmlPathFor(mdPath));
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await page.getByTestId('copy-page-markdown').click();
  await expect(page.getByTestId('copy-page-markdown')).toHaveText('Copy failed');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
});

test('the package-manager choice is remembered across page loads', async ({page}) => {
  // The getting-started page has install commands in the shared "package-manager" tab group.
  await page.goto('/docs/');
  const pnpm = page.getByRole('tab', {name: 'pnpm'}).first();
  await pnpm.click();
  await expect(pnpm).toHaveAttribute('aria-selected', 'true');
  // A fresh load without the ?package-manager= query: the choice comes from local storage.
  await page.goto('about:blank');
  await page.goto('/docs/');
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('tab', {name: 'pnpm'}).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', {name: 'npm', exact: true}).first()).toHaveAttribute('aria-selected', 'false');
});
