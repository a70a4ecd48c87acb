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

/** Starts every test with a clean slate of stored preferences and no announcement dismissal. */
export const test = base.extend<{problems: string[]}>({
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
