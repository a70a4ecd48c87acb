import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import plan from '../../config/docs-plan.json';

/**
 * Docs outside every sidebar (legacy names, incident reports, pages reached from links and old
 * URLs): each renders without a sidebar but with breadcrumbs back into the docs, and is in the
 * sitemap and the search index like any other page.
 */
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(__dirname, '..', '..', 'build'));
const docs = plan.docs as Record<string, {path: string; title: string}>;
const unlisted = plan.noSidebar.map((id) => ({id, path: docs[id]!.path}));

function searchIndexText(): string {
  const root = path.join(buildDir, 'search-index');
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'manifest.json'), 'utf8')) as {dir: string};
  const dir = path.join(root, manifest.dir);
  return fs
    .readdirSync(dir)
    .filter((file) => file.startsWith('text-') || file.startsWith('docs-'))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
}

test('every unlisted doc is in the sitemap and the search index', () => {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const index = searchIndexText();
  const trim = (p: string) => p.replace(/\/$/, '');
  const missingSitemap = unlisted.filter((doc) => !sitemap.includes(`${trim(doc.path)}<`) && !sitemap.includes(`${trim(doc.path)}/<`));
  const missingIndex = unlisted.filter((doc) => !index.includes(`"${trim(doc.path)}`));
  expect(missingSitemap.map((doc) => doc.id)).toEqual([]);
  expect(missingIndex.map((doc) => doc.id)).toEqual([]);
});

test('every unlisted doc has breadcrumbs, no sidebar, and links back into the docs', async ({request}) => {
  for (const doc of unlisted) {
    const response = await request.get(doc.path);
    expect(response.status(), doc.id).toBe(200);
    const html = await response.text();
    expect(html, `${doc.id}: breadcrumbs`).toMatch(/<nav[^>]*aria-label="?Breadcrumbs/);
    expect(html, `${doc.id}: no sidebar`).not.toContain('theme-doc-sidebar-container');
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    expect(article, `${doc.id}: a link to another doc`).toMatch(/href="?\/docs\/[^"#\s>]+/);
  }
});

test('an unlisted doc below a section shows that section in its breadcrumbs', async ({page}) => {
  await page.goto('/docs/lambda/sqs');
  const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(crumbs.getByRole('link', {name: '@remotion/lambda'})).toHaveAttribute('href', '/docs/lambda');
  await expect(crumbs.locator('[aria-current="page"]')).toBeVisible();
});
