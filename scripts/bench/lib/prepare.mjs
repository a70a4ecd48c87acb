// @ts-check
/**
 * The build side of the bench: the two site copies, the timed builds and the dev server.
 */
import fs from 'node:fs';
import path from 'node:path';
import {planDocs, writeBaselineSite, writeSameDocsSite} from './baseline.mjs';
import {fillPlan} from './fill-plan.mjs';
import {errorSummary, runMeasured} from './process.mjs';
import {timeDevServer} from './servers.mjs';
import {clearSite, countHtmlPages, docusaurusCli, keepSearchRecords, linkNodeModules, readBuildInfo, snapshotSite} from './site.mjs';
import {median, ratio} from './stats.mjs';
import {surveyFolder, summarize} from './survey.mjs';

/**
 * @typedef {object} SitePaths
 * @property {string} site  the copy that is built
 * @property {string} build  its output folder
 */

/**
 * @typedef {object} BenchContext
 * @property {import('./args.mjs').BenchOptions} options
 * @property {string} repo  this checkout (its node_modules are linked into the copies)
 * @property {string} source  the site measured: the checkout or --site
 * @property {string} work  scratch folder
 * @property {string} logFile
 * @property {SitePaths} ours
 * @property {SitePaths} base
 * @property {SitePaths} same  the baseline with our docs (writeSameDocsSite), built in the build section only
 * @property {(message: string) => void} say
 */

/**
 * What the sections share, kept in <work>/state.json so `--reuse` can skip the builds.
 * @typedef {object} BenchState
 * @property {any} [docs]  survey of our docs
 * @property {any} [blog]
 * @property {{file: string, words: number} | null} [longestDoc]
 * @property {{docsPages: number, blogPosts: number, future: unknown, proseBytes?: number, codeBytes?: number}} [baseline]
 *   `proseBytes`, `codeBytes`: of its generated docs, measured as ours are (survey.mjs)
 * @property {{components: number}} [sameDocs]  written when the baseline has our page count
 * @property {boolean} [oursBuilt]
 * @property {boolean} [baselineBuilt]
 * @property {string} [oursBuildError]
 * @property {import('./site.mjs').BuildInfo} [oursInfo]
 * @property {import('./site.mjs').BuildInfo} [baselineInfo]
 * @property {{ours: number | null, baseline: number | null}} [htmlPages]  HTML files in each build
 */

/**
 * Our site's `future` option as Docusaurus normalises it, so the baseline builds with exactly
 * the same flags (bundler, minifiers, worker threads, v4 behaviour).
 * @param {string} siteDir
 * @param {(message: string) => void} say
 */
async function readFuture(siteDir, say) {
  try {
    const module = await import(path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'lib', 'server', 'config.js'));
    const {siteConfig} = await (module.loadSiteConfig ?? module.default.loadSiteConfig)({siteDir});
    return {v4: siteConfig.future.v4, faster: siteConfig.future.faster};
  } catch (error) {
    say(`could not load our config to copy its future flags (${String(error).slice(0, 200)}); the baseline uses {v4: true, faster: true}`);
    return {v4: true, faster: true};
  }
}

/**
 * Copies our site into the scratch folder and generates the baseline beside it.
 * @param {BenchContext} ctx
 * @param {boolean} withBaseline
 * @returns {Promise<BenchState>}
 */
export async function prepareSites(ctx, withBaseline) {
  const {options, ours, base, say} = ctx;
  say(`copying ${ctx.source} to ${ours.site}`);
  snapshotSite(ctx.source, ours.site);
  linkNodeModules(ours.site, path.join(ctx.repo, 'node_modules'));
  const written = surveyFolder(ours.site, 'docs');
  // The long page: the longest written doc other than the /docs/ landing page.
  const candidates = written.filter((d) => d.slug !== '/');
  const longestDoc = summarize(candidates.length > 0 ? candidates : written).longest;
  const filled = options.fillPlan ? fillPlan(ours.site, written) : 0;
  if (filled > 0) say(`--fill-plan: generated ${filled} planned docs pages in the copy`);
  const docs = filled > 0 ? surveyFolder(ours.site, 'docs') : written;
  const blog = surveyFolder(ours.site, 'blog');
  /** @type {BenchState} */
  const state = {docs: {...summarize(docs), written: written.length, generatedFromPlan: filled}, blog: summarize(blog), longestDoc};
  if (withBaseline) {
    const future = await readFuture(ours.site, say);
    const count = options.baselinePages ?? docs.length;
    writeBaselineSite(base.site, {docs: planDocs(docs, count), blog, future});
    linkNodeModules(base.site, path.join(ctx.repo, 'node_modules'));
    const generated = summarize(surveyFolder(base.site, 'docs'));
    state.baseline = {docsPages: count, blogPosts: blog.length, future, proseBytes: generated.proseBytes, codeBytes: generated.codeBytes};
    say(`generated the baseline: ${count} docs pages, ${blog.length} blog posts`);
    // Under --baseline-pages our docs are not that many pages: nothing to compare.
    if (count === docs.length) {
      state.sameDocs = writeSameDocsSite(ctx.same.site, {baselineDir: base.site, docsDir: path.join(ours.site, 'docs'), future});
      linkNodeModules(ctx.same.site, path.join(ctx.repo, 'node_modules'));
      say(`and the same plain site with our docs (${state.sameDocs.components} MDX components stood in for)`);
    }
  }
  say(`our docs: ${docs.length} pages, ${state.docs.avgWords} words on average; long page ${longestDoc?.file}`);
  return state;
}

