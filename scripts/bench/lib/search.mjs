// @ts-check
/**
 * Search figures come from scripts/bench-search.mjs, written with the search work. The bench
 * runs it as `node scripts/bench-search.mjs --dir <build> --port <free port> --out <file> --runs <n>`
 * (n: the bench's `--runs`, as for builds and Lighthouse; the script times keystrokes n times and
 * reports the run with the median p95) and
 * reads the JSON it writes: `{budgets, results: [{label, size, firstResults, latency, quality}]}`
 * with sizes in KB of 1024 bytes. The first result (the site as built) feeds the two budgets:
 * bytes downloaded before the first results (`firstResults`: modal code + index files + other)
 * and keystroke-to-results p95 (`latency.p95Ms`). A script that prints the bench's own keys,
 * `firstResultsGzipBytes` and `keystrokeP95Ms`, anywhere in its JSON is read as well.
 */
import fs from 'node:fs';
import path from 'node:path';
import {runMeasured} from './process.mjs';
import {freePort} from './servers.mjs';
import {keptSearchRecords} from './site.mjs';

export const SEARCH_SCRIPT = path.join('scripts', 'bench-search.mjs');
export const RELEVANCE_SCRIPT = path.join('scripts', 'bench-relevance.mjs');

/**
 * First numeric value under `key` anywhere in `data` (depth first).
 * @param {unknown} data
 * @param {string} key
 * @returns {number | null}
 */
export function findNumber(data, key) {
  if (!data || typeof data !== 'object') return null;
  for (const [k, v] of Object.entries(data)) {
    if (k === key && typeof v === 'number' && Number.isFinite(v)) return v;
  }
  for (const v of Object.values(data)) {
    const found = findNumber(v, key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The figures the bench reports, from the search script's JSON.
 * @param {any} output
 */
export function searchFigures(output) {
  const site = Array.isArray(output?.results) ? output.results[0] : null;
  /** @param {unknown} v */
  const num = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const first = site?.firstResults;
  const firstKb = first ? [first.modalCodeKb, first.indexKb, first.otherKb].map(num) : [];
  const derivedFirst = firstKb.length > 0 && firstKb.every((v) => v !== null) ? Math.round(firstKb.reduce((s, v) => s + /** @type {number} */ (v), 0) * 1024) : null;
  const indexGzipKb = num(site?.size?.totalGzipKb);
  return {
    firstResultsGzipBytes: findNumber(output, 'firstResultsGzipBytes') ?? derivedFirst,
    keystrokeP95Ms: findNumber(output, 'keystrokeP95Ms') ?? num(site?.latency?.p95Ms),
    keystrokeP50Ms: num(site?.latency?.p50Ms),
    indexGzipBytes: indexGzipKb === null ? null : Math.round(indexGzipKb * 1024),
    firstResultsIndexGzipBytes: num(first?.indexKb) === null ? null : Math.round(first.indexKb * 1024),
    // Each latency run's p95, in the order run (the budget figure is the median of them).
    keystrokeRunsP95Ms: Array.isArray(site?.latencyRuns) ? site.latencyRuns.map((/** @type {any} */ run) => num(run?.dom?.p95)) : [],
    hitsAt1: num(site?.quality?.hitsAt1),
    hitsAt5: num(site?.quality?.hitsAt5),
  };
}

/**
 * @param {string} siteDir
 * @param {string} buildDir
 * @param {string} logFile
 * @param {number} [runs]  keystroke-latency runs; the script reports the run with the median p95
 */
export async function runSearchBench(siteDir, buildDir, logFile, runs = 1) {
  const script = path.join(siteDir, SEARCH_SCRIPT);
  if (!fs.existsSync(script)) return {available: false, reason: `${SEARCH_SCRIPT} does not exist`};
  const outFile = path.join(path.dirname(logFile), 'bench-search.json');
  fs.rmSync(outFile, {force: true});
  const port = /** @type {number} */ (await freePort());
  const result = await runMeasured(process.execPath, [script, '--dir', buildDir, '--port', String(port), '--out', outFile, '--runs', String(runs)], {
    cwd: siteDir,
    env: {...process.env, BENCH_BUILD_DIR: buildDir},
    logFile,
    timeoutMs: 15 * 60_000,
  });
  let output = null;
  try {
    output = JSON.parse(fs.readFileSync(outFile, 'utf8'));
  } catch {
    // Reported below.
  }
  if (result.code !== 0 || !output) {
    return {available: true, error: `bench-search exited with ${result.code}${output ? '' : ` and wrote no JSON to ${outFile}`}: ${result.tail.slice(-600)}`};
  }
  return {available: true, ...searchFigures(output), output};
}

/**
 * The relevance figures the bench reports, from scripts/bench-relevance.mjs's JSON: ours
 * (hit@1, hit@3, MRR@5, and hit@1 above Pagefind's) and each engine's line of the side-by-side
 * table.
 * @param {any} output
 */
export function relevanceFigures(output) {
  /** @param {unknown} v */
  const num = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  /** @type {Record<string, {hitAt1: number | null, hitAt3: number | null, mrrAt5: number | null, firstResultsGzipBytes: number | null, keystrokeP50Ms: number | null, keystrokeP95Ms: number | null}>} */
  const engines = {};
  for (const [name, engine] of Object.entries(output?.engines ?? {})) {
    const e = /** @type {any} */ (engine);
    engines[name] = {
      hitAt1: num(e?.figures?.hitAt1),
      hitAt3: num(e?.figures?.hitAt3),
      mrrAt5: num(e?.figures?.mrrAt5),
      firstResultsGzipBytes: num(e?.firstResultsGzipBytes),
      keystrokeP50Ms: num(e?.keystroke?.p50),
      keystrokeP95Ms: num(e?.keystroke?.p95),
    };
  }
  return {queries: num(output?.queries), hitAt1: num(output?.hitAt1), hitAt3: num(output?.hitAt3), mrrAt5: num(output?.mrrAt5), hitAt1OverPagefind: num(output?.hitAt1OverPagefind), engines};
}

/**
 * Runs scripts/bench-relevance.mjs on a build (`--dir <build> --out <file>`) and reads its JSON.
 * @param {string} siteDir
 * @param {string} buildDir
 * @param {string} logFile
 */
export async function runRelevanceBench(siteDir, buildDir, logFile) {
  const script = path.join(siteDir, RELEVANCE_SCRIPT);
  if (!fs.existsSync(script)) return {available: false, reason: `${RELEVANCE_SCRIPT} does not exist`};
  const outFile = path.join(path.dirname(logFile), 'bench-relevance.json');
  fs.rmSync(outFile, {force: true});
  // The records kept beside the build (keepSearchRecords), when a dev server start has since rewritten .docusaurus/.
  const kept = keptSearchRecords(buildDir);
  const records = fs.existsSync(kept) ? ['--records', kept] : [];
  const result = await runMeasured(process.execPath, [script, '--dir', buildDir, '--out', outFile, ...records], {cwd: siteDir, env: process.env, logFile, timeoutMs: 15 * 60_000});
  let output = null;
  try {
    output = JSON.parse(fs.readFileSync(outFile, 'utf8'));
  } catch {
    // Reported below.
  }
  if (result.code !== 0 || !output) {
    return {available: true, error: `bench-relevance exited with ${result.code}${output ? '' : ` and wrote no JSON to ${outFile}`}: ${result.tail.slice(-600)}`};
  }
  return {available: true, ...relevanceFigures(output)};
}
