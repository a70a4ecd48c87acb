// @ts-check
/**
 * Lighthouse 12 (the devDependency) against Debian's Chromium, performance category only.
 * Mobile is Lighthouse's default configuration (simulated slow 4G and 4x CPU slowdown);
 * desktop is its `--preset=desktop`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {runMeasured} from './process.mjs';
import {median} from './stats.mjs';

const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking';

/**
 * @typedef {object} LighthouseMetrics
 * @property {number | null} score  0-100
 * @property {number | null} fcpMs
 * @property {number | null} lcpMs
 * @property {number | null} tbtMs
 * @property {number | null} cls
 * @property {number | null} totalBytes
 */

/**
 * Metrics from a Lighthouse JSON report (the LHR).
 * @param {any} lhr
 * @returns {LighthouseMetrics}
 */
export function metricsFromReport(lhr) {
  /** @param {string} id */
  const audit = (id) => {
    const value = lhr?.audits?.[id]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  const score = lhr?.categories?.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalBytes: audit('total-byte-weight'),
  };
}

/**
 * Per-metric median over runs.
 * @param {readonly LighthouseMetrics[]} runs
 * @returns {LighthouseMetrics}
 */
export function medianMetrics(runs) {
  /** @param {keyof LighthouseMetrics} key */
  const pick = (key) => median(runs.map((r) => r[key]));
  return {score: pick('score'), fcpMs: pick('fcpMs'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), totalBytes: pick('totalBytes')};
}

/**
 * One Lighthouse run.
 * @param {{url: string, preset: 'mobile' | 'desktop', reportFile: string, logFile: string, chromePath: string}} options
 * @returns {Promise<LighthouseMetrics & {error?: string}>}
 */
export async function runLighthouse({url, preset, reportFile, logFile, chromePath}) {
  const require = createRequire(import.meta.url);
  const cli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${reportFile}`,
    '--only-categories=performance',
    `--chrome-flags=${CHROME_FLAGS}`,
    '--quiet',
  ];
  if (preset === 'desktop') args.push('--preset=desktop');
  fs.rmSync(reportFile, {force: true});
  const result = await runMeasured(process.execPath, args, {
    cwd: path.dirname(reportFile),
    env: {...process.env, CHROME_PATH: chromePath},
    logFile,
    timeoutMs: 5 * 60_000,
  });
  const empty = {score: null, fcpMs: null, lcpMs: null, tbtMs: null, cls: null, totalBytes: null};
  if (result.code !== 0 || !fs.existsSync(reportFile)) {
    return {...empty, error: `lighthouse exited with ${result.code}: ${result.tail.slice(-400)}`};
  }
  const lhr = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  if (lhr.runtimeError) return {...empty, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`};
  return metricsFromReport(lhr);
}
