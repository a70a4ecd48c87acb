// @ts-check
/**
 * Client-side navigation between two docs pages: the time from a click on a sidebar link to
 * the new page's h1 being on screen, measured inside the page with performance.now() so the
 * automation round trips are not counted.
 */
import {median} from './stats.mjs';

/**
 * Sidebar links of the current docs page that lead to other docs pages, in sidebar order.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<string[]>}
 */
async function sidebarTargets(page) {
  return page.evaluate(() => {
    const here = location.pathname.replace(/\/$/, '');
    const links = Array.from(document.querySelectorAll('.theme-doc-sidebar-menu a.menu__link'));
    return links
      .filter((a) => !a.classList.contains('menu__link--sublist-caret'))
      .map((a) => /** @type {HTMLAnchorElement} */ (a))
      .filter((a) => a.origin === location.origin && a.pathname.startsWith('/docs') && a.pathname.replace(/\/$/, '') !== here)
      .filter((a) => a.getBoundingClientRect().height > 0)
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href, i, all) => href !== '' && all.indexOf(href) === i);
  });
}

/**
 * Clicks the sidebar link to `href` and resolves with the milliseconds until a different h1 is
 * visible at the new URL.
 * @param {import('@playwright/test').Page} page
 * @param {string} href
 */
async function timedClick(page, href) {
  return page.evaluate(
    (target) =>
      new Promise((resolve, reject) => {
        const link = Array.from(document.querySelectorAll('.theme-doc-sidebar-menu a.menu__link')).find((a) => a.getAttribute('href') === target);
        if (!(link instanceof HTMLAnchorElement)) {
          reject(new Error(`sidebar link ${target} not found on ${location.pathname}`));
          return;
        }
        const wanted = link.pathname.replace(/\/$/, '');
        const before = document.querySelector('article h1')?.textContent ?? null;
        const started = performance.now();
        link.click();
        const check = () => {
          const h1 = document.querySelector('article h1');
          const arrived = location.pathname.replace(/\/$/, '') === wanted;
          if (arrived && h1 && h1.textContent !== before && h1.getBoundingClientRect().height > 0) {
            resolve(performance.now() - started);
          } else if (performance.now() - started > 15_000) {
            reject(new Error(`no new h1 after clicking ${target}`));
          } else {
            requestAnimationFrame(check);
          }
        };
        check();
      }),
    href,
  );
}

/**
 * @typedef {object} NavResult
 * @property {string} from
 * @property {string} to
 * @property {number | null} medianMs
 * @property {number | null} firstMs  the first click, before either page's chunks are cached
 * @property {number[]} samplesMs
 */

/**
 * Clicks from `startPath` to a page in its sidebar, then back and forth between that page and
 * another of its sidebar, `clicks` clicks in all.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} startPath
 * @param {number} clicks
 * @returns {Promise<NavResult>}
 */
export async function measureNavigation(browser, origin, startPath, clicks) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(origin + startPath, {waitUntil: 'networkidle'});
    const fromStart = await sidebarTargets(page);
    const first = fromStart[0];
    if (!first) throw new Error(`${startPath} has no sidebar link to another docs page`);
    /** @type {number[]} */
    const samples = [/** @type {number} */ (await timedClick(page, first))];
    // The second page comes from the first page's sidebar, so both links stay on screen
    // whichever of the two pages is showing.
    const second = (await sidebarTargets(page))[0];
    if (!second) throw new Error(`${first} has no sidebar link to another docs page`);
    for (let i = 1; i < clicks; i++) {
      samples.push(/** @type {number} */ (await timedClick(page, i % 2 === 1 ? second : first)));
    }
    return {from: first, to: second, medianMs: median(samples), firstMs: samples[0] ?? null, samplesMs: samples.map((s) => Math.round(s * 10) / 10)};
  } finally {
    await context.close();
  }
}
