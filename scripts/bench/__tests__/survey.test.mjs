import {describe, expect, it} from 'vitest';
import {measureSource, summarize} from '../lib/survey.mjs';

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
      {lang: 'bash', lines: 1},
      {lang: 'tsx', lines: 2},
    ]);
    expect(shape.slug).toBe('/');
    expect(shape.descriptionWords).toBe(4);
    expect(shape.title).toBe('Example page');
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
