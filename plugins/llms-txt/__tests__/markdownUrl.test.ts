import {describe, expect, it} from 'vitest';
import {markdownPathFor} from '../markdownUrl';

describe('markdownPathFor', () => {
  it('adds .md to the page URL without its trailing slash', () => {
    expect(markdownPathFor('/docs/player')).toBe('/docs/player.md');
    expect(markdownPathFor('/docs/editor-starter/')).toBe('/docs/editor-starter.md');
    expect(markdownPathFor('/docs/')).toBe('/docs.md');
    expect(markdownPathFor('/docs/lambda/api#options')).toBe('/docs/lambda/api.md');
  });
});
