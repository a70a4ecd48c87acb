import fs from 'node:fs';
import path from 'node:path';
import {test, expect, watchPageProblems} from './fixtures';
import {redirects} from '../../config/redirects';
import {seriousViolations} from './axe';

/**
 * Visits every page of the build: each URL in sitemap.xml plus every other HTML page the build
 * contains (tag pages, pages kept out of the sitemap). Each must answer 200, render an h1, report
 * no console error or failed request, and pass axe's WCAG 2.2 AA rules without a serious or
 * critical violation (light mode). The docs sidebar is the same on every docs page, so it is left
 * out here and checked in full by a11y.spec.ts. URLs are split into chunks that run in parallel.
 */
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(__dirname, '..', '..', 'build'));

function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

function htmlPaths(dir = buildDir): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets') out.push(...htmlPaths(full));
    } else if (entry.name.endsWith('.html') && !(dir === buildDir && entry.name === '404.html')) {
      const rel = '/' + path.relative(buildDir, full).split(path.sep).join('/');
      out.push(rel.endsWith('/index.html') || rel === '/index.html' ? rel.slice(0, -'index.html'.length) : rel.slice(0, -'.html'.length));
    }
  }
  return out;
}

const normalise = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
const fromSitemap = sitemapPaths();
const known = new Set(fromSitemap.map(normalise));
// The pages left at old addresses only send the browser on (config/redirects.ts); small-fixes.spec.ts follows one.
const redirected = new Set(redirects.map((redirect) => normalise(redirect.from)));
const outside = htmlPaths().filter((p) => !known.has(normalise(p)) && !redirected.has(normalise(p)));
const urls = [...fromSitemap, ...outside].sort();

// Small chunks: each page is loaded, checked and run through axe (one to two seconds each).
const CHUNK = 12;
const chunks: string[][] = [];
for (let i = 0; i < urls.length; i += CHUNK) chunks.push(urls.slice(i, i + CHUNK));

test('the build has pages to walk', () => {
  expect(fromSitemap.length).toBeGreaterThan(30);
  console.log(`walking ${urls.length} pages (${fromSitemap.length} in the sitemap, ${outside.length} outside it)`);
});

for (const [index, chunk] of chunks.entries()) {
  test(`pages ${index * CHUNK + 1}-${index * CHUNK + chunk.length}: 200, a heading, no errors, accessible`, async ({page}) => {
    test.setTimeout(150_000);
    const problems = watchPageProblems(page);
    const violations: string[] = [];
    for (const url of chunk) {
      const response = await page.goto(url, {waitUntil: 'load'});
      expect(response?.status(), `status of ${url}`).toBe(200);
      await expect(page.locator('h1').first(), `main heading of ${url}`).toBeVisible();
      violations.push(...(await seriousViolations(page, {exclude: ['.theme-doc-sidebar-container']})));
    }
    expect(problems).toEqual([]);
    expect(violations, violations.join('\n')).toEqual([]);
  });
}
