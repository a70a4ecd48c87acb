#!/usr/bin/env node
// Relevance side by side, on the same build in the same run: our engine, Pagefind (indexing the
// built HTML with its default settings) and MiniSearch (over our records, one document per page
// with boosted title and heading fields; and tuned as our engine is), each asked every query of
// plugins/local-search/relevance-set.json. Prints hit@1, hit@3 and MRR@5 per engine (and per
// query kind), the bytes each downloads before its first results, and its keystroke time once
// warm (every prefix of the first 40 queries, as typed: the engine's answer only, no UI).
// scripts/bench/lib/relevance.mjs defines the figures.
//
// Our engine's keystroke figure here is the engine in Node; the budget's figure (keydown to
// results in the DOM, in Chromium) and the bytes before first results come from
// scripts/bench-search.mjs, which runs the shipped client.
//
// Usage: node scripts/bench-relevance.mjs [--dir build] [--out bench-results/relevance.json]
//        [--engines ours,pagefind,minisearch,minisearch-tuned] [--misses ours]  (print the misses of those engines)
//        [--set plugins/local-search/bench-queries.json]  another query set of the same shape (kind optional)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {distinctPages, keystrokes, latencyFigures, rankOf, relevanceFigures} from './bench/lib/relevance.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Node's own parser, strict: an unknown flag or a flag without its value stops with an error.
const {values: flags} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    out: {type: 'string', default: 'bench-results/relevance.json'},
    engines: {type: 'string', default: 'ours,pagefind,minisearch,minisearch-tuned'},
    misses: {type: 'string', default: ''},
    set: {type: 'string', default: 'plugins/local-search/relevance-set.json'},
    // The search records of the build; a dev server start rewrites .docusaurus/ without them.
    records: {type: 'string', default: '.docusaurus/docusaurus-plugin-local-search/records.json'},
  },
});
const buildDir = path.resolve(root, flags.dir);
const outFile = path.resolve(root, flags.out);
const engines = flags.engines.split(',');
const showMisses = flags.misses.split(',').filter(Boolean);
const recordsFile = path.resolve(root, flags.records);
const setFile = path.resolve(root, flags.set);
const set = JSON.parse(fs.readFileSync(setFile, 'utf8'));
const queries = set.queries;
/** Results looked at per query: enough pages for MRR@5 after grouping sections by page. */
const HITS = 50;
const TYPED = keystrokes(queries.slice(0, 40).map((entry) => entry.query));
const require = createRequire(import.meta.url);
const gzipSize = (body) => zlib.gzipSync(body).length;

function records() {
  if (!fs.existsSync(recordsFile)) throw new Error(`No records at ${path.relative(root, recordsFile)}: build the site first.`);
  return JSON.parse(fs.readFileSync(recordsFile, 'utf8'));
}

/** Runs every query through `search` (query → ranked URLs) and scores it. */
async function score(search) {
  const ranked = [];
  for (const entry of queries) {
    const pages = distinctPages(await search(entry.query));
    ranked.push({kind: 'query', ...entry, rank: rankOf(pages, entry.expected), got: pages.slice(0, 3)});
  }
  return {figures: relevanceFigures(ranked), misses: ranked.filter((entry) => entry.rank !== 1).map(({query, kind, expected, rank, got}) => ({query, kind, expected, rank, got}))};
}

async function timed(search) {
  for (const prefix of TYPED) await search(prefix);
  const times = [];
  for (const prefix of TYPED) {
    const start = performance.now();
    await search(prefix);
    times.push(performance.now() - start);
  }
  return latencyFigures(times);
}

