#!/usr/bin/env node
// Measures the embedded search index of a production build and prints each figure beside its
// budget: index bytes (raw and gzip), bytes a visitor downloads before the first results,
// keystroke-to-results latency in Chromium (p50/p95), and hits@1/hits@5 on the query set in
// plugins/local-search/bench-queries.json (run through the /search page, i.e. the shipped client).
//
// Usage: node scripts/bench-search.mjs [--dir build] [--port 3296] [--out bench-results/search.json]
//        [--scale 900]   also measure a copy of the build whose index is grown to ~900 pages
//                        (the real pages repeated with altered words), for size and latency only.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const buildDir = path.resolve(root, option('dir', 'build'));
const port = Number(option('port', '3296'));
const outFile = path.resolve(root, option('out', 'bench-results/search.json'));
const scale = Number(option('scale', '0'));
const queries = JSON.parse(fs.readFileSync(path.join(root, 'plugins/local-search/bench-queries.json'), 'utf8')).queries;

/** Budgets, written down so a regression shows up next to the figure it breaks. */
const BUDGETS = {
  firstResultsIndexKbGzip: 80,
  latencyP50Ms: 100,
  latencyP95Ms: 200,
  hitsAt1: 0.7,
  hitsAt5: 0.9,
};

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

function indexBytes(dir) {
  const manifestPath = path.join(dir, 'search-index', 'manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`No embedded index in ${dir}: build the site in local mode first.`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const folder = path.join(dir, 'search-index', manifest.dir);
  const groups = {manifest: [manifestPath], meta: [], terms: [], docs: []};
  for (const name of fs.readdirSync(folder)) {
    const kind = name.startsWith('terms-') ? 'terms' : name.startsWith('docs-') ? 'docs' : 'meta';
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

/** Bytes on the wire (gzip as served) from reaching for the search button to the first results. */
async function bytesBeforeFirstResults(browser, origin) {
  const page = await openPage(browser, `${origin}/docs/`);
  await page.waitForLoadState('networkidle');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map();
  const bytes = {code: 0, index: 0, other: 0};
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId) ?? '';
    const kind = url.includes('/search-index/') ? 'index' : /\.(js|css)(\?|$)/.test(url) ? 'code' : 'other';
    bytes[kind] += event.encodedDataLength;
  });
  await page.locator('.DocSearch-Button').hover();
  await page.locator('.DocSearch-Button').click();
  // First results: the hits for the first letter typed.
  await page.locator('.DocSearch-Input').pressSequentially('c');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const first = {...bytes};
  // Then the rest of the word, keystroke by keystroke, as a visitor types it.
  await page.locator('.DocSearch-Input').pressSequentially('omposition');
  await page.locator('.DocSearch-Hit mark', {hasText: /composition/i}).first().waitFor();
  await page.close();
  return {
    modalCodeKb: kb(first.code),
    indexKb: kb(first.index),
    otherKb: kb(first.other),
    wholeWordIndexKb: kb(bytes.index),
  };
}

/**
 * Keystroke to results on screen: from the keydown in the modal's input to the first frame
 * painted after the client reported results for the text typed so far (a performance mark).
 */
