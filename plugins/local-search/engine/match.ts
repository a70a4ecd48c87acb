/**
 * How a query word matches an indexed term, with the typo rules of Algolia's defaults: no typo
 * below 4 letters, one from 4, two from 8, none in numbers; a wrong, missing or extra first letter
 * only when the word matches nothing otherwise (the index is sharded by the first letter, so such
 * terms sit in other shards: matchOtherFirstLetter); other forms of a word (plurals, -ing, -ed)
 * match without counting as typos; the last query word also matches as a prefix (people are still
 * typing it).
 */

export type TermMatch = {
  typos: number;
  /** The whole term equals the word. */
  exact: boolean;
  /** How many leading characters of the term the word covers (for highlighting a prefix). */
  length: number;
};

export function allowedTypos(word: string): number {
  if (word.length < 4 || /^\d+$/.test(word)) return 0;
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

// Rows of the distance table, reused from call to call: typo matching runs over a whole
// dictionary shard per query word, and fresh arrays per term were most of its cost.
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  if (cols > rowA.length) {
    rowA = new Int32Array(cols * 2);
    rowB = new Int32Array(cols * 2);
    rowC = new Int32Array(cols * 2);
  }
  let prevPrev = rowA;
  let prev = rowB;
  let current = rowC;
  for (let j = 0; j < cols; j++) prev[j] = j;
  for (let i = 1; i < rows; i++) {
    current[0] = i;
    let rowMin = i;
    const charA = a.charCodeAt(i - 1);
    for (let j = 1; j < cols; j++) {
      const charB = b.charCodeAt(j - 1);
      const cost = charA === charB ? 0 : 1;
      let value = Math.min(prev[j]! + 1, current[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && charA === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === charB) value = Math.min(value, prevPrev[j - 2]! + 1);
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

export function matchTerm(word: string, term: string, isLast: boolean): TermMatch | null {
  return matchStemmedTerm(word, stem(word), term, stem(term), isLast);
}

/**
 * `matchTerm` with both stems known: the engine stems each dictionary term once per shard
 * and each query word once per query, instead of once per comparison.
 */
export function matchStemmedTerm(word: string, wordStem: string, term: string, termStem: string, isLast: boolean): TermMatch | null {
  if (term === word) return {typos: 0, exact: true, length: term.length};
  if (isLast && term.startsWith(word)) return {typos: 0, exact: false, length: word.length};
  // Like Algolia's ignorePlurals (a little wider): another form of the same word is not a typo.
  if (Math.abs(term.length - word.length) <= 4 && (wordStem === termStem || wordStem === term || word === termStem)) return {typos: 0, exact: false, length: term.length};
  if (term[0] !== word[0]) return null;
  const max = allowedTypos(word);
  if (max === 0) return null;
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

/**
 * A term of another first letter within the word's typo allowance ("xomposition",
 * "vpring", "ptayer"): tried only for a word that matches no term of its own shard.
 */
export function matchOtherFirstLetter(word: string, term: string, isLast: boolean): TermMatch | null {
  if (term[0] === word[0]) return null;
  const max = allowedTypos(word);
  if (max === 0) return null;
  const distance = editDistance(word, term, max);
  if (distance <= max) return {typos: distance, exact: false, length: term.length};
  if (isLast && term.length > word.length) {
    // Still typing: the start of the term with its first letter wrong ("xompos").
    const start = editDistance(word, term.slice(0, word.length), 1);
    if (start <= 1) return {typos: start, exact: false, length: word.length};
  }
  return null;
}
