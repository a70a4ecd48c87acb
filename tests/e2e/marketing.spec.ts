import {test, expect} from './fixtures';
import {templates} from '../../src/data/templates';
import {experts, orderForDay, utcDayKey} from '../../src/data/experts';

/** Each marketing page and the h1 it must render. */
const PAGES: Array<{path: string; heading: string}> = [
  {path: '/', heading: 'Make videos programmatically.'},
  {path: '/about/', heading: 'We make video a thing you can program'},
  {path: '/ai', heading: 'Ask the Remotion docs'},
  {path: '/ai-embed', heading: 'Ask the Remotion docs'},
  {path: '/contact/', heading: 'Contact us'},
  {path: '/lambda/', heading: 'Remotion Lambda'},
  {path: '/player/', heading: 'Remotion Player'},
  {path: '/experts/', heading: 'Remotion experts'},
  {path: '/experts/ray-lotmar', heading: 'Ray Lotmar'},
  {path: '/showcase/', heading: 'Made with Remotion'},
  {path: '/showcase/add', heading: 'Submit to the showcase'},
  {path: '/templates/', heading: 'Start from a template'},
  {path: '/templates/hello-world', heading: 'Hello World'},
];

test.describe('marketing pages', () => {
  for (const {path, heading} of PAGES) {
    test(`${path} renders its heading without errors`, async ({page, problems}) => {
      await page.goto(path);
      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(heading);
      // Scroll to the end so that lazily loaded parts (the Player demos) load and run too.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test('/ai-embed has no navbar or footer and follows the color mode', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/ai-embed');
    await expect(page.getByTestId('ai-assistant')).toBeVisible();
    await expect(page.locator('.navbar')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.goto('/ai-embed?docusaurus-theme=light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('/about has the brand assets section the navbar logo points to', async ({page}) => {
    await page.goto('/about#brand');
    const brand = page.locator('section#brand');
    await expect(brand.getByRole('heading', {name: 'Brand assets'})).toBeVisible();
    for (const file of ['logo.svg', 'logo-dark.svg', 'logo-footer.svg']) {
      const link = brand.getByRole('link', {name: `Download ${file}`});
      await expect(link).toHaveAttribute('href', `/img/${file}`);
      const response = await page.request.get(`/img/${file}`);
      expect(response.status()).toBe(200);
    }
  });
});

test.describe('live Player demos', () => {
  test('the /player demo plays and redraws as you type', async ({page, problems}) => {
    await page.goto('/player/');
    await page.locator('#try-it').scrollIntoViewIfNeeded();
    const demo = page.getByTestId('demo-player');
    const readout = demo.getByTestId('demo-frame');
    await expect(readout).toBeVisible();

    if ((await readout.getAttribute('data-playing')) !== 'true')
      await demo.getByTestId('demo-toggle').click();
    await expect(readout).toHaveAttribute('data-playing', 'true');
    const first = Number(await readout.getAttribute('data-frame'));
    await expect.poll(async () => Number(await readout.getAttribute('data-frame'))).not.toBe(first);

    await page.getByTestId('player-demo-name').fill('Grace');
    await expect(demo).toContainText('Grace');
    await page.getByTestId('player-demo-color').fill('#ff0000');
    await expect
      .poll(() =>
        demo.evaluate((root) =>
          Array.from(root.querySelectorAll('div')).some(
            (el) => getComputedStyle(el).backgroundColor === 'rgb(255, 0, 0)',
          ),
        ),
      )
      .toBe(true);

    await demo.getByTestId('demo-toggle').click();
    await expect(readout).toHaveAttribute('data-playing', 'false');
    expect(problems).toEqual([]);
  });

  test('the home page demo loads only when scrolled to, then follows its form', async ({page}) => {
    await page.goto('/');
    await expect(page.getByTestId('demo-player')).toHaveCount(0);
    await page.locator('#demo').scrollIntoViewIfNeeded();
    const demo = page.getByTestId('demo-player');
    await expect(demo).toBeVisible();
    await page.getByTestId('home-demo-title').fill('Launch week');
    await expect(demo).toContainText('Launch');
    await expect(demo).toContainText('week');
  });
});

test.describe('pricing calculator', () => {
  test('the total follows the sliders, in en-US format', async ({page}) => {
    await page.goto('/#pricing');
    const calculator = page.getByTestId('pricing-calculator');
    await expect(calculator).toHaveAttribute('data-interactive', 'true');
    const total = calculator.getByTestId('pricing-total');
    const before = await total.textContent();

    await calculator.getByTestId('pricing-seats-slider').fill('10');
    await expect(calculator.getByTestId('pricing-seats-amount')).toHaveText('$250');
    await expect(total).not.toHaveText(before ?? '');

    await calculator.getByTestId('pricing-renders-slider').fill('1000');
    await expect(calculator.getByTestId('pricing-renders-amount')).toHaveText('$100');
    await expect(total).toContainText('$350');

    await calculator.getByTestId('pricing-renders-slider').fill('100000');
    await calculator.getByTestId('pricing-seats-slider').fill('50');
    await expect(total).toContainText('$2,250');
  });
});

test.describe('experts', () => {
  test('the order is today’s shuffle and stays the same on reload', async ({page, problems}) => {
    const expected = orderForDay(experts, utcDayKey(new Date())).map((e) => e.slug);
    const readOrder = async () => {
      const list = page.getByTestId('expert-list');
      await expect(list).toHaveAttribute('data-order-day', /\d{4}-\d{2}-\d{2}/);
      return list.locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-slug')));
    };
    await page.goto('/experts/');
    const first = await readOrder();
    expect(first).toEqual(expected);
    await page.reload();
    expect(await readOrder()).toEqual(first);
    expect(problems).toEqual([]);
  });

  test('all expert pages resolve, with a contact link through the site address', async ({request}) => {
    expect(experts).toHaveLength(23);
    for (const expert of experts) {
      const response = await request.get(`/experts/${expert.slug}`);
      expect(response.status(), expert.slug).toBe(200);
      const html = await response.text();
      expect(html).toContain(`>${expert.name}</h1>`);
      expect(html).toContain('mailto:hi@remotion.dev?subject=');
    }
  });
});

test.describe('templates', () => {
  test('all template pages resolve with their command and repository', async ({request}) => {
    expect(templates.length).toBeGreaterThanOrEqual(21);
    for (const template of templates) {
      const response = await request.get(`/templates/${template.cliId}`);
      expect(response.status(), template.cliId).toBe(200);
      const html = await response.text();
      expect(html).toContain(`github.com/${template.org}/${template.repoName}`);
      expect(html).toContain(`/img/templates/${template.cliId}.svg`);
    }
  });

  test('the list shows every free template and the paid one apart', async ({page}) => {
    await page.goto('/templates/');
    const cards = page.getByTestId('template-card');
    await expect(cards).toHaveCount(templates.length);
    await expect(page.locator('section#paid').getByTestId('template-card')).toHaveCount(1);
    await cards.filter({hasText: 'TikTok'}).click();
    await expect(page).toHaveURL(/\/templates\/tiktok$/);
    await expect(page.getByTestId('copy-command-text')).toHaveText('npx create-video@latest --tiktok');
  });
});

test.describe('showcase', () => {
  test('a hash link opens, scrolls to and highlights its entry', async ({page, problems}) => {
    await page.goto('/showcase/#countdown');
    const entry = page.locator('article#countdown');
    await expect(entry).toHaveAttribute('data-active', 'true');
    await expect(entry).toBeInViewport();
    await expect(entry.getByTestId('demo-player')).toBeVisible();
    await expect(page.locator('article[data-active="true"]')).toHaveCount(1);

    await page
      .locator('article#code-typing')
      .getByRole('link', {name: 'A component typed out on screen'})
      .click();
    await expect(page).toHaveURL(/#code-typing$/);
    await expect(page.locator('article#code-typing')).toHaveAttribute('data-active', 'true');
    await expect(entry).toHaveAttribute('data-active', 'false');
    expect(problems).toEqual([]);
  });

  test('the submission form counts characters against the limits', async ({page}) => {
    await page.goto('/showcase/add');
    await page.getByTestId('submit-title').fill('x'.repeat(85));
    await expect(page.getByTestId('submit-problems')).toContainText('Shorten the title by 5 characters');
    await expect(page.getByTestId('submit-email')).toHaveAttribute('aria-disabled', 'true');
  });
});