async function keystrokeLatency(browser, origin, words) {
  const page = await openPage(browser, `${origin}/docs/`);
  await page.evaluate(() => {
    window.__latencies = [];
    window.__engine = [];
    window.__cpu = [];
    window.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.__longTasks.push(entry.duration))).observe({type: 'longtask'});
    let pending = null;
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.target instanceof HTMLInputElement && event.target.matches('.DocSearch-Input') && event.key.length === 1) {
          pending = {start: performance.now(), query: event.target.value + event.key};
        }
      },
      true,
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const current = pending;
        if (!current || entry.detail?.query !== current.query) continue;
        pending = null;
        window.__engine.push(entry.detail.ms);
        window.__cpu.push(entry.detail.cpuMs);
        requestAnimationFrame(() => setTimeout(() => window.__latencies.push(performance.now() - current.start), 0));
      }
    }).observe({type: 'mark', buffered: false});
  });
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  for (const query of words) {
    await page.locator('.DocSearch-Input').fill('');
    for (const char of query) {
      const before = await page.evaluate(() => window.__latencies.length);
      await page.keyboard.type(char);
      await page.waitForFunction((count) => window.__latencies.length > count, before, {timeout: 10_000}).catch(() => undefined);
    }
  }
  const {latencies, engine, cpu, longTasks} = await page.evaluate(() => ({
    latencies: window.__latencies,
    engine: window.__engine,
    cpu: window.__cpu,
    longTasks: window.__longTasks,
  }));
  await page.close();
  const round = (value) => Math.round(value * 10) / 10;
  return {
    keystrokes: latencies.length,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    engineP50Ms: round(percentile(engine, 50)),
    engineP95Ms: round(percentile(engine, 95)),
    // Main-thread work of the engine alone (ranking, highlighting), without waiting for files.
    cpuP50Ms: round(percentile(cpu, 50)),
    cpuP95Ms: round(percentile(cpu, 95)),
    // Main-thread tasks over 50 ms while typing: the sign that work should move to a worker.
    longTasks: longTasks.length,
    longestTaskMs: round(Math.max(0, ...longTasks)),
  };
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

async function measure(dir, label, withQuality) {
  const server = await serve(dir, port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    const size = indexBytes(dir);
    const firstResults = await bytesBeforeFirstResults(browser, origin);
    const latency = await keystrokeLatency(browser, origin, queries.slice(0, 20).map((entry) => entry.query));
    const quality = withQuality ? await hitsAtK(browser, origin) : null;
    return {label, size, firstResults, latency, quality};
  } finally {
    await browser.close();
    server.kill();
  }
}

function report(result) {
  const {size, firstResults, latency, quality} = result;
  const line = (name, value, budget, better = 'lower') => {
    const ok = budget === undefined ? '' : better === 'lower' ? (value <= budget ? 'ok' : 'OVER BUDGET') : value >= budget ? 'ok' : 'BELOW BUDGET';
    console.log(`  ${name.padEnd(42)} ${String(value).padStart(9)}${budget === undefined ? '' : `   budget ${budget}  ${ok}`}`);
  };
  console.log(`\n${result.label}: ${size.pages} pages, ${size.records} records`);
  for (const [kind, s] of Object.entries(size.sizes)) line(`index ${kind} (${s.files} files), KB raw / gzip`, `${s.rawKb} / ${s.gzipKb}`);
  line('index total, KB raw / gzip', `${size.totalRawKb} / ${size.totalGzipKb}`);
  line('largest term shard, KB gzip', size.sizes.terms.largestGzipKb);
  line('before first results: modal JS/CSS, KB', firstResults.modalCodeKb);
  line('before first results: other, KB', firstResults.otherKb);
  line('before first results: index files, KB', firstResults.indexKb, BUDGETS.firstResultsIndexKbGzip);
  line('index files for a whole word typed, KB', firstResults.wholeWordIndexKb);
  line(`keystroke to results p50, ms (${latency.keystrokes})`, latency.p50Ms, BUDGETS.latencyP50Ms);
  line('keystroke to results p95, ms', latency.p95Ms, BUDGETS.latencyP95Ms);
  line('  of which search client p50 / p95, ms', `${latency.engineP50Ms} / ${latency.engineP95Ms}`);
  line('  of which engine work on the main thread p50 / p95, ms', `${latency.cpuP50Ms} / ${latency.cpuP95Ms}`);
  line('long tasks (>50 ms) while typing / longest', `${latency.longTasks} / ${latency.longestTaskMs}`);
  if (quality) {
    line(`hits@1 (${quality.queries} queries)`, quality.hitsAt1, BUDGETS.hitsAt1, 'higher');
    line('hits@5', quality.hitsAt5, BUDGETS.hitsAt5, 'higher');
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
fs.writeFileSync(outFile, JSON.stringify({budgets: BUDGETS, results}, null, 2));
console.log(`\nWrote ${path.relative(root, outFile)}`);
