// @ts-check
/**
 * The browser side of the bench, on the served builds: bytes per page, chunk contents,
 * client-side navigation, Lighthouse and search.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describeChunk, largestChunks} from './chunks.mjs';
import {medianMetrics, runLighthouse} from './lighthouse.mjs';
import {measureNavigation} from './navigation.mjs';
import {fileForUrlPath, measureCritical, measureWithPrefetch} from './page-bytes.mjs';
import {runRelevanceBench, runSearchBench} from './search.mjs';
import {serveBuild} from './servers.mjs';
import {ratio} from './stats.mjs';

/** @typedef {import('./prepare.mjs').BenchContext} BenchContext */
/** @typedef {import('./prepare.mjs').BenchState} BenchState */
/** @typedef {{key: string, path: string}} PageRef */

export const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'];
const EMPTY_INFO = {permalinks: {}, chunkModules: {}, chunkOrigins: {}};

/**
 * The pages measured on each build that has them: `/`, `/docs/`, the long page (`api`),
 * `/blog` and, on our site, `/search`.
 * @param {BenchContext} ctx
 * @param {BenchState} state
 * @param {{ours: boolean, baseline: boolean}} ready
 */
export function choosePages(ctx, state, ready) {
  /** @type {string[]} */
  const missing = [];
  /**
   * @param {string} buildDir
   * @param {string} name
   * @param {Array<[string, string | undefined]>} wanted
   * @returns {PageRef[]}
   */
  const pick = (buildDir, name, wanted) => {
    /** @type {PageRef[]} */
    const pages = [];
    for (const [key, urlPath] of wanted) {
      if (!urlPath) continue;
      if (fileForUrlPath(buildDir, urlPath)) pages.push({key, path: urlPath});
      else if (key !== 'search') missing.push(`${name} ${urlPath}`);
    }
    return pages;
  };
  // The baseline mirrors our docs file for file, so its long page comes from the same source.
  const longFile = state.longestDoc?.file;
  const oursLong = longFile ? state.oursInfo?.permalinks[longFile] : undefined;
  const baseLong = longFile ? state.baselineInfo?.permalinks[longFile] : undefined;
  const ours = ready.ours ? pick(ctx.ours.build, 'ours', [['home', '/'], ['docs', '/docs/'], ['api', oursLong], ['blog', '/blog'], ['search', '/search']]) : [];
  const baseline = ready.baseline ? pick(ctx.base.build, 'baseline', [['home', '/'], ['docs', '/docs/'], ['api', baseLong], ['blog', '/blog']]) : [];
  if (missing.length > 0) ctx.say(`pages not in the build, skipped: ${missing.join(', ')}`);
  return {ours, baseline, missing};
}

/**
 * Runs the sections that need our served build (and the baseline's for bytes).
 * @param {BenchContext} ctx
 * @param {BenchState} state
 * @param {{ours: PageRef[], baseline: PageRef[]}} pages
 * @returns {Promise<Record<string, any>>} results of the sections run
 */
export async function measureServed(ctx, state, pages) {
  const {only} = ctx.options;
  /** @type {Record<string, any>} */
  const results = {};
  /** @type {Array<() => Promise<void>>} */
  const cleanups = [];
  const usesBrowser = only.has('bytes') || only.has('chunks') || only.has('nav');
  try {
    if (!usesBrowser && !only.has('lighthouse')) return results;
    const oursServer = await serveBuild(ctx.ours.site, ctx.ours.build, ctx.logFile);
    cleanups.push(oursServer.stop);
    const baseServer = only.has('bytes') && pages.baseline.length > 0 ? await serveBuild(ctx.ours.site, ctx.base.build, ctx.logFile) : null;
    if (baseServer) cleanups.push(baseServer.stop);

    if (usesBrowser) {
      const {chromium} = await import('@playwright/test');
      const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_ARGS});
      cleanups.push(() => browser.close());

      if (only.has('bytes') || only.has('chunks')) {
        /** @param {string} name @param {string} origin @param {string} buildDir @param {PageRef[]} list */
        const measureSite = async (name, origin, buildDir, list) => {
          /** @type {Record<string, any>} */
          const out = {};
          for (const page of list) {
            ctx.say(`bytes: ${name} ${page.path}`);
            const critical = await measureCritical(browser, buildDir, origin, page.path);
            const prefetch = only.has('bytes') ? await measureWithPrefetch(browser, buildDir, origin, page.path) : null;
            const missing = [...critical.missing, ...(prefetch?.missing ?? [])];
            if (missing.length > 0) ctx.say(`  requested but not in ${buildDir}: ${missing.slice(0, 3).join(', ')}`);
            out[page.key] = {path: page.path, critical, prefetch};
          }
          return out;
        };
        const ours = await measureSite('ours', oursServer.origin, ctx.ours.build, pages.ours);
        const baseline = baseServer ? await measureSite('baseline', baseServer.origin, ctx.base.build, pages.baseline) : {};
        if (only.has('bytes')) {
          /** @type {Record<string, any>} */
          const ratios = {};
          for (const key of Object.keys(ours)) ratios[key] = {criticalJsCssGzip: ratio(ours[key]?.critical?.jsCssGzip, baseline[key]?.critical?.jsCssGzip)};
          results.bytes = {ours, baseline, ratio: ratios};
        }
        if (only.has('chunks')) results.chunks = await describeChunks(ctx, state, ours.docs?.critical);
      }

      if (only.has('nav')) {
        ctx.say(`client-side navigation: ${ctx.options.navClicks} clicks`);
        try {
          results.nav = await measureNavigation(browser, oursServer.origin, '/docs/', ctx.options.navClicks);
        } catch (error) {
          results.nav = {error: String(error)};
        }
      }
    }

    if (only.has('lighthouse')) results.lighthouse = await runLighthouseSection(ctx, oursServer.origin, pages.ours);
    return results;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }
}

