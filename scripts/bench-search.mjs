#!/usr/bin/env node
// Measures the embedded search index of a production build and prints each figure beside its
// budget: index bytes (raw and gzip), bytes a visitor downloads before the first results and
// in the background after them, keystroke-to-results latency in Chromium once the index is
// loaded (see keystrokeLatency for what is timed), and hits@1/hits@5 on the query set in
// plugins/local-search/bench-queries.json (run through the /search page, i.e. the shipped client).
// The two search budgets come from bench/budgets.json; the JSON it writes carries them at the top
// level as `firstResultsGzipBytes` and `keystrokeP95Ms`, which `npm run bench` reads.
//
// Usage: node scripts/bench-search.mjs [--dir build] [--port 3296] [--out bench-results/search.json]
//        [--scale 900]   also measure a copy of the build whose index is grown to ~900 pages
//                        (the real pages repeated with altered words), for size and latency only.
//        [--runs 3]      measure keystroke latency that many times (each in a fresh page) and
//                        report each run; the budget figure is the run with the median p95.
//        [--latency-only] skip index bytes and ranking quality (for before/after comparisons).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Node's own parser, strict: an unknown flag or a flag without its value stops with an error.
const {values: flags} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: '3296'},
    out: {type: 'string', default: 'bench-results/search.json'},
    scale: {type: 'string', default: '0'},
    runs: {type: 'string', default: '1'},
    'latency-only': {type: 'boolean', default: false},
  },
});
const buildDir = path.resolve(root, flags.dir);
const port = Number(flags.port);
const outFile = path.resolve(root, flags.out);
const scale = Number(flags.scale);
const runs = Math.max(1, Number(flags.runs) || 1);
const latencyOnly = flags['latency-only'];
const queries = JSON.parse(fs.readFileSync(path.join(root, 'plugins/local-search/bench-queries.json'), 'utf8')).queries;

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const budgetFile = JSON.parse(fs.readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'));
const budgetMax = (id) => budgetFile.budgets.find((budget) => budget.id === id).max;
/**
 * The two search budgets of bench/budgets.json this script measures. The ranking is held to the
 * relevance budgets there (plugins/local-search/relevance-set.json, scripts/bench-relevance.mjs);
 * hits@1/hits@5 below, on the older bench-queries.json through /search in the browser, are
 * printed without a threshold: they show the page ranks as the modal does.
 */
const BUDGETS = {
  firstResultsKbGzip: kb(budgetMax('search-first-results-bytes')),
  keystrokeP95Ms: budgetMax('search-keystroke-p95'),
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

function indexBytes(dir) {
  const manifestPath = path.join(dir, 'search-index', 'manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`No embedded index in ${dir}: build the site in local mode first.`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const folder = path.join(dir, 'search-index', manifest.dir);
  const groups = {manifest: [manifestPath], meta: [], prefix: [], terms: [], docs: [], text: []};
  for (const name of fs.readdirSync(folder)) {
    const kind = name.match(/^(prefix|terms|docs|text)/)?.[1] ?? 'meta';
    groups[kind].push(path.join(folder, name));
  }
  const sizes = {};
  for (const [kind, files] of Object.entries(groups)) {
    let raw = 0;
    let gzip = 0;
    let largestGzip = 0;
    for (const file of files) {
      const body = fs.readFileSync(file);
      const zipped = zlib.gzipSync(body).length;
      raw += body.length;
      gzip += zipped;
      largestGzip = Math.max(largestGzip, zipped);
    }
    sizes[kind] = {files: files.length, rawKb: kb(raw), gzipKb: kb(gzip), largestGzipKb: kb(largestGzip)};
  }
  const total = Object.values(sizes).reduce((sum, s) => ({raw: sum.raw + s.rawKb, gzip: sum.gzip + s.gzipKb}), {raw: 0, gzip: 0});
  return {pages: manifest.pageCount, records: manifest.recordCount, sizes, totalRawKb: kb(total.raw * 1024), totalGzipKb: kb(total.gzip * 1024)};
}

async function serve(dir, servePort) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve-build.mjs'), '--dir', dir, '--port', String(servePort)], {stdio: 'ignore'});
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${servePort}/`)).ok) return child;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('The build server did not start');
}

async function openPage(browser, url) {
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  return page;
}

const INDEX_LOADED_MARK = 'local-search:index-loaded';

/**
 * Waits until the client has loaded the whole index in the background (a performance mark).
 * Builds from before that mark existed never set it: false after a while, and they are timed
 * as they are, fetching files between keystrokes.
 */
async function waitForIndexLoaded(page) {
  return page
    .waitForFunction((name) => performance.getEntriesByName(name).length > 0, INDEX_LOADED_MARK, {timeout: 30_000})
    .then(() => true)
    .catch(() => false);
}

/**
 * Bytes on the wire (gzip as served) from reaching for the search button to the first results,
 * then what the client loads in the background after them, until the whole index is in memory.
 * A request counts toward the first results when it was sent before the client answered the
 * first letter (its performance mark): the background load starts after that answer, and may
 * finish before the hits are seen on screen.
 */
async function bytesBeforeFirstResults(browser, origin) {
  const page = await openPage(browser, `${origin}/docs/`);
  await page.waitForLoadState('networkidle');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => requests.set(event.requestId, {url: event.request.url, sentMs: event.wallTime * 1000, bytes: 0}));
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.bytes = event.encodedDataLength;
  });
  const kindOf = (url) => (url.includes('/search-index/') ? 'index' : /\.(js|css)(\?|$)/.test(url) ? 'code' : 'other');
  const sum = (filter) => {
    const totals = {code: 0, index: 0, other: 0, indexFiles: 0};
    for (const request of requests.values()) {
      if (!filter(request)) continue;
      const kind = kindOf(request.url);
      totals[kind] += request.bytes;
      if (kind === 'index') totals.indexFiles += 1;
    }
    return totals;
  };
  const results = page.locator('.DocSearch-Hits .DocSearch-Hit');
  await page.locator('.DocSearch-Button').hover();
  await page.locator('.DocSearch-Button').click();
  // First results: the hits for the first letter typed.
  await page.locator('.DocSearch-Input').pressSequentially('c');
  await results.first().waitFor();
  const answeredMs = await page.evaluate(() => {
    const answer = performance.getEntriesByName('local-search:results').find((entry) => entry.detail?.query === 'c');
    return performance.timeOrigin + answer.startTime;
  });
  // Then the rest of the word, keystroke by keystroke, as a visitor types it.
  await page.locator('.DocSearch-Input').pressSequentially('omposition');
  await results.locator('mark', {hasText: /composition/i}).first().waitFor();
  const wordTypedMs = Date.now();
  const indexLoaded = await waitForIndexLoaded(page);
  // Chromium reports a response's size when it has finished; let the last one land.
  await page.waitForLoadState('networkidle');
  const loaded = indexLoaded ? await page.evaluate((name) => performance.getEntriesByName(name)[0].detail, INDEX_LOADED_MARK) : {ms: Number.NaN};
  await page.close();
  const first = sum((request) => request.sentMs <= answeredMs);
  const wholeWord = sum((request) => request.sentMs <= wordTypedMs);
  const all = sum(() => true);
  return {
    modalCodeKb: kb(first.code),
    indexKb: kb(first.index),
    indexFiles: first.indexFiles,
    otherKb: kb(first.other),
    totalGzipBytes: first.code + first.index + first.other,
    wholeWordIndexKb: kb(wholeWord.index),
    wholeIndexKb: kb(all.index),
    wholeIndexFiles: all.indexFiles,
    backgroundLoadMs: Math.round(loaded.ms),
  };
}

/**
 * Keystroke to results, once the whole index is in memory (the budget's "once loaded": the
 * first query starts the background load and timing waits for its end). Per keystroke typed in
 * the modal, from the keydown event's timestamp:
 *
 * - `called`: DocSearch called the local client (its mark minus the time the client took);
 * - `client`: the local client answered for the text typed so far (its performance mark);
 * - `dom`: the modal's DOM changed after that answer (a MutationObserver on the modal, which
 *   runs right after React commits), i.e. the results are in the page. When the answer equals
 *   the one on screen (a trailing space), nothing changes and the answer's time counts;
 * - `paint`: the first frame after both (requestAnimationFrame, then a task after it).
 *
 * `paint` cannot go below the wait for the next frame, which starts on the display's 60 Hz
 * clock whatever the code does: frameFloor measures that wait alone.
 * The Event Timing API gives each keydown and input event's duration to the next paint after
 * its handlers (rounded to 8 ms), but only for events of 16 ms or more (its smallest threshold):
 * `events` has their count beside the number of keystrokes, and their spread.
 */
async function keystrokeLatency(browser, origin, words) {
  const page = await openPage(browser, `${origin}/docs/`);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await page.keyboard.type('c');
  const indexLoaded = await waitForIndexLoaded(page);
  await page.evaluate(() => {
    const state = {samples: [], events: [], mutations: [], pending: null};
    window.__bench = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'keydown' || entry.name === 'input') state.events.push({name: entry.name, duration: entry.duration});
      }
    }).observe({type: 'event', durationThreshold: 16, buffered: false});
    const modal = document.querySelector('.DocSearch-Modal');
    new MutationObserver(() => state.mutations.push(performance.now())).observe(modal, {childList: true, subtree: true, characterData: true});
    const answerFor = (query, after) => performance.getEntriesByName('local-search:results').find((entry) => entry.startTime >= after && entry.detail?.query === query);
    document.addEventListener(
      'keydown',
      (event) => {
        if (!(event.target instanceof HTMLInputElement) || !event.target.matches('.DocSearch-Input') || event.key.length !== 1) return;
        const start = event.timeStamp;
        const sample = {query: event.target.value + event.key, start};
        state.pending = sample;
        let frames = 0;
        const onFrame = () => {
          frames += 1;
          const answer = answerFor(sample.query, start);
          const changed = answer && state.mutations.find((time) => time >= answer.startTime);
          // No change within a few frames of the answer: the page already showed these results.
          if (!answer || (changed === undefined && frames < 5)) {
            if (frames < 600) requestAnimationFrame(onFrame);
            return;
          }
          setTimeout(() => {
            state.samples.push({
              query: sample.query,
              called: answer.startTime - answer.detail.ms - start,
              client: answer.startTime - start,
              dom: (changed ?? answer.startTime) - start,
              paint: performance.now() - start,
              cpu: answer.detail.cpuMs,
            });
          }, 0);
        };
        requestAnimationFrame(onFrame);
      },
      true,
    );
    performance.clearMarks('local-search:results');
  });
  for (const query of words) {
    await page.locator('.DocSearch-Input').fill('');
    for (const char of query) {
      const before = await page.evaluate(() => window.__bench.samples.length);
      await page.keyboard.type(char);
      await page.waitForFunction((count) => window.__bench.samples.length > count, before, {timeout: 10_000}).catch(() => undefined);
    }
  }
  const {samples, events} = await page.evaluate(() => window.__bench);
  await page.close();
  const round = (value) => Math.round(value * 10) / 10;
  const figure = (values) => ({p50: round(percentile(values, 50)), p95: round(percentile(values, 95)), max: round(Math.max(0, ...values))});
  const dom = figure(samples.map((sample) => sample.dom));
  return {
    keystrokes: samples.length,
    indexLoaded,
    // The budget's figure under the names `npm run bench` reads (scripts/bench/lib/search.mjs).
    p50Ms: dom.p50,
    p95Ms: dom.p95,
    dom,
    called: figure(samples.map((sample) => sample.called)),
    client: figure(samples.map((sample) => sample.client)),
    cpu: figure(samples.map((sample) => sample.cpu)),
    paint: figure(samples.map((sample) => sample.paint)),
    floor: figure(await frameFloor(browser, words.join('').length)),
    events: Object.fromEntries(
      ['keydown', 'input'].map((name) => {
        const durations = events.filter((entry) => entry.name === name).map((entry) => entry.duration);
        return [name, {reported: durations.length, ...figure(durations)}];
      }),
    ),
    samples: samples.map((sample) => ({...sample, ...Object.fromEntries(['called', 'client', 'dom', 'paint'].map((key) => [key, round(sample[key])]))})),
  };
}

/**
 * Keydown to the next paint in a page with nothing but a text field and no script: the frame
 * wait that `paint` includes whatever the code does (up to a frame at 60 Hz, more when the
 * machine is busy and frames are dropped).
 */
async function frameFloor(browser, keystrokes) {
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  await page.setContent('<input aria-label="Text">');
  await page.evaluate(() => {
    window.__floor = [];
    document.querySelector('input').addEventListener('keydown', (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => setTimeout(() => window.__floor.push(performance.now() - start), 0));
    });
  });
  await page.focus('input');
  for (let i = 0; i < keystrokes; i++) {
    await page.keyboard.type('a');
    await page.waitForFunction((count) => window.__floor.length > count, i);
  }
  const floor = await page.evaluate(() => window.__floor);
  await page.close();
  return floor;
}

/** hits@k through /search, which shows results in ranking order (the modal groups them). */
async function hitsAtK(browser, origin) {
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  let at1 = 0;
  let at5 = 0;
  const misses = [];
  for (const {query, expected} of queries) {
    await page.goto(`${origin}/search?q=${encodeURIComponent(query)}`);
    const links = page.locator('main article h2 a');
    // The page searches 300 ms after it loads; a query with no results times out here.
    await links.first().waitFor({timeout: 5_000}).catch(() => undefined);
    const hrefs = (await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''))).slice(0, 5);
    const matches = (href) => expected.some((page) => (page.includes('#') ? href === page : href.split('#')[0] === page));
    const rank = hrefs.findIndex(matches);
    if (rank === 0) at1 += 1;
    if (rank >= 0) at5 += 1;
    else misses.push({query, expected, got: hrefs.slice(0, 3)});
  }
  await page.close();
  return {queries: queries.length, hitsAt1: Math.round((at1 / queries.length) * 1000) / 1000, hitsAt5: Math.round((at5 / queries.length) * 1000) / 1000, misses};
}

/** A copy of the build whose index holds about `pages` pages: the real ones repeated, with words altered. */
function scaledBuild(pages) {
  const require = createRequire(import.meta.url);
  const jiti = require('jiti')(import.meta.url);
  const {buildIndex} = jiti(path.join(root, 'plugins/local-search/engine/buildIndex.ts'));
  const recordsPath = path.join(root, '.docusaurus/docusaurus-plugin-local-search/records.json');
  const records = JSON.parse(fs.readFileSync(recordsPath, 'utf8'));
  const byPage = new Map();
  for (const record of records) {
    if (!byPage.has(record.url_without_anchor)) byPage.set(record.url_without_anchor, []);
    byPage.get(record.url_without_anchor).push(record);
  }
  const originals = [...byPage.values()];
  const grown = [...records];
  // Every copy renames one word in eight, so the dictionary grows the way new pages grow it.
  const alter = (text, copy) => text?.replace(/[A-Za-z]{5,}/g, (word, offset) => (offset % 8 === 0 ? `${word}${String.fromCharCode(97 + (copy % 26))}${Math.floor(copy / 26)}` : word));
  for (let copy = 1; grown.length > 0 && byPage.size * (copy + 1) <= pages + byPage.size; copy++) {
    for (const pageRecords of originals) {
      for (const record of pageRecords) {
        const suffix = `-copy-${copy}`;
        grown.push({
          ...record,
          url: record.url.replace(record.url_without_anchor, record.url_without_anchor + suffix),
          url_without_anchor: record.url_without_anchor + suffix,
          content: alter(record.content, copy),
          hierarchy: Object.fromEntries(Object.entries(record.hierarchy).map(([level, value]) => [level, level === 'lvl0' ? value : alter(value, copy)])),
        });
      }
    }
  }
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  fs.cpSync(buildDir, target, {recursive: true});
  const {manifest, files} = buildIndex(grown, 'https://www.remotion.dev');
  const indexDir = path.join(target, 'search-index');
  fs.rmSync(indexDir, {recursive: true, force: true});
  fs.mkdirSync(path.join(indexDir, manifest.dir), {recursive: true});
  for (const [name, body] of files) fs.writeFileSync(path.join(indexDir, manifest.dir, name), body);
  fs.writeFileSync(path.join(indexDir, 'manifest.json'), JSON.stringify(manifest));
  return target;
}

const loadAverage = () => os.loadavg().map((value) => Math.round(value * 10) / 10);
/** One latency run in a line: the budget's figure and the parts before it, with the load at its end. */
const runSummary = (latency) => ({dom: latency.dom, called: latency.called, client: latency.client, keystrokes: latency.keystrokes, loadAverage: latency.loadAverage});

async function measure(dir, label, withQuality) {
  const server = await serve(dir, port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    const size = indexBytes(dir);
    const firstResults = latencyOnly ? null : await bytesBeforeFirstResults(browser, origin);
    // Timings on this shared machine move with its load: each run keeps the load beside it.
    const latencyRuns = [];
    for (let run = 0; run < runs; run++) {
      const latency = await keystrokeLatency(browser, origin, queries.slice(0, 20).map((entry) => entry.query));
      latencyRuns.push({...latency, loadAverage: loadAverage()});
    }
    const latency = [...latencyRuns].sort((a, b) => a.dom.p95 - b.dom.p95)[Math.floor((latencyRuns.length - 1) / 2)];
    const quality = withQuality && !latencyOnly ? await hitsAtK(browser, origin) : null;
    return {label, size, firstResults, latency, latencyRuns: latencyRuns.map(runSummary), quality, loadAverage: loadAverage()};
  } finally {
    await browser.close();
    server.kill();
  }
}

function report(result) {
  const {size, firstResults, latency, latencyRuns, quality} = result;
  const line = (name, value, budget, better = 'lower') => {
    const number = typeof value === 'number' ? value : Number.NaN;
    const ok = budget === undefined ? '' : better === 'lower' ? (number <= budget ? 'ok' : 'OVER BUDGET') : number >= budget ? 'ok' : 'BELOW BUDGET';
    console.log(`  ${name.padEnd(52)} ${String(value).padStart(16)}${budget === undefined ? '' : `   budget ${budget}  ${ok}`}`);
  };
  const spread = (figure) => `${figure.p50} / ${figure.p95} / ${figure.max}`;
  console.log(`\n${result.label}: ${size.pages} pages, ${size.records} records`);
  for (const [kind, s] of Object.entries(size.sizes)) line(`index ${kind} (${s.files} files), KB raw / gzip`, `${s.rawKb} / ${s.gzipKb}`);
  line('index total on disk, KB raw / gzip', `${size.totalRawKb} / ${size.totalGzipKb}`);
  line('largest term shard, KB gzip', size.sizes.terms.largestGzipKb);
  if (firstResults) {
    line('before first results: modal JS/CSS, KB', firstResults.modalCodeKb);
    line('before first results: other, KB', firstResults.otherKb);
    line(`before first results: index files (${firstResults.indexFiles}), KB`, firstResults.indexKb);
    line('before first results: all, KB gzip', kb(firstResults.totalGzipBytes), BUDGETS.firstResultsKbGzip);
    line('index files fetched by the time a word is typed, KB', firstResults.wholeWordIndexKb);
    line(`whole index loaded in the background (${firstResults.wholeIndexFiles} files), KB`, firstResults.wholeIndexKb);
    line('  background load, ms after it starts', firstResults.backgroundLoadMs);
  }
  if (latencyRuns.length > 1) {
    console.log(`  keystroke to results, ${latencyRuns.length} runs, ms p50 / p95 / max of keydown -> results in the DOM (load average at the end of each):`);
    latencyRuns.forEach((run, i) => line(`    run ${i + 1} (load ${run.loadAverage.join(' ')})`, spread(run.dom)));
    console.log('  the run with the median p95:');
  }
  const when = latency.indexLoaded ? 'once loaded' : 'WITHOUT the index-loaded mark (a build from before it)';
  console.log(`  keystroke to results ${when}, ${latency.keystrokes} keystrokes, ms p50 / p95 / max (load average ${latency.loadAverage.join(' ')}):`);
  line('  keydown -> results in the DOM (the budget)', spread(latency.dom));
  line('    p95', latency.dom.p95, BUDGETS.keystrokeP95Ms);
  line('  keydown -> DocSearch asks the client', spread(latency.called));
  line('  keydown -> client answered', spread(latency.client));
  line('    of which engine work on the main thread', spread(latency.cpu));
  line('  keydown -> next paint with the results', spread(latency.paint));
  line('  keydown -> next paint, blank page (frame floor)', spread(latency.floor));
  for (const [name, figure] of Object.entries(latency.events)) {
    line(`  ${name} event duration (Event Timing, ${figure.reported} reported of ${latency.keystrokes})`, figure.reported ? spread(figure) : 'all < 16');
  }
  if (quality) {
    line(`hits@1 (${quality.queries} queries of bench-queries.json, no threshold)`, quality.hitsAt1);
    line('hits@5', quality.hitsAt5);
    for (const miss of quality.misses) console.log(`    miss: "${miss.query}" expected ${miss.expected.join(' | ')}, got ${miss.got.join(', ') || 'nothing'}`);
  }
}

const results = [await measure(buildDir, 'Site as built', true)];
if (scale > 0) {
  const dir = scaledBuild(scale);
  try {
    results.push(await measure(dir, `Grown to ~${scale} pages`, false));
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}
results.forEach(report);
fs.mkdirSync(path.dirname(outFile), {recursive: true});
// The two budget figures of the site as built, under the keys `npm run bench` looks for.
const summary = {firstResultsGzipBytes: results[0].firstResults?.totalGzipBytes ?? null, keystrokeP95Ms: results[0].latency.dom.p95};
fs.writeFileSync(outFile, JSON.stringify({...summary, budgets: BUDGETS, results}, null, 2));
console.log(`\nWrote ${path.relative(root, outFile)}`);
