import {describe, expect, it} from 'vitest';
import {hostMessage, parseHostMessage, parsePanelMessage, parseThemeSignal, sameSitePath, themeSignal} from '../client/protocol';

const SITE = 'https://www.remotion.dev';

describe('parsePanelMessage', () => {
  it('reads the two messages the panel sends', () => {
    expect(parsePanelMessage('{"type":"embed-ready"}')).toEqual({type: 'embed-ready'});
    expect(parsePanelMessage(JSON.stringify({type: 'internal-link-click', url: '/docs/player'}))).toEqual({
      type: 'internal-link-click',
      url: '/docs/player',
    });
  });

  it('ignores anything else without throwing', () => {
    for (const data of ['{not json', '"embed-ready"', 'null', '42', '[]', '{"type":"other"}', '{"type":"internal-link-click"}', '{"type":"internal-link-click","url":5}']) {
      expect(parsePanelMessage(data), data).toBeNull();
    }
    expect(parsePanelMessage({type: 'embed-ready'})).toBeNull();
    expect(parsePanelMessage(undefined)).toBeNull();
    expect(parsePanelMessage('x'.repeat(20_000))).toBeNull();
  });
});

describe('sameSitePath', () => {
  it('keeps path, query and hash of same-site links', () => {
    expect(sameSitePath('/docs/player?tab=api#props', SITE)).toBe('/docs/player?tab=api#props');
    expect(sameSitePath('https://www.remotion.dev/docs/lambda#quotas', SITE)).toBe('/docs/lambda#quotas');
    expect(sameSitePath('docs/relative', SITE)).toBe('/docs/relative');
  });

  it('rejects other origins, protocol-relative URLs and scripts', () => {
    const rejected = [
      'https://evil.example/docs',
      'http://www.remotion.dev/docs',
      '//evil.example/docs',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:hi@remotion.dev',
      '',
      'https://www.remotion.dev.evil.example/',
    ];
    for (const url of rejected) expect(sameSitePath(url, SITE), url).toBeNull();
  });

  it('rejects paths that become protocol-relative once normalised or decoded', () => {
    const rejected = [
      '/.//evil.example',
      '/x/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '/%2f%2fevil.example',
      '/a/%2e%2e%2f%2fevil.example',
      '/./\\evil.example',
    ];
    for (const url of rejected) expect(sameSitePath(url, SITE), url).toBeNull();
  });

  it('returns null for malformed escapes and non-strings instead of throwing', () => {
    for (const url of ['/%', '/%E0%A4%A', '/docs/%zz', '%']) expect(sameSitePath(url, SITE), url).toBeNull();
    expect(sameSitePath(undefined, SITE)).toBeNull();
    expect(sameSitePath({toString: () => '/docs'}, SITE)).toBeNull();
    expect(sameSitePath('/docs', 'not an origin')).toBeNull();
  });

  it('keeps encoded characters that stay on the site', () => {
    expect(sameSitePath('/docs/a%20b?q=%2F%2Fx#%5C', SITE)).toBe('/docs/a%20b?q=%2F%2Fx#%5C');
    expect(sameSitePath('/docs/./player/../lambda', SITE)).toBe('/docs/lambda');
  });
});

describe('replies', () => {
  it('announces the host and the colour mode', () => {
    expect(JSON.parse(hostMessage('www.remotion.dev'))).toEqual({type: 'internal-link-host', host: 'www.remotion.dev'});
    expect(themeSignal(true)).toBe('dark-mode');
    expect(themeSignal(false)).toBe('light-mode');
  });

  it('lets /ai-embed read what a host page sends', () => {
    expect(parseThemeSignal('dark-mode')).toBe('dark-mode');
    expect(parseThemeSignal('{"type":"dark-mode"}')).toBeNull();
    expect(parseHostMessage(hostMessage('example.com'))).toBe('example.com');
    expect(parseHostMessage('{"type":"internal-link-host"}')).toBeNull();
    expect(parseHostMessage('nope')).toBeNull();
  });
});
