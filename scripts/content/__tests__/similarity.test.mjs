// Calibration of the near-duplicate threshold: stamped templates above it, shared phrasing below.
import {describe, expect, it} from 'vitest';
import {tokenize} from '../lib/extract.mjs';
import {DEFAULT_THRESHOLD, findNearDuplicates, jaccard, shingles} from '../lib/similarity.mjs';

const sim = (a, b) => jaccard(shingles(tokenize(a)), shingles(tokenize(b)));
const ref = (file, text, line = 1) => ({file, line, text, tokens: tokenize(text)});

const BASE =
  'Everything in this package works in the preview, in server-side rendering and in the Player, so a noise ' +
  'pattern you build once can be reused in all three places without any change to your own code.';

describe('similarity', () => {
  it('scores a template with two plain words changed above the threshold', () => {
    const stamped = BASE.replace('noise pattern', 'gif animation');
    expect(sim(BASE, stamped)).toBeCloseTo(0.69, 2);
  });

  it('scores a template with three words changed in different places above the threshold', () => {
    const stamped = BASE.replace('noise pattern', 'shape').replace('preview', 'Studio').replace('three', 'those');
    expect(sim(BASE, stamped)).toBeCloseTo(0.35, 2);
    expect(sim(BASE, stamped)).toBeGreaterThanOrEqual(DEFAULT_THRESHOLD);
  });

  it('scores a shared clause in otherwise different paragraphs well below it', () => {
    const a = 'The function returns a promise that resolves when the render is done, and rejects with the first error that the browser reports while drawing frames.';
    const b = 'Call it after uploading the bundle. It returns a promise that resolves when the render is done; progress is reported through the callback instead.';
    expect(sim(a, b)).toBeCloseTo(0.17, 2);
  });

  it('scores one shared sentence out of three below it', () => {
    const shared = 'Remotion renders each frame in a headless browser and stitches the frames together with FFmpeg.';
    const a = `${shared} This is why a render needs Chrome on the machine. The first render downloads it automatically.`;
    const b = `Rendering is slower than playback. ${shared} Splitting the work across several machines cuts the waiting time.`;
    expect(sim(a, b)).toBeCloseTo(0.26, 2);
    expect(sim(a, b)).toBeLessThan(DEFAULT_THRESHOLD);
  });

  it('only pairs paragraphs from different pages, and skips short ones', () => {
    const pairs = findNearDuplicates([
      ref('docs/a.mdx', BASE, 3),
      ref('docs/a.mdx', BASE, 9),
      ref('docs/b.mdx', 'Install the package with the command below.'),
      ref('docs/c.mdx', 'Install the package with the command below.'),
    ]);
    expect(pairs).toEqual([]);
  });

  it('reports a paragraph stamped on many pages as one pair per copy', () => {
    const copies = Array.from({length: 30}, (_, i) => ref(`docs/p${i}.mdx`, BASE));
    const pairs = findNearDuplicates(copies);
    expect(pairs).toHaveLength(29);
    expect(pairs.every((p) => p.a.file === 'docs/p0.mdx' && p.similarity === 1)).toBe(true);
  });

  it('finds a near copy among many unrelated paragraphs', () => {
    const words = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon'.split(' ');
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const noise = Array.from({length: 500}, (_, i) =>
      ref(`docs/n${i}.mdx`, Array.from({length: 30}, () => words[next() % words.length]).join(' ')),
    );
    const pairs = findNearDuplicates([...noise, ref('docs/x.mdx', BASE), ref('docs/y.mdx', BASE.replace('noise', 'gif'))]);
    expect(pairs.map((p) => [p.a.file, p.b.file])).toEqual([['docs/x.mdx', 'docs/y.mdx']]);
  });
});
