import {spawn, type ChildProcess} from 'node:child_process';
import net from 'node:net';
import {test, expect} from './fixtures';

/**
 * Search in the dev server (`npm start`): there is no built HTML there, so the index comes
 * from the MDX sources the content plugins loaded and is served from the generated folder.
 * The spec starts its own dev server on a free port and stops it afterwards.
 */

let server: ChildProcess | null = null;
let baseUrl = '';
const output: string[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForOk(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`The dev server stopped:\n${output.join('')}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The dev server did not answer ${url} in time:\n${output.join('')}`);
}

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn('npx', ['docusaurus', 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    detached: true,
    env: {...process.env, BROWSER: 'none'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  // The "running" message comes long before pages are served: wait for real answers.
  await waitForOk(`${baseUrl}/docs/`, Date.now() + 220_000);
  await waitForOk(`${baseUrl}/search-index/manifest.json`, Date.now() + 20_000);
});

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
});

test('serves an index built from the MDX sources', async ({request}) => {
  const manifest = (await (await request.get(`${baseUrl}/search-index/manifest.json`)).json()) as {recordCount: number; pageCount: number; dir: string};
  expect(manifest.pageCount).toBeGreaterThan(0);
  expect(manifest.recordCount).toBeGreaterThan(manifest.pageCount);
  expect((await request.get(`${baseUrl}/search-index/${manifest.dir}meta.json`)).ok()).toBe(true);
});

test('the modal and /search find pages by their headings and text', async ({page}) => {
  await page.goto(`${baseUrl}/docs/api`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 60_000});
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').pressSequentially('prerequisites');
  const first = page.locator('.DocSearch-Hits .DocSearch-Hit').first(); // results, not the Ask AI entry above them
  await expect(first.locator('mark', {hasText: /prerequisites/i}).first()).toBeVisible({timeout: 30_000});
  await expect(first.locator('a')).toHaveAttribute('href', '/docs/#prerequisites');

  await page.goto(`${baseUrl}/search?q=prerequisites`);
  await expect(page.locator('main article').first().locator('h2 a')).toHaveAttribute('href', '/docs/#prerequisites', {timeout: 30_000});
});
