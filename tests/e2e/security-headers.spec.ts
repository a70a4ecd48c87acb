import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * The site under its own Content-Security-Policy: scripts/serve-build.mjs sends the headers of
 * build/_headers (plugins/security-headers), as Netlify or Cloudflare Pages would, so every
 * spec runs under the policy. This one visits a page of each kind, uses search and fails on any
 * violation, reported to the page as `securitypolicyviolation` or by the browser as a console error.
 */

type Violation = {directive: string; blocked: string; source: string; sample: string};

/**
 * The one refusal that is expected: DocSearch's modal bundles zod, which checks once whether it
 * may compile validators with `Function("")`, catches the refusal and validates without it. The
 * report's sample (the policy asks for 'report-sample') is then an empty function; any other
 * eval, inline script or blocked host still fails the test.
 */
const isEvalProbe = (violation: Violation) =>
  violation.blocked === 'eval' && /^\(function anonymous\(\s*\) \{\s*\}\)$/.test(violation.sample);

/** Records every violation from the first script on. */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const list: Violation[] = [];
    (window as unknown as {cspViolations: Violation[]}).cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push({directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}`, sample: event.sample});
    });
  });
  return async () => (await page.evaluate(() => (window as unknown as {cspViolations: Violation[]}).cspViolations)).filter((v) => !isEvalProbe(v));
}

test('sends the policy and the other headers, and lets only /ai-embed be framed', async ({request}) => {
  for (const path of ['/', '/docs/api', '/blog/', '/ai', '/search']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toMatch(/^default-src 'self'; script-src 'self' 'report-sample'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(headers['content-security-policy'], path).toMatch(/frame-ancestors 'none'$/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
  const embed = (await request.get('/ai-embed')).headers();
  expect(embed['content-security-policy']).toMatch(/frame-ancestors \*$/);
  expect(embed['content-security-policy']).not.toContain("'none', ");
});

const pages = [
  {name: 'home', path: '/'},
  {name: 'a docs page', path: '/docs/api'},
  {name: 'Ask AI', path: '/ai'},
  {name: 'the blog', path: '/blog/'},
  {name: 'the search page', path: '/search?q=render'},
];

for (const {name, path} of pages) {
  test(`${name} runs without a policy violation`, async ({page, problems}) => {
    const violations = await recordViolations(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // Let idle-time work (prefetches, the search index on /search) happen under the policy too.
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('search, with the modal open and a query typed, runs without a policy violation', async ({page, problems}) => {
  const violations = await recordViolations(page);
  await page.goto('/docs/api');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.locator('.DocSearch-Input').pressSequentially('render media');
  await expect(page.locator('.DocSearch-Hits .DocSearch-Hit').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  expect(problems).toEqual([]);
});
