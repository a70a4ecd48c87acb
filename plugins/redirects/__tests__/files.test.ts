import {describe, expect, it} from 'vitest';
import {redirectFiles, redirectPage} from '../files';

const routes = new Set(['/docs/', '/docs/new-page', '/docs/other/']);

describe('redirect files', () => {
  it('writes a page at each old address and a _redirects line for hosts that read it', () => {
    const files = redirectFiles([{from: '/docs/old-page', to: '/docs/new-page#section'}], routes);
    expect([...files.keys()]).toEqual(['docs/old-page/index.html', '_redirects']);
    const page = files.get('docs/old-page/index.html')!;
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/docs/new-page#section">');
    expect(page).toContain('<a href="/docs/new-page#section">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(files.get('_redirects')).toBe('/docs/old-page /docs/new-page#section 301\n');
  });

  it('prefixes the base URL and accepts targets with or without a trailing slash', () => {
    const files = redirectFiles([{from: '/docs/x/', to: '/docs/other'}], routes, '/site/');
    expect(files.get('_redirects')).toBe('/site/docs/x /site/docs/other 301\n');
    expect(files.has('docs/x/index.html')).toBe(true);
  });

  it('stops the build on a redirect that hides a page, leads nowhere, or repeats a source', () => {
    expect(() => redirectFiles([{from: '/docs/new-page', to: '/docs/other'}], routes)).toThrow(/is a page of the site/);
    expect(() => redirectFiles([{from: '/docs/gone', to: '/docs/missing'}], routes)).toThrow(/\/docs\/missing is not a page/);
    expect(() => redirectFiles([{from: 'docs/gone', to: '/docs/other'}], routes)).toThrow(/must start with/);
    expect(() =>
      redirectFiles(
        [
          {from: '/docs/gone', to: '/docs/other'},
          {from: '/docs/gone/', to: '/docs/new-page'},
        ],
        routes,
      ),
    ).toThrow(/redirected twice/);
  });

  it('links the site icon when there is one', () => {
    expect(redirectPage('/docs/x', '/img/favicon.svg')).toContain('<link rel="icon" href="/img/favicon.svg">');
    expect(redirectPage('/docs/x')).not.toContain('rel="icon"');
  });

  it('escapes the target in the page', () => {
    expect(redirectPage('/docs/a"b<c')).not.toMatch(/a"b<c/);
  });
});
