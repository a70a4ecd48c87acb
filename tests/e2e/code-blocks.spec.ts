import {expect, test, watchPageProblems} from './fixtures';
import type {Page} from '@playwright/test';
import {codeColors, parseColor} from '../../config/prismThemes';

/**
 * Code blocks are highlighted at build time (plugins/code-highlight): pages render the tokens the
 * build registered, and Prism never reaches the browser for code the build has seen.
 */

/** A string of Prism's own setup (client/prismGlobal.ts and prism-core), in no other module. */
const PRISM_FINGERPRINT = 'disableWorkerMessageHandler';

/** Records the bodies of the scripts a page downloads, to tell whether Prism was among them. */
function watchScripts(page: Page): {withPrism: string[]; count: () => number} {
  const withPrism: string[] = [];
  let count = 0;
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    count++;
    const body = await response.text().catch(() => '');
    if (body.includes(PRISM_FINGERPRINT)) withPrism.push(response.url());
  });
  return {withPrism, count: () => count};
}

async function hydrated(page: Page) {
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

test('fenced code and install commands arrive highlighted without Prism', async ({page}) => {
  const problems = watchPageProblems(page);
  const scripts = watchScripts(page);
  await page.goto('/docs/transitioning');
  await hydrated(page);

  const blocks = page.locator('article .theme-code-block');
  expect(await blocks.count()).toBeGreaterThan(1);
  // Every block shows tokens with types, in the server HTML and after hydration alike.
  for (const block of await blocks.all()) {
    expect(await block.locator('.token-line .token').count()).toBeGreaterThan(0);
  }
  await expect(page.locator('article .theme-code-block .token.keyword').first()).toBeVisible();
  // <PackageManagerTabs>: the npm command, with the command name highlighted as Prism's bash grammar does.
  const npm = page.locator('article [role="tabpanel"]:not([hidden]) .theme-code-block').first();
  await expect(npm).toContainText('npm install');
  await expect(npm.locator('.token.function').first()).toHaveText('npm');

  await page.waitForLoadState('networkidle');
  expect(scripts.count()).toBeGreaterThan(0);
  expect(scripts.withPrism, 'scripts that carry Prism').toEqual([]);
  expect(problems).toEqual([]);
});

test('signatures arrive highlighted, also after a client-side navigation, without Prism', async ({page}) => {
  const problems = watchPageProblems(page);
  const scripts = watchScripts(page);
  await page.goto('/docs/absolute-fill');
  await hydrated(page);
  const signature = page.locator('article .theme-code-block').first();
  await expect(signature).toContainText('AbsoluteFill');
  await expect(signature.locator('.token.keyword, .token.punctuation').first()).toBeVisible();

  // The next page's chunk (with its registered tokens) loads on the way.
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/docs\/artifact$/);
  await expect(page.locator('article .theme-code-block').first().locator('.token-line .token').first()).toBeVisible();
  await expect(page.locator('article .theme-code-block .token.keyword, article .theme-code-block .token.punctuation').first()).toBeVisible();

  await page.waitForLoadState('networkidle');
  expect(scripts.withPrism, 'scripts that carry Prism').toEqual([]);
  expect(problems).toEqual([]);
});

test('the copy button copies the code the build highlighted', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/transitioning');
  await hydrated(page);
  const block = page.locator('article .theme-code-block').filter({has: page.locator('.token.keyword')}).first();
  const shown = await block.locator('.token-line').evaluateAll((lines) => lines.map((line) => line.textContent).join('\n'));
  expect(shown).toContain('\n');
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
});

/** What the page's code blocks looked like before its scripts ran, and what changed in them since. */
type CodeBlockWatch = {
  beforeScripts: {hydrated: string | null; keyword: string | null; background: string | null; blocks: number};
  mutations: string[];
  replaced: number;
};

/**
 * Records, once the document is parsed (before the page's scripts run: they start after the
 * first paint), the first keyword's colour and the first block's background, then every DOM
 * change inside a code block and every block that leaves the document. Blocks inside tab groups
 * are left out: Docusaurus' Tabs remounts every tab group once the page has hydrated (a `key` on
 * the hydration state, for the tab a reader chose before), with the blocks in it.
 */