/**
 * One production build, cold (after `docusaurus clear`) or warm.
 * @param {SitePaths} site
 * @param {boolean} cold
 * @param {string} logFile
 */
async function build(site, cold, logFile) {
  if (cold) await clearSite(site.site, site.build, logFile);
  const result = await runMeasured(process.execPath, [docusaurusCli(site.site), 'build', '--out-dir', site.build], {cwd: site.site, logFile});
  return {
    ok: result.code === 0,
    wallMs: Math.round(result.wallMs),
    peakRssBytes: result.peakRssBytes,
    ...(result.code === 0 ? {} : {error: errorSummary(result.tail)}),
  };
}

/**
 * @param {Array<{wallMs: number, peakRssBytes: number | null, ok: boolean}>} samples
 */
function aggregate(samples) {
  const ok = samples.filter((s) => s.ok);
  return {
    wallMs: median(ok.map((s) => s.wallMs)),
    peakRssBytes: median(ok.map((s) => s.peakRssBytes)),
    samples: samples.map((s) => ({wallMs: s.wallMs, peakRssBytes: s.peakRssBytes, ok: s.ok})),
  };
}

/**
 * Timed builds: per run, a cold and then a warm build of each site, rotating which site goes
 * first so that a burst of load elsewhere does not always hit the same one. The plain site with
 * our docs (a diagnostic: it splits the ratio into what our pages' markup costs and what the site
 * adds) is built cold only.
 * @param {BenchContext} ctx
 * @param {BenchState} state  gets oursBuilt, baselineBuilt, oursBuildError
 */
export async function runBuilds(ctx, state) {
  const {options, say} = ctx;
  /** @typedef {'ours' | 'baseline' | 'sameDocs'} BuiltSite */
  /** @type {Record<BuiltSite, {cold: any[], warm: any[], error?: string}>} */
  const samples = {ours: {cold: [], warm: []}, baseline: {cold: [], warm: []}, sameDocs: {cold: [], warm: []}};
  /** @type {Record<BuiltSite, SitePaths>} */
  const paths = {ours: ctx.ours, baseline: ctx.base, sameDocs: ctx.same};
  /** @type {BuiltSite[]} */
  const sites = state.sameDocs ? ['ours', 'baseline', 'sameDocs'] : ['ours', 'baseline'];
  for (let run = 0; run < options.runs; run++) {
    const order = [...sites.slice(run % sites.length), ...sites.slice(0, run % sites.length)];
    for (const name of order) {
      if (samples[name].error) continue;
      for (const cold of name === 'sameDocs' ? [true] : [true, false]) {
        say(`build ${run + 1}/${options.runs}: ${name}, ${cold ? 'cold' : 'warm'}`);
        const result = await build(paths[name], cold, ctx.logFile);
        samples[name][cold ? 'cold' : 'warm'].push(result);
        say(`  ${result.ok ? `${(result.wallMs / 1000).toFixed(1)} s, peak ${((result.peakRssBytes ?? 0) / 1e9).toFixed(2)} GB` : 'FAILED'}`);
        if (!result.ok) {
          samples[name].error = result.error;
          break;
        }
      }
    }
  }
  const summary = (/** @type {BuiltSite} */ name) => ({
    cold: aggregate(samples[name].cold),
    warm: aggregate(samples[name].warm),
    ...(samples[name].error ? {error: samples[name].error} : {}),
  });
  const ours = summary('ours');
  const baseline = summary('baseline');
  const sameDocs = sites.includes('sameDocs') ? {cold: aggregate(samples.sameDocs.cold), ...(samples.sameDocs.error ? {error: samples.sameDocs.error} : {})} : null;
  state.oursBuilt = !samples.ours.error;
  state.baselineBuilt = !samples.baseline.error;
  if (samples.ours.error) state.oursBuildError = samples.ours.error;
  return {
    ours,
    baseline,
    sameDocs,
    ratio: {
      coldWallMs: ratio(ours.cold.wallMs, baseline.cold.wallMs),
      warmWallMs: ratio(ours.warm.wallMs, baseline.warm.wallMs),
      coldPeakRssBytes: ratio(ours.cold.peakRssBytes, baseline.cold.peakRssBytes),
      warmPeakRssBytes: ratio(ours.warm.peakRssBytes, baseline.warm.peakRssBytes),
      coldWallMsOursOverSameDocs: sameDocs ? ratio(ours.cold.wallMs, sameDocs.cold.wallMs) : null,
      coldWallMsSameDocsOverBaseline: sameDocs ? ratio(sameDocs.cold.wallMs, baseline.cold.wallMs) : null,
    },
  };
}