/** Our engine in Node: the index built from the build's records, queried as the client does. */
async function ours() {
  const jiti = require('jiti')(import.meta.url);
  const {buildIndex} = jiti(path.join(root, 'plugins/local-search/engine/buildIndex.ts'));
  const {memorySource} = jiti(path.join(root, 'plugins/local-search/engine/memorySource.ts'));
  const {runQuery} = jiti(path.join(root, 'plugins/local-search/engine/query.ts'));
  const source = memorySource(buildIndex(records(), 'https://www.remotion.dev'));
  const search = async (query) => {
    const result = await runQuery(source, {
      indexName: 'local',
      query,
      page: 0,
      hitsPerPage: HITS,
      attributesToSnippet: ['content:10'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      snippetEllipsisText: '…',
    });
    return result.hits.map((hit) => hit.url);
  };
  return {...(await score(search)), keystroke: await timed(search), note: 'keystroke: engine in Node; bytes and the budget figures: scripts/bench-search.mjs'};
}

/**
 * MiniSearch over the same records, one document per page: the page title weighs most, then
 * headings, then the sidebar category, then the text; prefix search and typo tolerance on.
 * `minisearch-tuned` adds what our engine does beyond that: our tokenizer (camelCase parts,
 * names joined across dots, hyphens and, in titles and headings, spaces), stop words dropped
 * from queries, and docs pages weighed twice a blog post or a story.
 */
async function minisearch(tuned = false) {
  const {default: MiniSearch} = await import('minisearch');
  const jiti = require('jiti')(import.meta.url);
  const {indexTerms, queryWords, significantWords} = jiti(path.join(root, 'plugins/local-search/engine/tokenize.ts'));
  const pages = new Map();
  for (const record of records()) {
    const url = record.url_without_anchor;
    if (!pages.has(url)) pages.set(url, {id: url, docs: record.docusaurus_tag.startsWith('docs'), title: record.hierarchy.lvl1 ?? '', category: record.hierarchy.lvl0 ?? '', headings: [], content: []});
    const page = pages.get(url);
    if (record.type === 'content') page.content.push(record.content ?? '');
    else if (record.type !== 'lvl1') page.headings.push(record.hierarchy[record.type] ?? '');
  }
  const documents = [...pages.values()].map((page) => ({...page, headings: page.headings.join('\n'), content: page.content.join('\n')}));
  const searchOptions = {boost: {title: 4, headings: 2, category: 1.5}, prefix: true, fuzzy: 0.2};
  const options = tuned
    ? {
        fields: ['title', 'headings', 'category', 'content'],
        storeFields: ['docs'],
        tokenize: (text, field) => [...indexTerms(text, field !== 'content')],
        processTerm: (term) => term,
        searchOptions: {
          ...searchOptions,
          tokenize: (query) => significantWords(queryWords(query)),
          boostDocument: (id, term, stored) => (stored?.docs ? 2 : 1),
        },
      }
    : {fields: ['title', 'headings', 'category', 'content'], storeFields: ['title'], searchOptions};
  const engine = new MiniSearch(options);
  engine.addAll(documents);
  const search = async (query) => engine.search(query).slice(0, HITS).map((hit) => hit.id);
  const serialized = JSON.stringify(engine);
  const library = fs.readFileSync(path.join(path.dirname(require.resolve('minisearch')), '..', 'umd', 'index.js'));
  return {
    ...(await score(search)),
    keystroke: await timed(search),
    // The whole serialized index is needed before the first query can be answered.
    firstResultsGzipBytes: gzipSize(serialized) + gzipSize(library),
    note: 'keystroke: engine in Node; bytes: library + whole serialized index, gzip',
  };
}

/** Serves `dir` on a free port, with the content types Pagefind's files need. */
function staticServer(dir) {
  const types = {'.js': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json', '.html': 'text/html'};
  const server = http.createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {'content-type': types[path.extname(file)] ?? 'application/octet-stream'});
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Pagefind 1.6 with its defaults, indexing the built HTML, queried in Chromium through its own API. */
async function pagefind() {
  const library = await import('pagefind');
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pagefind-'));
  const {index} = await library.createIndex({});
  const added = await index.addDirectory({path: buildDir});
  if (added.errors?.length) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
  await index.writeFiles({outputPath: path.join(target, 'pagefind')});
  await library.close();
  fs.writeFileSync(path.join(target, 'index.html'), '<!doctype html><title>pagefind</title>');
  const server = await staticServer(target);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/index.html`);
    // Bytes on the wire until the first letter's results (top 5 with their text) are known.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
    await page.evaluate(async () => {
      const api = await import('/pagefind/pagefind.js');
      await api.init();
      window.__pagefind = api;
      const found = await api.search('c');
      await Promise.all(found.results.slice(0, 5).map((result) => result.data()));
    });
    await page.waitForLoadState('networkidle');
    const firstResultsGzipBytes = bytes;
    const search = async (query) =>
      page.evaluate(async ({query, hits}) => {
        const found = await window.__pagefind.search(query);
        const data = await Promise.all(found.results.slice(0, hits).map((result) => result.data()));
        return data.map((entry) => entry.url);
      }, {query, hits: 8});
    const scored = await score(search);
    // The time to an answer with five results' text, as a results list needs it.
    const keystroke = await timed(async (query) =>
      page.evaluate(async (q) => {
        const found = await window.__pagefind.search(q);
        await Promise.all(found.results.slice(0, 5).map((result) => result.data()));
      }, query),
    );
    return {...scored, keystroke, firstResultsGzipBytes, note: 'keystroke: search() and the first 5 results\' data() in Chromium, warm; bytes: pagefind.js, wasm, index and fragments for "c"'};
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(target, {recursive: true, force: true});
  }
}

const runners = {ours, pagefind, minisearch: () => minisearch(false), 'minisearch-tuned': () => minisearch(true)};
const results = {};
for (const name of engines) {
  if (!runners[name]) throw new Error(`Unknown engine ${name}; known: ${Object.keys(runners).join(', ')}`);
  const start = Date.now();
  results[name] = {...(await runners[name]()), seconds: Math.round((Date.now() - start) / 100) / 10};
}

const pad = (value, width) => String(value).padStart(width);
console.log(`\nRelevance on ${queries.length} queries (${path.relative(root, setFile)}), build ${path.relative(root, buildDir) || '.'}`);
console.log(`${'engine'.padEnd(18)}${pad('hit@1', 8)}${pad('hit@3', 8)}${pad('MRR@5', 8)}${pad('first results kB', 18)}${pad('keystroke p50/p95 ms', 22)}`);
for (const [name, result] of Object.entries(results)) {
  const bytes = result.firstResultsGzipBytes === undefined ? 'see bench-search' : (result.firstResultsGzipBytes / 1000).toFixed(1);
  console.log(`${name.padEnd(18)}${pad(result.figures.hitAt1, 8)}${pad(result.figures.hitAt3, 8)}${pad(result.figures.mrrAt5, 8)}${pad(bytes, 18)}${pad(`${result.keystroke.p50} / ${result.keystroke.p95}`, 22)}`);
}
const kinds = [...new Set(queries.map((entry) => entry.kind))].sort();
console.log(`\nhit@1 per kind (queries): ${kinds.map((kind) => `${kind} (${queries.filter((entry) => entry.kind === kind).length})`).join(', ')}`);
for (const [name, result] of Object.entries(results)) console.log(`${name.padEnd(18)}${kinds.map((kind) => pad(result.figures.byKind[kind]?.hitAt1 ?? '-', 8)).join('')}`);
for (const name of showMisses) {
  console.log(`\nNot first with ${name}:`);
  for (const miss of results[name]?.misses ?? []) console.log(`  [${miss.kind}] "${miss.query}" rank ${miss.rank || '-'}: expected ${miss.expected.join(' | ')}, got ${miss.got.join(', ') || 'nothing'}`);
}
const margin = results.ours && results.pagefind ? Math.round((results.ours.figures.hitAt1 - results.pagefind.figures.hitAt1) * 1000) / 1000 : null;
if (margin !== null) console.log(`\nours hit@1 - pagefind hit@1: ${margin}`);
const summary = {
  queries: queries.length,
  hitAt1: results.ours?.figures.hitAt1 ?? null,
  hitAt3: results.ours?.figures.hitAt3 ?? null,
  mrrAt5: results.ours?.figures.mrrAt5 ?? null,
  hitAt1OverPagefind: margin,
};
fs.mkdirSync(path.dirname(outFile), {recursive: true});
fs.writeFileSync(outFile, JSON.stringify({...summary, engines: results}, null, 2));
console.log(`Wrote ${path.relative(root, outFile)}`);