function watchCodeBlocks() {
  const watch: CodeBlockWatch = {beforeScripts: {hydrated: null, keyword: null, background: null, blocks: 0}, mutations: [], replaced: 0};
  (window as unknown as {__codeBlocks: CodeBlockWatch}).__codeBlocks = watch;
  document.addEventListener('DOMContentLoaded', () => {
    const blocks = Array.from(document.querySelectorAll('article .theme-code-block')).filter((block) => !block.closest('.theme-tabs-container'));
    const keyword = blocks.map((block) => block.querySelector('.token.keyword')).find(Boolean);
    watch.beforeScripts = {
      hydrated: document.documentElement.getAttribute('data-has-hydrated'),
      keyword: keyword ? getComputedStyle(keyword).color : null,
      background: blocks[0] ? getComputedStyle(blocks[0]).backgroundColor : null,
      blocks: blocks.length,
    };
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const block = target?.closest('.theme-code-block');
        if (!target || !block || !blocks.includes(block)) continue;
        const nodes = (list: NodeList) => Array.from(list, (node) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : node.nodeName)).join(' ');
        const change = record.type === 'childList' ? `+[${nodes(record.addedNodes)}] -[${nodes(record.removedNodes)}]` : (record.attributeName ?? '');
        watch.mutations.push(`${record.type} ${change} in ${target.tagName.toLowerCase()}.${target.className}`);
      }
      watch.replaced = blocks.filter((block) => !block.isConnected).length;
    }).observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
  });
}

/** The change that adds a block's button group (its class name is hashed by the build). */
const BUTTONS_ADDED = /^childList \+\[div\.buttonGroup_\w+\] -\[\] in div\.codeBlockContent_\w+$/;

/** The colour a CSS colour value computes to, as getComputedStyle writes it. */
function rgb(color: string | undefined): string {
  const [r, g, b] = parseColor(color ?? '') ?? [];
  return `rgb(${r}, ${g}, ${b})`;
}

test('code shows its colour mode from the first paint, and hydrating or switching the mode changes nothing in it', async ({browser}) => {
  const read = async (page: Page) => ({
    keyword: await page.locator('article .theme-code-block .token.keyword').first().evaluate((el) => getComputedStyle(el).color),
    background: await page.locator('article .theme-code-block').first().evaluate((el) => getComputedStyle(el).backgroundColor),
  });
  const expected = {
    light: {keyword: rgb(codeColors.light['--code-keyword']), background: rgb(codeColors.light['--code-background'])},
    dark: {keyword: rgb(codeColors.dark['--code-keyword']), background: rgb(codeColors.dark['--code-background'])},
  };
  expect(expected.light.keyword).not.toBe(expected.dark.keyword);
  for (const scheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({colorScheme: scheme});
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    await page.addInitScript(watchCodeBlocks);
    await page.goto('/docs/transitioning');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // Two frames and an idle moment: whatever the page does right after hydrating has been done.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve)))));
    const watch = await page.evaluate(() => (window as unknown as {__codeBlocks: CodeBlockWatch}).__codeBlocks);
    // Measured before the scripts ran (the server writes data-has-hydrated="false"), in the visitor's mode.
    expect(watch.beforeScripts.hydrated).toBe('false');
    expect(watch.beforeScripts.blocks).toBeGreaterThan(1);
    expect({keyword: watch.beforeScripts.keyword, background: watch.beforeScripts.background}).toEqual(expected[scheme]);
    expect(await read(page)).toEqual(expected[scheme]);
    // Hydration kept every block as the server wrote it. The only addition is the theme's copy and
    // word-wrap buttons, which it renders in the browser only (BrowserOnly), once per block.
    const buttons = watch.mutations.filter((change) => BUTTONS_ADDED.test(change));
    expect(watch.mutations.filter((change) => !BUTTONS_ADDED.test(change))).toEqual([]);
    expect(buttons.length).toBeLessThanOrEqual(watch.beforeScripts.blocks);
    expect(watch.replaced).toBe(0);

    if (scheme === 'dark') {
      // system (dark) → light with the navbar toggle: the colours follow, the markup stays.
      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await expect.poll(() => read(page)).toEqual(expected.light);
      const after = await page.evaluate(() => (window as unknown as {__codeBlocks: CodeBlockWatch}).__codeBlocks);
      expect(after.mutations).toEqual(watch.mutations);
      expect(after.replaced).toBe(0);
    }
    expect(problems).toEqual([]);
    await context.close();
  }
});
