import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy, headerRules, inlineScriptHashes, NO_SERVICES} from '../csp';
import {formatHeadersFile, headersFor, parseHeadersFile, pathMatches} from '../headersFile.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts a browser runs, exactly as written', () => {
    const colour = '!function(){document.documentElement.setAttribute("data-theme","light")}()';
    const loader = 'if (a < b && c > "</p>") start(["/assets/js/main.1a2b.js"])';
    const html = `<html><head><script>${colour}</script><script src="/x.js"></script>
      <script type="application/ld+json">{"@type":"Blog"}</script></head>
      <body><p>&amp; text</p><script type="module">${loader}</script><script data-rh="true"></script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(colour), sha(loader), sha('')]);
  });

  it('keeps entities in scripts as they are (browsers hash the raw text)', () => {
    expect(inlineScriptHashes('<script>a("&amp;")</script>')).toEqual([sha('a("&amp;")')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only the site and the hashed scripts by default, and no framing', () => {
    const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-a'"], NO_SERVICES, []);
    expect(policy).toContain("script-src 'self' 'report-sample' 'sha256-a' 'sha256-b';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/frame-ancestors 'none'$/);
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('adds the configured services to their directives', () => {
    const policy = contentSecurityPolicy([], {script: ['https://crawlchat.app'], connect: ['https://llm.example'], frame: ['https://crawlchat.app'], img: []}, ['*']);
    expect(policy).toContain("script-src 'self' 'report-sample' https://crawlchat.app;");
    expect(policy).toContain("connect-src 'self' https://llm.example;");
    expect(policy).toContain("frame-src 'self' https://crawlchat.app;");
    expect(policy).toMatch(/frame-ancestors \*$/);
  });
});

describe('headerRules', () => {
  const entries = [
    {name: 'index.html', directory: false},
    {name: '404.html', directory: false},
    {name: 'ai', directory: true},
    {name: 'ai-embed', directory: true},
    {name: 'assets', directory: true},
    {name: 'docs', directory: true},
    {name: 'docs.md', directory: false},
    {name: 'sitemap.xml', directory: false},
  ];
  const rules = headerRules({entries, scriptHashes: ["'sha256-x'"], services: NO_SERVICES, framable: {paths: ['/ai-embed'], ancestors: ['*']}});
  const served = parseHeadersFile(formatHeadersFile(rules));
  const policyOf = (path: string) => headersFor(served, path)['Content-Security-Policy'];

  it('round-trips through the file format', () => {
    expect(served).toEqual(rules);
  });

  it('gives every page one policy: /ai-embed may be framed, nothing else', () => {
    for (const path of ['/', '/docs', '/docs/', '/docs/player', '/ai', '/ai/', '/404', '/404.html', '/assets/js/main.js', '/docs.md']) {
      expect(policyOf(path), path).toMatch(/frame-ancestors 'none'$/);
    }
    for (const path of ['/ai-embed', '/ai-embed/', '/ai-embed/index.html']) {
      expect(policyOf(path), path).toMatch(/frame-ancestors \*$/);
      expect(policyOf(path), path).not.toContain(', ');
    }
  });

  it('sends the same plain headers everywhere, 404 pages included', () => {
    for (const path of ['/', '/ai-embed', '/no-such-page']) {
      expect(headersFor(served, path)).toMatchObject({'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin'});
    }
  });

  it('refuses a framable path it cannot express', () => {
    expect(() => headerRules({entries, scriptHashes: [], services: NO_SERVICES, framable: {paths: ['/docs/embed'], ancestors: ['*']}})).toThrow(/one top-level segment/);
    expect(() => headerRules({entries, scriptHashes: [], services: NO_SERVICES, framable: {paths: ['/missing'], ancestors: ['*']}})).toThrow(/not in the build/);
  });
});

describe('the _headers format', () => {
  it('matches splats and placeholders like the hosts', () => {
    expect(pathMatches('/docs/*', '/docs/a/b')).toBe(true);
    expect(pathMatches('/docs/*', '/docs/')).toBe(true);
    expect(pathMatches('/docs/*', '/docs')).toBe(false);
    expect(pathMatches('/docs/*', '/docsx/a')).toBe(false);
    expect(pathMatches('/blog/:slug', '/blog/a')).toBe(true);
    expect(pathMatches('/blog/:slug', '/blog/a/b')).toBe(false);
    expect(pathMatches('/docs.md', '/docsxmd')).toBe(false);
  });

  it('joins a header set by several matching rules, as hosts do', () => {
    const rules = parseHeadersFile('# comment\n/*\n  X-A: 1\n\n/a\n  x-a: 2\n  X-B: 3\n');
    expect(headersFor(rules, '/a')).toEqual({'X-A': '1, 2', 'X-B': '3'});
    expect(headersFor(rules, '/b')).toEqual({'X-A': '1'});
  });
});
