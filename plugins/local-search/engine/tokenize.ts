/**
 * The one tokenizer used to build the index (Node) and to read queries and highlight text
 * (browser), so both sides agree on what a word is. Words are runs of letters and digits,
 * lowercased and stripped of accents. A camelCase or PascalCase word (`renderMediaOnLambda`)
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
  for (const match of text.matchAll(WORD)) {
    const term = normalizeTerm(match[0]);
    if (term) tokens.push({term, start: match.index, end: match.index + match[0].length});
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

/** The set of terms a text is indexed under. */
export function indexTerms(text: string): Set<string> {
  const terms = new Set<string>();
  for (const match of text.matchAll(WORD)) {
    const term = normalizeTerm(match[0]);
    if (!term) continue;
    terms.add(term);
    for (const part of camelParts(match[0])) terms.add(part);
  }
  return terms;
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
