/**
 * How a query word matches an indexed term, with the typo rules of Algolia's defaults:
 * no typo below 4 letters, one from 4, two from 8, none in numbers or in the first letter
 * (the index is sharded by it); other forms of a word (plurals, -ing, -ed) match without
 * counting as typos; the last query word
 * also matches as a prefix (people are still typing it).
 */

export type TermMatch = {
  typos: number;
  /** The whole term equals the word. */
  exact: boolean;
  /** How many leading characters of the term the word covers (for highlighting a prefix). */
  length: number;
};

export function allowedTypos(word: string): number {
  if (/^\d+$/.test(word)) return 0;
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prevPrev = new Array<number>(cols).fill(0);
  let prev = Array.from({length: cols}, (_, j) => j);
  let current = new Array<number>(cols).fill(0);
  for (let i = 1; i < rows; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, current[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prevPrev[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, current] = [prev, current, prevPrev];
  }
  return prev[cols - 1]!;
}

const SUFFIX = /(?:ings|ing|ers|er|ed|es|s)$/;

/**
 * A light English stem: common endings off, then a doubled final consonant or a final "e"
 * ("embedding" → "embed", "choose"/"choosing" → "choos", "videos" → "video"). Words that share
 * a stem match without counting as typos, like Algolia's ignorePlurals, a little wider.
 */
export function stem(word: string): string {
  if (word.length < 4 || /\d/.test(word)) return word;
  let base = word.replace(SUFFIX, '');
  if (base.length < 3) return word;
  if (/([b-df-hj-np-tv-z])\1$/.test(base)) base = base.slice(0, -1);
  else if (base.length > 3 && base.endsWith('e')) base = base.slice(0, -1);
  return base;
}

/** Whether two words are forms of one another: same stem, or one is the other's stem. */
function sameStem(a: string, b: string): boolean {
  const stemA = stem(a);
  const stemB = stem(b);
  return stemA === stemB || stemA === b || a === stemB;
}

export function matchTerm(word: string, term: string, isLast: boolean): TermMatch | null {
  if (term === word) return {typos: 0, exact: true, length: term.length};
  if (isLast && term.startsWith(word)) return {typos: 0, exact: false, length: word.length};
  // Like Algolia's ignorePlurals (a little wider): another form of the same word is not a typo.
  if (Math.abs(term.length - word.length) <= 4 && sameStem(word, term)) return {typos: 0, exact: false, length: term.length};
  const max = allowedTypos(word);
  if (max === 0 || term[0] !== word[0]) return null;
  const distance = editDistance(word, term, max);
  if (distance <= max) return {typos: distance, exact: false, length: term.length};
  if (isLast && term.length > word.length) {
    // A prefix with a typo in it ("compsi" for "composition"): compare with the term's start.
    let best = max + 1;
    for (const length of [word.length - 1, word.length, word.length + 1]) {
      if (length < 3 || length >= term.length) continue;
      best = Math.min(best, editDistance(word, term.slice(0, length), 1));
    }
    if (best <= 1) return {typos: best, exact: false, length: Math.min(term.length, word.length)};
  }
  return null;
}