/**
 * The JS files a docs page loads with prefetching off, and the largest files of each build.
 * @param {BenchContext} ctx
 * @param {BenchState} state
 * @param {import('./page-bytes.mjs').VisitBytes | undefined} docsCritical
 */
async function describeChunks(ctx, state, docsCritical) {
  ctx.say('chunks: largest JS files and what the docs page loads');
  const info = state.oursInfo ?? EMPTY_INFO;
  const docsPageCritical = [];
  for (const file of docsCritical?.files ?? []) {
    if (file.kind === 'js') docsPageCritical.push(await describeChunk(ctx.ours.build, file.path, info));
  }
  const baselineBuilt = Boolean(state.baselineBuilt) && fs.existsSync(ctx.base.build);
  return {
    ours: {largest: await largestChunks(ctx.ours.build, info, 8), docsPageCritical},
    baseline: baselineBuilt ? {largest: await largestChunks(ctx.base.build, state.baselineInfo ?? EMPTY_INFO, 5)} : null,
  };
}

/**
 * Lighthouse, mobile and desktop, on `/`, `/docs/` and the long page: per-metric medians.
 * @param {BenchContext} ctx
 * @param {string} origin
 * @param {PageRef[]} pages
 */
async function runLighthouseSection(ctx, origin, pages) {
  const reportDir = path.join(ctx.work, 'lighthouse');
  fs.mkdirSync(reportDir, {recursive: true});
  /** @type {Record<string, Record<string, any>>} */
  const out = {mobile: {}, desktop: {}};
  const targets = pages.filter((p) => ['home', 'docs', 'api'].includes(p.key));
  for (const preset of /** @type {const} */ (['mobile', 'desktop'])) {
    for (const page of targets) {
      const runs = [];
      for (let run = 0; run < ctx.options.runs; run++) {
        ctx.say(`lighthouse ${preset} ${page.path} ${run + 1}/${ctx.options.runs}`);
        runs.push(
          await runLighthouse({
            url: origin + page.path,
            preset,
            reportFile: path.join(reportDir, `${preset}-${page.key}-${run + 1}.json`),
            logFile: ctx.logFile,
            chromePath: CHROMIUM,
          }),
        );
      }
      const good = runs.filter((r) => !r.error);
      /** @type {Record<string, any>} */ (out[preset])[page.key] = {
        path: page.path,
        ...medianMetrics(good),
        runs,
        errors: runs.filter((r) => r.error).map((r) => r.error),
      };
    }
  }
  return out;
}

/**
 * @param {BenchContext} ctx
 * @param {boolean} oursReady
 */
export async function measureSearch(ctx, oursReady) {
  if (!oursReady) return {available: false, reason: 'our site did not build'};
  ctx.say('search: scripts/bench-search.mjs');
  const figures = await runSearchBench(ctx.ours.site, ctx.ours.build, ctx.logFile, ctx.options.runs);
  ctx.say('search relevance: scripts/bench-relevance.mjs');
  return {...figures, relevance: await runRelevanceBench(ctx.ours.site, ctx.ours.build, ctx.logFile)};
}