/**
 * Builds without timing, for sections that need a build when the build section is not run.
 * @param {BenchContext} ctx
 * @param {BenchState} state
 * @param {boolean} withBaseline
 */
export async function buildUntimed(ctx, state, withBaseline) {
  ctx.say('building ours (not timed: the build section is not selected)');
  const ours = await build(ctx.ours, false, ctx.logFile);
  state.oursBuilt = ours.ok;
  if (!ours.ok) state.oursBuildError = ours.error;
  if (withBaseline) {
    ctx.say('building the baseline (not timed)');
    state.baselineBuilt = (await build(ctx.base, false, ctx.logFile)).ok;
  }
}

/**
 * Reads what later sections need from the generated folders right after the builds (a dev
 * server start rewrites them) and checks that our build can be served.
 * @param {BenchContext} ctx
 * @param {BenchState} state
 */
export function recordBuilds(ctx, state) {
  if (state.oursBuilt) {
    state.oursInfo = readBuildInfo(ctx.ours.site);
    keepSearchRecords(ctx.ours.site, ctx.ours.build);
  }
  if (state.baselineBuilt) state.baselineInfo = readBuildInfo(ctx.base.site);
  state.htmlPages = {
    ours: state.oursBuilt ? countHtmlPages(ctx.ours.build) : null,
    baseline: state.baselineBuilt ? countHtmlPages(ctx.base.build) : null,
  };
  if (state.oursBuilt && !fs.existsSync(path.join(ctx.ours.build, 'index.html'))) {
    state.oursBuilt = false;
    state.oursBuildError = 'the build has no index.html (no home page), which scripts/serve-build.mjs needs';
  }
  if (state.oursBuildError) {
    ctx.say(`our site did not build:\n${state.oursBuildError}`);
    if (/broken links/i.test(state.oursBuildError) && process.env.DOCUSAURUS_BROKEN_LINKS !== 'warn') {
      ctx.say('links to pages not written yet? For a local measurement, DOCUSAURUS_BROKEN_LINKS=warn turns broken links into warnings');
    }
  }
}

/**
 * Dev server of our site: cold after `docusaurus clear`, then warm, per run.
 * @param {BenchContext} ctx
 */
export async function runDevServer(ctx) {
  const {options, say} = ctx;
  const cold = [];
  const warm = [];
  for (let run = 0; run < options.runs; run++) {
    say(`dev server ${run + 1}/${options.runs}: cold`);
    await clearSite(ctx.ours.site, null, ctx.logFile);
    cold.push(await timeDevServer(ctx.ours.site, '/docs/', ctx.logFile));
    say(`dev server ${run + 1}/${options.runs}: warm`);
    warm.push(await timeDevServer(ctx.ours.site, '/docs/', ctx.logFile));
  }
  /** @param {Array<{firstPageMs: number | null, peakRssBytes: number | null, error?: string}>} list */
  const sum = (list) => ({
    firstPageMs: median(list.map((r) => r.firstPageMs)),
    peakRssBytes: median(list.map((r) => r.peakRssBytes)),
    samplesMs: list.map((r) => (r.firstPageMs === null ? null : Math.round(r.firstPageMs))),
    errors: list.filter((r) => r.error).map((r) => r.error),
  });
  return {url: '/docs/', cold: sum(cold), warm: sum(warm)};
}
