import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {assetKind, fileForUrlPath, sizeVisit} from '../lib/page-bytes.mjs';

let build = '';
const ORIGIN = 'http://127.0.0.1:4000';

beforeAll(() => {
  build = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bytes-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(build, file)), {recursive: true});
    fs.writeFileSync(path.join(build, file), text);
  };
  write('index.html', '<html>home</html>');
  write('docs/index.html', '<html>docs</html>');
  write('docs/api.html', '<html>api</html>');
  write('404.html', '<html>not found</html>');
  write('assets/js/main.abc123.js', 'console.log("main");'.repeat(50));
  write('assets/css/styles.abc123.css', 'body{color:red}'.repeat(20));
  write('img/logo.svg', '<svg/>');
});

afterAll(() => fs.rmSync(build, {recursive: true, force: true}));

describe('fileForUrlPath', () => {
  it('resolves clean URLs the way the static server does', () => {
    expect(fileForUrlPath(build, '/')).toBe(path.join(build, 'index.html'));
    expect(fileForUrlPath(build, '/docs/')).toBe(path.join(build, 'docs/index.html'));
    expect(fileForUrlPath(build, '/docs')).toBe(path.join(build, 'docs/index.html'));
    expect(fileForUrlPath(build, '/docs/api')).toBe(path.join(build, 'docs/api.html'));
    expect(fileForUrlPath(build, '/nope')).toBeNull();
    expect(fileForUrlPath(build, '/../etc/passwd')).toBeNull();
  });
});

describe('assetKind', () => {
  it('sorts requests into HTML, JS, CSS and other', () => {
    expect(assetKind('/docs/', 'document')).toBe('html');
    expect(assetKind('/assets/js/main.js', 'script')).toBe('js');
    expect(assetKind('/assets/js/x.js', 'other')).toBe('js');
    expect(assetKind('/assets/css/s.css', 'stylesheet')).toBe('css');
    expect(assetKind('/img/logo.svg', 'image')).toBe('other');
  });
});

describe('sizeVisit', () => {
  it('sizes each same-origin URL once from the build, raw and gzip', () => {
    const js = fs.readFileSync(path.join(build, 'assets/js/main.abc123.js'));
    const bytes = sizeVisit(build, ORIGIN, [
      {url: `${ORIGIN}/docs/`, resourceType: 'document', status: 200},
      {url: `${ORIGIN}/assets/js/main.abc123.js`, resourceType: 'script', status: 200},
      {url: `${ORIGIN}/assets/js/main.abc123.js`, resourceType: 'other', status: 200},
      {url: `${ORIGIN}/assets/css/styles.abc123.css`, resourceType: 'stylesheet', status: 200},
      {url: `${ORIGIN}/img/logo.svg`, resourceType: 'image', status: 200},
      {url: 'https://fonts.example/font.woff2', resourceType: 'font', status: 200},
      {url: `${ORIGIN}/assets/js/from-another-build.js`, resourceType: 'script', status: 200},
    ]);
    expect(bytes.js).toEqual({count: 1, raw: js.length, gzip: zlib.gzipSync(js).length});
    expect(bytes.js.gzip).toBeLessThan(bytes.js.raw);
    expect(bytes.css.count).toBe(1);
    expect(bytes.html.count).toBe(1);
    expect(bytes.other.count).toBe(1);
    expect(bytes.external).toBe(1);
    expect(bytes.missing).toEqual(['/assets/js/from-another-build.js']);
    expect(bytes.jsCssGzip).toBe(bytes.js.gzip + bytes.css.gzip);
    expect(bytes.files[0]?.kind).toBe('js');
  });
});
