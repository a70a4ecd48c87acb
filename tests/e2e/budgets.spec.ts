import path from 'node:path';
import {test, expect} from '@playwright/test';
import budgetFile from '../../bench/budgets.json';
import {measureCritical} from '../../scripts/bench/lib/page-bytes.mjs';

/**
 * Byte budgets of bench/budgets.json checked on the current build. Sizes only: which files a
 * first visit loads with prefetching off is deterministic, and their gzip size is computed from
 * the build folder. Timings are measured by `npm run bench`, never asserted here.
 *
 * The docs pages and the home page meet their absolute budgets and are held to them here; the
 * budgets relative to the plain baseline need a baseline build and are reported by `npm run bench`.
 */
// The folder the test server serves (playwright.config.ts reads the same variable).
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');

function budgetMax(id: string): number {
  const budget = budgetFile.budgets.find((b) => b.id === id);
  if (!budget || !('max' in budget) || typeof budget.max !== 'number') throw new Error(`bench/budgets.json has no "max" for ${id}`);
  return budget.max;
}

const PAGES = [
  {path: '/', budget: 'home-critical-absolute'},
  {path: '/docs/', budget: 'docs-critical-absolute'},
  // The longest docs page (most content, most code blocks).
  {path: '/docs/config', budget: 'docs-critical-absolute'},
];

for (const page of PAGES) {
  test(`${page.path} loads at most its budget of critical JS+CSS (gzip)`, async ({browser, baseURL}) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1:3210').origin;
    const bytes = await measureCritical(browser, BUILD_DIR, origin, page.path);
    const limit = budgetMax(page.budget);
    const largest = bytes.files
      .filter((f) => f.kind === 'js' || f.kind === 'css')
      .slice(0, 5)
      .map((f) => `${f.path} ${f.gzip} B`)
      .join(', ');
    expect(bytes.missing, `files requested but not in ${BUILD_DIR}: is the server serving another build?`).toEqual([]);
    expect(bytes.js.count, 'the page loads its scripts').toBeGreaterThan(0);
    expect(bytes.jsCssGzip, `critical JS+CSS of ${page.path} in bytes (largest: ${largest})`).toBeLessThanOrEqual(limit);
  });
}
