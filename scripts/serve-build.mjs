#!/usr/bin/env node
// Serves the production build on 127.0.0.1 the way a static host does (clean URLs, 404.html,
// the headers of build/_headers, which the security-headers plugin writes) and with gzip, so
// end-to-end tests and measurements see what visitors get, Content-Security-Policy included.
// Usage: node scripts/serve-build.mjs [--port 3210] [--dir build] [--no-gzip]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseArgs} from 'node:util';
import {headersFor, parseHeadersFile} from '../plugins/security-headers/headersFile.mjs';

const {values: flags} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3210'},
    dir: {type: 'string', default: 'build'},
    'no-gzip': {type: 'boolean', default: false},
  },
});
const port = Number(flags.port);
const root = path.resolve(flags.dir);
const gzip = !flags['no-gzip'];

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`serve-build: no build found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

// Read once at start: a build writes a new file, and the server is restarted for a new build.
const headersFile = path.join(root, '_headers');
const headerRules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : [];
if (headerRules.length === 0) console.warn(`serve-build: no ${headersFile}; serving without security headers.`);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.txt', '.md', '.xml', '.svg']);

function isFile(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path to a file in the build, as clean-URL static hosts do. */
function resolve(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const target = path.normalize(path.join(root, decoded));
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  const candidates = decoded.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, `${target}.html`, path.join(target, 'index.html')];
  return candidates.find(isFile) ?? null;
}

function cleanHtmlPath(pathname) {
  if (pathname === '/404.html') return null;
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length);
  return null;
}

function send(req, res, file, status, pathname) {
  const ext = path.extname(file);
  const headers = {...headersFor(headerRules, pathname), 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': 'no-cache'};
  const wantsGzip = gzip && COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const body = fs.readFileSync(file);
  if (wantsGzip) {
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : zlib.gzipSync(body));
  } else {
    headers['Content-Length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, {Allow: 'GET, HEAD'}).end();
    return;
  }
  const {pathname, search} = new URL(req.url ?? '/', 'http://localhost');
  // Clean URLs, as hosts with clean-URL support do: /a/index.html and /a.html redirect to /a/ and /a.
  const clean = cleanHtmlPath(pathname);
  if (clean !== null) {
    res.writeHead(301, {...headersFor(headerRules, pathname), Location: clean + search}).end();
    return;
  }
  // The rules file itself is not part of the site, as on the hosts that read it.
  const file = pathname === '/_headers' ? null : resolve(pathname);
  if (file) send(req, res, file, 200, pathname);
  else send(req, res, path.join(root, '404.html'), 404, pathname);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${port}/ (gzip ${gzip ? 'on' : 'off'})`);
});
