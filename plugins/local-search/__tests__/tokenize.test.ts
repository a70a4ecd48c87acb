import {describe, expect, it} from 'vitest';
import {MAX_TERM_LENGTH, camelParts, indexTerms, normalizeTerm, significantWords, titleWordCount, tokenize, wordsOf} from '../engine/tokenize';

/** The normalisation without its ASCII shortcut: NFKD, marks removed, lower case, cut. */
const fullNormalization = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().slice(0, MAX_TERM_LENGTH);
/** Camel-case parts without the one-part shortcut. */
const fullCamelParts = (word: string) => {
  const parts = word.match(/\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu) ?? [];
  return parts.length > 1 ? parts.map(fullNormalization) : [];
};

const WORDS = [
  'render', 'Render', 'RENDER', 'renderMediaOnLambda', 'useCurrentFrame', 'AbsoluteFill', 'h264', 'H264', '1080', '1080p', 'mp4', 'x',
  'a'.repeat(40), 'A'.repeat(40), 'getCompositionsOnLambda'.repeat(2), 'Café', 'naïve', 'ﬁle', 'Ⅻ', 'Straße', 'İstanbul', 'ÀÉÎ', 'résumé', '東京', 'ｆｕｌｌ',
];

describe('the tokenizer', () => {
  it('normalises ASCII words through its shortcut exactly as the full normalisation does', () => {
    for (const word of [...WORDS, ' spaced ', 'a-b_c.d', '~!@#']) expect(normalizeTerm(word), word).toBe(fullNormalization(word));
  });

  it('splits camel case exactly as the full expression does, and not plain words', () => {
    for (const word of WORDS) expect(camelParts(word), word).toEqual(fullCamelParts(word));
    expect(camelParts('renderMediaOnLambda')).toEqual(['render', 'media', 'on', 'lambda']);
    expect(camelParts('render')).toEqual([]);
    expect(camelParts('2024')).toEqual([]);
  });

  it('indexes a text under its words and their parts', () => {
    expect([...indexTerms('Call renderMediaOnLambda() with H264 and Café')]).toEqual(['call', 'rendermediaonlambda', 'render', 'media', 'on', 'lambda', 'with', 'h264', 'h', '264', 'and', 'cafe']);
    expect(tokenize('Ünïcode text').map((t) => t.term)).toEqual(['unicode', 'text']);
  });

  it('also indexes names written with a dot or a hyphen as one word, and spaced pairs in headings', () => {
    expect(indexTerms('Using Next.js and create-video')).toEqual(new Set(['using', 'next', 'js', 'nextjs', 'and', 'create', 'video', 'createvideo']));
    expect(indexTerms('React Native')).toEqual(new Set(['react', 'native']));
    expect(indexTerms('React Native', true)).toEqual(new Set(['react', 'native', 'reactnative']));
    // Only a single space or one dot or hyphen joins: not sentence ends, not ranges.
    expect(indexTerms('Done. Next', true).has('donenext')).toBe(false);
    expect(indexTerms('1 - 2').has('12')).toBe(false);
  });

  it('counts the parts of mixed-case words in a title', () => {
    expect(titleWordCount('interpolate()')).toBe(1);
    expect(titleWordCount('interpolateStyles()')).toBe(2);
    expect(titleWordCount('<TransitionSeries>')).toBe(2);
    expect(titleWordCount('Using fonts')).toBe(2);
  });

  it('drops stop words from a query, except its last word and a query of nothing else', () => {
    expect(significantWords(['how', 'do', 'i', 'fix', 'flickering'])).toEqual(['fix', 'flickering']);
    expect(significantWords(['render', 'a'])).toEqual(['render', 'a']);
    expect(significantWords(['how', 'to'])).toEqual(['how', 'to']);
    expect(significantWords(['the'])).toEqual(['the']);
  });

  it('reads Chinese, Japanese and Korean runs as overlapping pairs of characters, other words as they are', () => {
    expect(tokenize('视频渲染').map((token) => token.term)).toEqual(['视频', '频渲', '渲染']);
    // Offsets point at the characters, so highlights land on them.
    expect(tokenize('用Remotion渲染视频').map(({term, start, end}) => [term, start, end])).toEqual([
      ['用', 0, 1],
      ['remotion', 1, 9],
      ['渲染', 9, 11],
      ['染视', 10, 12],
      ['视频', 11, 13],
    ]);
    expect(tokenize('動画を作る').map((token) => token.term)).toEqual(['動画', '画を', 'を作', '作る']);
    expect(tokenize('カーソル').map((token) => token.term)).toEqual(['カー', 'ーソ', 'ソル']);
    expect(wordsOf('한국어 자막')).toHaveLength(3);
    // A character outside the Basic Multilingual Plane takes two code units; offsets stay right.
    expect(tokenize('𠀀字').map(({term, start, end}) => [term, start, end])).toEqual([['𠀀字', 0, 3]]);
    expect([...indexTerms('日本語のフォント')]).toContain('日本');
    expect(titleWordCount('日本語')).toBe(2);
    // Text without CJK characters is read as before.
    expect(wordsOf('render 4.0.527')).toEqual([
      {word: 'render', index: 0},
      {word: '4', index: 7},
      {word: '0', index: 9},
      {word: '527', index: 11},
    ]);
  });
});
