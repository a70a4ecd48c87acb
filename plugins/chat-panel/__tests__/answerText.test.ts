import {describe, expect, it} from 'vitest';
import {answerForClipboard, parseAnswer, parseInline} from '../client/answerText';

describe('parseInline', () => {
  it('turns citations of known passages into links and leaves others as text', () => {
    expect(parseInline('Use `renderMedia()` [1] and **bold** [2, 3] but not [9].', 3)).toEqual([
      {kind: 'text', text: 'Use '},
      {kind: 'code', text: 'renderMedia()'},
      {kind: 'text', text: ' '},
      {kind: 'cite', number: 1},
      {kind: 'text', text: ' and '},
      {kind: 'strong', text: 'bold'},
      {kind: 'text', text: ' '},
      {kind: 'cite', number: 2},
      {kind: 'cite', number: 3},
      {kind: 'text', text: ' but not [9].'},
    ]);
  });
});

describe('parseAnswer', () => {
  it('reads paragraphs, lists and code fences', () => {
    const blocks = parseAnswer('First line\ncontinues.\n\n- one [1]\n- two\n\n```ts\nconst a = 1;\n```\nAfter.', 1);
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'list', 'code', 'paragraph']);
    expect(blocks[0]).toEqual({kind: 'paragraph', content: [{kind: 'text', text: 'First line continues.'}]});
    expect(blocks[2]).toEqual({kind: 'code', language: 'ts', text: 'const a = 1;'});
  });

  it('shows an unclosed fence as code while the answer streams', () => {
    expect(parseAnswer('Try:\n```bash\nnpx remotion render', 0)).toEqual([
      {kind: 'paragraph', content: [{kind: 'text', text: 'Try:'}]},
      {kind: 'code', language: 'bash', text: 'npx remotion render'},
    ]);
  });
});

describe('answerForClipboard', () => {
  it('lists only the cited sources', () => {
    const text = answerForClipboard('Render with Lambda [2].', [
      {number: 1, title: 'Player', url: 'https://x/docs/player'},
      {number: 2, title: 'Lambda', url: 'https://x/docs/lambda'},
    ]);
    expect(text).toBe('Render with Lambda [2].\n\nSources:\n[2] Lambda: https://x/docs/lambda\n');
  });
});
