import {test as base, expect, type Page} from '@playwright/test';

/**
 * Collects what a page reports as wrong while a test runs: console errors, uncaught
 * exceptions and failed requests. Tests that walk pages assert that the list stays empty.
 */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error on ${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught error on ${page.url()}: ${error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    // A navigation that replaces an in-flight prefetch aborts it; that is not a failure.
    if (failure === 'net::ERR_ABORTED') return;
    problems.push(`request failed on ${page.url()}: ${request.url()} (${failure})`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.hostname === '127.0.0.1' && response.status() >= 400 && response.request().resourceType() !== 'document') {
      problems.push(`HTTP ${response.status()} on ${page.url()}: ${response.url()}`);
    }
  });
  return problems;
}

/**
 * Waits until the app has hydrated a Docusaurus page (the root sets `data-has-hydrated`), as a
 * person waits for a page to settle before using it. Pages run their scripts after the first
 * paint (config/ssrTemplate.ts), which can be after the load event. Gives up quietly after 15 s
 * (a page whose scripts fail): the test's own assertions then say what is wrong.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.getElementById('__docusaurus') || document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 15_000})
    .catch(() => undefined);
}

/**
 * Starts every test with a clean slate of stored preferences and no announcement dismissal, and
 * makes `page.goto` (when it waits for the load event, its default) also wait for hydration.
 */
export const test = base.extend<{problems: string[]}>({
  page: async ({page}, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!options?.waitUntil || options.waitUntil === 'load') await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  problems: async ({page}, use) => {
    await use(watchPageProblems(page));
  },
});

export {expect};

/**
 * Puts the site in a colour mode from the first paint. The site follows the system preference
 * until a visitor picks a mode, so emulating the preference is the same as a fresh visitor on a
 * dark or light system (the theme's storage keys are namespaced per site and not ours to write).
 */
export async function presetColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({colorScheme: mode});
}
