/**
 * Entries of the showcase at /showcase/ (each one is reachable at /showcase/#{slug}).
 *
 * To add an entry, read /showcase/add first, then append a record:
 * - `title` at most 80 characters, `description` at most 280, both in your own words;
 * - `author` is a real person or organization who agreed to be listed;
 * - `width`/`height` are the video's dimensions in pixels;
 * - `poster` is an image in static/img/showcase/ (SVG, PNG, JPG or WebP);
 * - `links` are absolute https:// URLs or site paths;
 * - `submitted` is the date the entry was added, as YYYY-MM-DD;
 * - `kind` is 'project' for something published elsewhere, 'example' for a composition that
 *   lives in this repository and plays right on the page (then set `demo`, `fps` and
 *   `durationInFrames` to match src/components/ShowcaseVideos).
 * `npx vitest run src/data` checks all of this and names the entry to fix.
 */

export type ShowcaseKind = 'project' | 'example';

/** Compositions in src/components/ShowcaseVideos that an `example` entry can play. */
export type ShowcaseDemoId = 'countdown' | 'sorting-bars' | 'caption-clip' | 'code-typing';

export type ShowcaseLink = {label: string; href: string};

export type ShowcaseEntry = {
  slug: string;
  title: string;
  author: string;
  description: string;
  width: number;
  height: number;
  poster: string;
  links: ShowcaseLink[];
  submitted: string;
  kind: ShowcaseKind;
  demo?: ShowcaseDemoId;
  fps?: number;
  durationInFrames?: number;
};

export const TITLE_MAX_LENGTH = 80;
export const DESCRIPTION_MAX_LENGTH = 280;

export const showcase: readonly ShowcaseEntry[] = [
  {
    slug: 'sorting-bars',
    title: 'Bubble sort, one comparison per beat',
    author: 'remotion.dev',
    description:
      'Twelve bars are sorted step by step. Every state of the array is computed from the frame number alone, so scrubbing backwards shows exactly the swap you missed. A pattern for explaining any algorithm on video.',
    width: 1280,
    height: 720,
    poster: '/img/showcase/sorting-bars.svg',
    links: [{label: 'Start a project like this', href: '/templates/hello-world'}],
    submitted: '2026-11-21',
    kind: 'example',
    demo: 'sorting-bars',
    fps: 30,
    durationInFrames: 300,
  },
  {
    slug: 'caption-clip',
    title: 'Word-by-word captions in a vertical frame',
    author: 'remotion.dev',
    description:
      'A 9:16 clip where each word lights up at the moment it is spoken. The timings are a plain array of start and end times, the same shape a transcription step would hand you.',
    width: 1080,
    height: 1920,
    poster: '/img/showcase/caption-clip.svg',
    links: [{label: 'Template with real transcription', href: '/templates/tiktok'}],
    submitted: '2026-11-21',
    kind: 'example',
    demo: 'caption-clip',
    fps: 30,
    durationInFrames: 210,
  },
  {
    slug: 'countdown',
    title: 'Square launch countdown',
    author: 'remotion.dev',
    description:
      'Three, two, one, launch: each number springs in with its own ring while the background shifts hue. The square format and the short length make it a ready-made teaser for a release post.',
    width: 1080,
    height: 1080,
    poster: '/img/showcase/countdown.svg',
    links: [{label: 'Start from an empty project', href: '/templates/blank'}],
    submitted: '2026-11-21',
    kind: 'example',
    demo: 'countdown',
    fps: 30,
    durationInFrames: 120,
  },
  {
    slug: 'code-typing',
    title: 'A component typed out on screen',
    author: 'remotion.dev',
    description:
      'The source of a small Remotion component appears character by character with a blinking cursor, then the caption underneath changes to say what it does. Handy for tutorials that show code being written.',
    width: 1280,
    height: 720,
    poster: '/img/showcase/code-typing.svg',
    links: [{label: 'Animate between snippets with Code Hike', href: '/templates/code-hike'}],
    submitted: '2026-11-21',
    kind: 'example',
    demo: 'code-typing',
    fps: 30,
    durationInFrames: 240,
  },
];

export function findShowcaseEntry(slug: string): ShowcaseEntry | undefined {
  return showcase.find((entry) => entry.slug === slug);
}

const characters = (count: number) => `${count} character${count === 1 ? '' : 's'}`;

/** Problems with a proposed title/description, phrased for the person submitting. */
export function checkSubmissionText(title: string, description: string): string[] {
  const problems: string[] = [];
  if (title.trim().length === 0) problems.push('Add a title.');
  if (title.length > TITLE_MAX_LENGTH) {
    problems.push(
      `Shorten the title by ${characters(title.length - TITLE_MAX_LENGTH)} (limit ${TITLE_MAX_LENGTH}).`,
    );
  }
  if (description.trim().length === 0) problems.push('Add a description.');
  if (description.length > DESCRIPTION_MAX_LENGTH) {
    problems.push(
      `Shorten the description by ${characters(description.length - DESCRIPTION_MAX_LENGTH)} (limit ${DESCRIPTION_MAX_LENGTH}).`,
    );
  }
  return problems;
}
