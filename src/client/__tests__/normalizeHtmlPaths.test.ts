import {describe, expect, it} from 'vitest';
import {cleanPath} from '../normalizeHtmlPaths';

describe('cleanPath', () => {
  it('strips index.html and .html', () => {
    expect(cleanPath('/blog/index.html')).toBe('/blog/');
    expect(cleanPath('/index.html')).toBe('/');
    expect(cleanPath('/docs/support.html')).toBe('/docs/support');
  });

  it('leaves clean paths alone', () => {
    expect(cleanPath('/docs/support')).toBeNull();
    expect(cleanPath('/blog/')).toBeNull();
    expect(cleanPath('/docs/html')).toBeNull();
  });
});
