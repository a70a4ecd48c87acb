import {describe, expect, it} from 'vitest';
import {countMarkup, measureSource, summarize} from '../lib/survey.mjs';

const SOURCE = `---
title: Example page
slug: /
description: Four words of description.
---

import Tabs from '@theme/Tabs';

Some words in a first paragraph.

{/* an MDX comment that is not counted */}

## Install it

\`\`\`bash
npm i some-package
\`\`\`

### Inside a tab

<Tabs>Two words</Tabs>

\`\`\`tsx
const a = 1;
const b = 2;
\`\`\`
`;

describe('measureSource', () => {
  it('counts prose and code words, headings and code blocks, and reads the slug', () => {
    const shape = measureSource('docs/example.mdx', SOURCE);
    // Prose: 6 + "##"-less "Install it" 2 + "Inside a tab" 3 + "Two words" 2.
    expect(shape.proseWords).toBe(13);
    // Code: "npm i some-package" 3 + "const a = 1;" 3 + "const b = 2;" 3.
    expect(shape.words).toBe(13 + 9);
    expect(shape.h2).toBe(1);
    expect(shape.h3).toBe(1);
    expect(shape.codeBlocks).toEqual([
      {lang: 'bash', lines: 1, bytes: 18, words: 3},
      {lang: 'tsx', lines: 2, bytes: 25, words: 6},
    ]);
    expect(shape.slug).toBe('/');
    expect(shape.descriptionWords).toBe(4);
    expect(shape.title).toBe('Example page');
  });

  it('measures the prose in bytes, without JSX tags, import lines or MDX comments', () => {
    const shape = measureSource('docs/example.mdx', SOURCE);
    const prose = ['Some words in a first paragraph.', '## Install it', '### Inside a tab', ' Two words'].join('\n\n');
    expect(shape.proseBytes).toBe(Buffer.byteLength(prose));
    expect(measureSource('docs/u.md', 'Ünïcode').proseBytes).toBe(9);
  });

  it('counts the Markdown constructs of the prose, not those in code', () => {
    const source = [
      'Use `renderMedia()` and `getCompositions()`, see [the guide](./guide.mdx) and **bold text**.',
      '',
      '- one',
      '* two',
      '1. three',
      '',
      '| a | b |',
      '| --- | --- |',
      '| c | d |',
      '',
      ':::note',
      'Careful.',
      ':::',
      '',
      '```md',
      '- not a list item, `not code`, [not](a-link.md)',
      '| not | a row |',
      '```',
    ].join('\n');
    expect(measureSource('docs/m.mdx', source).markup).toEqual({inlineCode: 2, links: 1, bold: 1, listItems: 3, tableRows: 3, admonitions: 1});
    expect(countMarkup('a plain sentence')).toEqual({inlineCode: 0, links: 0, bold: 0, listItems: 0, tableRows: 0, admonitions: 0});
  });

  it('handles a page without front matter', () => {
    const shape = measureSource('docs/plain.md', 'Just three words');
    expect(shape).toMatchObject({words: 3, slug: null, codeBlocks: [], descriptionWords: null});
  });
});

describe('summarize', () => {
  it('averages and finds the longest page', () => {
    const a = measureSource('docs/a.md', 'one two');
    const b = measureSource('docs/b.md', 'one two three four');
    expect(summarize([a, b])).toMatchObject({pages: 2, avgWords: 3, longest: {file: 'docs/b.md', words: 4}});
    expect(summarize([])).toMatchObject({pages: 0, avgWords: 0, longest: null});
  });
});
