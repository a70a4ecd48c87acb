// @ts-check
/** Static servers for builds, and the dev server's time to first page. */
import net from 'node:net';
import path from 'node:path';
import {startBackground} from './process.mjs';
import {docusaurusCli} from './site.mjs';

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Polls `url` until it answers 200. Each attempt gives up after 2 s and the next one starts at
 * once, so a request held by a compiling dev server is answered as soon as the compile ends,
 * and a request that is never answered (seen when one arrives while the server is starting)
 * cannot stall the poll.
 * @param {string} url
 * @param {{timeoutMs: number, isAlive?: () => boolean}} options
 * @returns {Promise<boolean>}
 */
export async function waitFor200(url, {timeoutMs, isAlive = () => true}) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (!isAlive()) return false;
    try {
      const response = await fetch(url, {signal: AbortSignal.timeout(2000), headers: {accept: 'text/html'}});
      await response.arrayBuffer();
      if (response.status === 200) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/**
 * Serves a build with gzip through the repository's scripts/serve-build.mjs.
 * @param {string} siteDir  the site copy (its scripts/serve-build.mjs is used)
 * @param {string} buildDir
 * @param {string} logFile
 */
export async function serveBuild(siteDir, buildDir, logFile) {
  const port = /** @type {number} */ (await freePort());
  const server = startBackground(process.execPath, [path.join(siteDir, 'scripts', 'serve-build.mjs'), '--dir', buildDir, '--port', String(port)], {
    cwd: siteDir,
    logFile,
  });
  const origin = `http://127.0.0.1:${port}`;
  const up = await waitFor200(`${origin}/`, {timeoutMs: 30_000, isAlive: () => server.child.exitCode === null});
  if (!up) {
    await server.stop();
    throw new Error(`serve-build did not start for ${buildDir}:\n${server.output().slice(-1000)}`);
  }
  return {origin, stop: server.stop};
}

/**
 * Starts `docusaurus start` and times it until `urlPath` answers 200 (the "running" message
 * comes long before the first page can be served).
 * @param {string} siteDir
 * @param {string} urlPath
 * @param {string} logFile
 * @returns {Promise<{firstPageMs: number | null, peakRssBytes: number | null, error?: string}>}
 */
export async function timeDevServer(siteDir, urlPath, logFile) {
  const port = /** @type {number} */ (await freePort());
  const started = performance.now();
  const dev = startBackground(process.execPath, [docusaurusCli(siteDir), 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: siteDir,
    env: {...process.env, BROWSER: 'none'},
    logFile,
  });
  try {
    const ok = await waitFor200(`http://127.0.0.1:${port}${urlPath}`, {timeoutMs: 10 * 60_000, isAlive: () => dev.child.exitCode === null});
    const elapsed = performance.now() - started;
    if (!ok) return {firstPageMs: null, peakRssBytes: dev.peakRssBytes(), error: `dev server never served ${urlPath}: ${dev.output().slice(-600)}`};
    return {firstPageMs: elapsed, peakRssBytes: dev.peakRssBytes()};
  } finally {
    await dev.stop();
  }
}
