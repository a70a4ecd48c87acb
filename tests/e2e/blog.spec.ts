import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';

type Story = {slug: string; title: string};
const plan = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'blog-family.json'), 'utf8'),
) as {posts: Story[]; stories: Story[]; learn: Story[]};

test.describe('blog', () => {
  for (const [url, count] of [
    ['/blog', 10],
    ['/blog/page/2', 10],
    ['/blog/page/3', 5],
  ] as const) {
    test(`${url} lists ${count} posts`, async ({page}) => {
      await page.goto(url);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Blog');
      await expect(page.locator('main article')).toHaveCount(count);
      // Every post on a list page shows its reading time.
      await expect(page.locator('main article').first()).toContainText(/min read/);
    });
  }

  test('the first page lists the newest posts first', async ({page}) => {
    await page.goto('/blog');
    const titles = await page.locator('main article h2').allTextContents();
    expect(titles).toEqual(plan.posts.slice(0, 10).map((p) => p.title));
  });

  test('the archive lists all 25 posts', async ({page}) => {
    await page.goto('/blog/archive');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Archive');
    for (const post of plan.posts) {
      await expect(page.locator(`main a[href="/blog/${post.slug}"]`)).toHaveCount(1);
    }
  });

  test('every post opens at its slug with its title', async ({page}) => {
    for (const post of plan.posts) {
      await page.goto(`/blog/${post.slug}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(post.title);
    }
  });
});

test.describe('learn and success stories', () => {
  test('learn list, archive and tutorial', async ({page}) => {
    await page.goto('/learn');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Learn');
    await page.goto('/learn/archive');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Archive');
    for (const item of plan.learn) {
      await page.goto(`/learn/${item.slug}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(item.title);
    }
  });

  test('success stories list, archive and every story', async ({page}) => {
    await page.goto('/success-stories');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Success Stories');
    await expect(page.locator('main article')).toHaveCount(plan.stories.length);
    await page.goto('/success-stories/archive');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Archive');
    for (const story of plan.stories) {
      await page.goto(`/success-stories/${story.slug}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(story.title);
    }
  });
});
