/**
 * The one tokenizer used to build the index (Node) and to read queries and highlight text
 * (browser), so both sides agree on what a word is. Words are runs of letters and digits,
 * lowercased and stripped of accents; Chinese, Japanese and Korean runs are read as pairs of
 * characters (see CJK_RUN). A camelCase or PascalCase word (`renderMediaOnLambda`)
 * is indexed whole and also by its parts, so `render media` finds it.
 */

export type Token = {
  /** Normalized word. */
  term: string;
  /** Offsets in the original string. */
  start: number;
  end: number;
};

/** Longer words are cut: nobody types them in full and they bloat the dictionary. */
export const MAX_TERM_LENGTH = 32;

/** A word: a run of letters and digits. */
export const WORD = /[\p{L}\p{N}]+/gu;
/** The parts of a mixed-case word. */
export const CAMEL_PART = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu;

/**
 * Chinese and Japanese are written without spaces, and Korean joins particles to its words, so a
 * run of these scripts is not one word: it is read as overlapping pairs of characters (`视频渲染`
 * → 视频, 频渲, 渲染), the usual way to search such text without a dictionary. A query is read
 * the same way, so `渲染` finds a text containing `视频渲染`; a single character typed last finds
 * the pairs it starts, as any prefix does.
 */
const CJK_RUN = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\u30fc]+/gu;
const HAS_CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;

/** A word of a text and where it starts. */
export type WordAt = {word: string; index: number};

/** The pieces of a word that has CJK characters: its other letters as they are, CJK runs as pairs. */
function cjkPieces(raw: string, at: number): WordAt[] {
  const pieces: WordAt[] = [];
  let cursor = 0;
  for (const run of raw.matchAll(CJK_RUN)) {
    if (run.index > cursor) pieces.push({word: raw.slice(cursor, run.index), index: at + cursor});
    // Code points, with their offsets in the string (a few Han characters take two code units).
    const chars: WordAt[] = [];
    let offset = run.index;
    for (const char of run[0]) {
      chars.push({word: char, index: at + offset});
      offset += char.length;
    }
    if (chars.length === 1) pieces.push(chars[0]!);
    for (let i = 0; i + 1 < chars.length; i++) pieces.push({word: chars[i]!.word + chars[i + 1]!.word, index: chars[i]!.index});
    cursor = run.index + run[0].length;
  }
  if (cursor < raw.length) pieces.push({word: raw.slice(cursor), index: at + cursor});
  return pieces;
}

/** The words of a text in order: runs of letters and digits, CJK runs as overlapping pairs. */
export function wordsOf(text: string): WordAt[] {
  const words: WordAt[] = [];
  // One test per text: almost all of it has no CJK character, and then no word needs one.
  const cjk = HAS_CJK.test(text);
  for (const match of text.matchAll(WORD)) {
    if (cjk && HAS_CJK.test(match[0])) words.push(...cjkPieces(match[0], match.index));
    else words.push({word: match[0], index: match.index});
  }
  return words;
}

/** Words that NFKD normalisation and mark removal leave as they are. */
const ASCII_WORD = /^[\x21-\x7e]*$/;

export function normalizeTerm(word: string): string {
  // The same result without the Unicode passes, for the words almost all text is made of
  // (indexing 400 built pages spent most of its tokenizing time in normalize()).
  if (ASCII_WORD.test(word)) return word.toLowerCase().slice(0, MAX_TERM_LENGTH);
  return word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .slice(0, MAX_TERM_LENGTH);
}

/** Words of a text with their positions. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  if (!HAS_CJK.test(text)) {
    // The common case without the intermediate list (queries are tokenized on every keystroke).
    for (const match of text.matchAll(WORD)) {
      const term = normalizeTerm(match[0]);
      if (term) tokens.push({term, start: match.index, end: match.index + match[0].length});
    }
    return tokens;
  }
  for (const {word, index} of wordsOf(text)) {
    const term = normalizeTerm(word);
    if (term) tokens.push({term, start: index, end: index + word.length});
  }
  return tokens;
}

/** Words that are one part: lower-case letters only, or digits only. */
const ONE_PART = /^(?:[a-z]+|[0-9]+)$/;

/** Parts of a mixed-case word (`useCurrentFrame` → use, current, frame); empty for plain words. */
export function camelParts(word: string): string[] {
  if (ONE_PART.test(word)) return [];
  const parts = word.match(CAMEL_PART) ?? [];
  return parts.length > 1 ? parts.map(normalizeTerm) : [];
}

/** What may stand between two words written as one name: `Next.js`, `create-video`, `Cloud Run`. */
const JOINED_BY = /^[.-]$/;
const LETTERS = /^\p{L}+$/u;

/**
 * The set of terms a text is indexed under: its words, the parts of mixed-case words, and
 * names written with a dot or a hyphen joined into one word (`Next.js` → `nextjs`,
 * `Bolt.new` → `boltnew`), since people type them that way. With `joinSpaced`, for page titles,
 * two words apart by a single space are joined too (`React Native` → `reactnative`). Only
 * words of letters join: not version numbers or ranges.
 */
export function indexTerms(text: string, joinSpaced = false): Set<string> {
  const terms = new Set<string>();
  let previous: {term: string; end: number} | null = null;
  for (const {word, index} of wordsOf(text)) {
    const term = normalizeTerm(word);
    if (!term) continue;
    terms.add(term);
    for (const part of camelParts(word)) terms.add(part);
    // Names are letters: version numbers, dates and ranges ("4.0.527", "1-2") are not joined.
    if (previous && LETTERS.test(previous.term) && LETTERS.test(term)) {
      const between = text.slice(previous.end, index);
      if (JOINED_BY.test(between) || (joinSpaced && between === ' ')) terms.add((previous.term + term).slice(0, MAX_TERM_LENGTH));
    }
    previous = {term, end: index + word.length};
  }
  return terms;
}

/** How many words a title has, a mixed-case word counting its parts (`measureSpring()`: 2). */
export function titleWordCount(text: string): number {
  let count = 0;
  for (const {word} of wordsOf(text)) count += Math.max(1, camelParts(word).length);
  return count;
}

/**
 * Words that carry no topic ("how do I …"). A query keeps them only when it has nothing else,
 * or as its last word, which may be the start of a longer one ("a" of "animation").
 */
const STOP_WORDS = new Set(
  'a an the and or of to in on at for from by with into is are was be been do does did how i me my we our you your it its can could should would what which why when where who this that these there'.split(' '),
);

/** The query words the ranking uses: `queryWords` without the stop words before the last word. */
export function significantWords(words: readonly string[]): string[] {
  const kept = words.filter((word, index) => index === words.length - 1 || !STOP_WORDS.has(word));
  return kept.length === 1 && words.length > 1 && STOP_WORDS.has(kept[0]!) ? [...words] : kept;
}

/** Query words, in order, without duplicates. */
export function queryWords(query: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const {term} of tokenize(query)) {
    if (!seen.has(term)) {
      seen.add(term);
      words.push(term);
    }
  }
  return words;
}

/** Which term shard a word lives in: its first character, or `_` for anything outside a-z0-9. */
export function shardKey(term: string): string {
  const first = term[0] ?? '_';
  return /[a-z0-9]/.test(first) ? first : '_';
}
