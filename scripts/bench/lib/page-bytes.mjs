// @ts-check
/**
 * What a first visit to a page downloads, by kind (HTML, JS, CSS, other), raw and gzip.
 * The browser tells which URLs a visit requests; the sizes come from the files in the build
 * (gzip at zlib's default level, as scripts/serve-build.mjs sends them), so they do not depend
 * on timing. Shared by the bench and tests/e2e/budgets.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Runs before any page script: reports a data-saving connection, which makes Docusaurus skip
 * all prefetching (it checks `navigator.connection.saveData` and `effectiveType`). What loads
 * then is what the page itself needs: the critical bytes.
 */
export function emulateSaveData() {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    get: () => ({saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {}}),
  });
}

/**
 * @typedef {object} RequestRecord
 * @property {string} url
 * @property {string} resourceType
 * @property {number} status
 */

/**
 * Opens `url` in a fresh page of `context` and records every request that completed until the
 * network has been quiet for `quietMs` after the load event.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} url
 * @param {{quietMs?: number, timeoutMs?: number}} [options]
 * @returns {Promise<RequestRecord[]>}
 */
export async function recordVisit(context, url, {quietMs = 1000, timeoutMs = 60_000} = {}) {
  const page = await context.newPage();
  /** @type {RequestRecord[]} */
  const records = [];
  let inFlight = 0;
  let lastActivity = performance.now();
  page.on('request', () => {
    inFlight++;
    lastActivity = performance.now();
  });
  page.on('requestfinished', async (request) => {
    inFlight--;
    lastActivity = performance.now();
    const response = await request.response().catch(() => null);
    records.push({url: request.url(), resourceType: request.resourceType(), status: response?.status() ?? 0});
  });
  page.on('requestfailed', () => {
    inFlight--;
    lastActivity = performance.now();
  });
  try {
    await page.goto(url, {waitUntil: 'load', timeout: timeoutMs});
    const deadline = performance.now() + timeoutMs;
    // Quiet means nothing in flight and nothing new for quietMs; prefetches start from idle
    // callbacks after hydration, so a fixed wait would be either too short or wasteful.
    while (inFlight > 0 || performance.now() - lastActivity < quietMs) {
      if (performance.now() > deadline) throw new Error(`network never went quiet on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return records;
  } finally {
    await page.close();
  }
}

/**
 * The file a static host serves for `urlPath` (clean URLs, like scripts/serve-build.mjs).
 * @param {string} buildDir
 * @param {string} urlPath
 * @returns {string | null}
 */
export function fileForUrlPath(buildDir, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const root = path.resolve(buildDir);
  const target = path.normalize(path.join(root, decoded));
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  const candidates = decoded.endsWith('/') ? [path.join(target, 'index.html')] : [target, `${target}.html`, path.join(target, 'index.html')];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** @typedef {'html' | 'js' | 'css' | 'other'} AssetKind */

/**
 * @param {string} urlPath
 * @param {string} resourceType
 * @returns {AssetKind}
 */
export function assetKind(urlPath, resourceType) {
  if (resourceType === 'document' || /\.html?$/.test(urlPath)) return 'html';
  if (/\.m?js$/.test(urlPath)) return 'js';
  if (/\.css$/.test(urlPath)) return 'css';
  return 'other';
}

/**
 * @typedef {object} AssetFile
 * @property {string} path  URL path
 * @property {AssetKind} kind
 * @property {number} raw
 * @property {number} gzip
 */

/**
 * @typedef {object} KindTotals
 * @property {number} count
 * @property {number} raw
 * @property {number} gzip
 */

/**
 * @typedef {object} VisitBytes
 * @property {KindTotals} html
 * @property {KindTotals} js
 * @property {KindTotals} css
 * @property {KindTotals} other
 * @property {number} jsCssGzip  what the JS+CSS budgets compare
 * @property {number} jsCssRaw
 * @property {number} external  requests to other origins (not counted in the sizes)
 * @property {string[]} missing  same-origin URLs with no file in the build folder: a sign that
 *   the server serves another build than the one being sized
 * @property {AssetFile[]} files  largest first
 */

/** @type {Map<string, {raw: number, gzip: number}>} */
const sizeCache = new Map();

/**
 * @param {string} file
 */
function fileSizes(file) {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const body = fs.readFileSync(file);
  const sizes = {raw: body.length, gzip: zlib.gzipSync(body).length};
  sizeCache.set(file, sizes);
  return sizes;
}

/**
 * Sizes of the same-origin requests of a visit, from the build folder. Each URL counts once.
 * @param {string} buildDir
 * @param {string} origin  e.g. http://127.0.0.1:4321
 * @param {readonly RequestRecord[]} records
 * @returns {VisitBytes}
 */
export function sizeVisit(buildDir, origin, records) {
  const empty = () => ({count: 0, raw: 0, gzip: 0});
  /** @type {Record<AssetKind, KindTotals>} */
  const totals = {html: empty(), js: empty(), css: empty(), other: empty()};
  /** @type {AssetFile[]} */
  const files = [];
  const seen = new Set();
  let external = 0;
  /** @type {string[]} */
  const missing = [];
  for (const record of records) {
    const url = new URL(record.url);
    if (url.origin !== origin) {
      if (!url.protocol.startsWith('data')) external++;
      continue;
    }
    if (seen.has(url.pathname)) continue;
    seen.add(url.pathname);
    const file = fileForUrlPath(buildDir, url.pathname) ?? (record.status === 404 ? path.join(buildDir, '404.html') : null);
    if (!file || !fs.existsSync(file)) {
      missing.push(url.pathname);
      continue;
    }
    const kind = assetKind(url.pathname, record.resourceType);
    const {raw, gzip} = fileSizes(file);
    totals[kind].count++;
    totals[kind].raw += raw;
    totals[kind].gzip += gzip;
    files.push({path: url.pathname, kind, raw, gzip});
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    ...totals,
    jsCssGzip: totals.js.gzip + totals.css.gzip,
    jsCssRaw: totals.js.raw + totals.css.raw,
    external,
    missing,
    files,
  };
}

/**
 * Critical bytes of a page: a fresh context with prefetching turned off.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} buildDir
 * @param {string} origin
 * @param {string} urlPath
 */
export async function measureCritical(browser, buildDir, origin, urlPath) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(emulateSaveData);
    return sizeVisit(buildDir, origin, await recordVisit(context, origin + urlPath));
  } finally {
    await context.close();
  }
}

/**
 * Bytes of a first visit that is left open until idle prefetching has finished.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} buildDir
 * @param {string} origin
 * @param {string} urlPath
 */
export async function measureWithPrefetch(browser, buildDir, origin, urlPath) {
  const context = await browser.newContext();
  try {
    return sizeVisit(buildDir, origin, await recordVisit(context, origin + urlPath, {quietMs: 2000}));
  } finally {
    await context.close();
  }
}
