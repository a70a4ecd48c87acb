import {matchTerm, type TermMatch} from './match';
import {CAMEL_PART, normalizeTerm, wordsOf} from './tokenize';

/** Highlight and snippet results in Algolia's shape. */
export type HighlightResult = {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

export type SnippetResult = {value: string; matchLevel: 'none' | 'partial' | 'full'};

export type HighlightTags = {pre: string; post: string};

const HAS_ESCAPE = /[&<>"']/;
const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/** Indexed text is plain text: anything that looks like markup must reach the page as text. */
export function escapeHtml(text: string): string {
  return HAS_ESCAPE.test(text) ? text.replace(/[&<>"']/g, (char) => ESCAPES[char]!) : text;
}

type Span = {start: number; end: number; word: number};

type WordInText = {start: number; end: number; spans: Span[]};

/** A word of a text as the index reads it: normalized, with its camelCase parts when it has several. */
type TextWord = {start: number; end: number; term: string; parts: {start: number; end: number; term: string}[] | null};

/**
 * Texts already split into words, whatever the query: the next keystroke shows mostly the same
 * headings and paragraphs, and only which words match changes. Oldest first, a few hundred kept.
 */
const textWords = new Map<string, TextWord[]>();
const TEXTS_KEPT = 500;

function wordsOfText(text: string): TextWord[] {
  let words = textWords.get(text);
  if (words) return words;
  words = [];
  for (const {word: raw, index: start} of wordsOf(text)) {
    // A word of several camelCase parts is also indexed by each (tokenize.ts, camelParts).
    const pieces = [...raw.matchAll(CAMEL_PART)];
    const parts = pieces.length > 1 ? pieces.map((part) => ({start: start + part.index, end: start + part.index + part[0].length, term: normalizeTerm(part[0])})) : null;
    words.push({start, end: start + raw.length, term: normalizeTerm(raw), parts});
  }
  textWords.set(text, words);
  if (textWords.size > TEXTS_KEPT) textWords.delete(textWords.keys().next().value!);
  return words;
}

type TermHit = {word: number; whole: boolean; length: number};

/**
 * The indexed terms each query word matched, as the ranking found them (`RankedMatch`'s
 * `matchedTerms`): every word of a hit's text is an indexed term, so looking it up gives what
 * `matchTerm` would, without comparing it again.
 */
export type MatchedTerms = readonly ReadonlyMap<string, TermMatch>[];

/**
 * Which query word a text's term matches, remembered for the query: hit after hit shows the
 * same headings and words, so each distinct term is matched once.
 */
function termMatcher(queryWords: readonly string[], matchedTerms?: MatchedTerms): (term: string) => TermHit | null {
  const matched = new Map<string, TermHit | null>();
  return (term) => {
    let hit = matched.get(term);
    if (hit !== undefined) return hit;
    hit = null;
    for (let w = 0; w < queryWords.length; w++) {
      const match = matchedTerms ? matchedTerms[w]?.get(term) : matchTerm(queryWords[w]!, term, w === queryWords.length - 1);
      if (match) {
        hit = {word: w, whole: match.exact || match.typos > 0, length: match.length};
        break;
      }
    }
    matched.set(term, hit);
    return hit;
  };
}

type Matcher = ReturnType<typeof termMatcher>;

/** Which query words a text's words match, down to camelCase parts. */
function analyze(text: string, matcher: Matcher): WordInText[] {
  const matchSpan = (term: string, start: number, end: number): Span | null => {
    const hit = matcher(term);
    return hit ? {start, end: hit.whole ? end : Math.min(end, start + hit.length), word: hit.word} : null;
  };
  return wordsOfText(text).map(({start, end, term, parts}) => {
    const whole = matchSpan(term, start, end);
    const spans: Span[] = [];
    if (whole) {
      spans.push(whole);
    } else if (parts) {
      for (const part of parts) {
        const span = matchSpan(part.term, part.start, part.end);
        if (span) spans.push(span);
      }
    }
    return {start, end, spans};
  });
}

function render(text: string, spans: readonly Span[], tags: HighlightTags, from: number, to: number): string {
  let out = '';
  let cursor = from;
  let open: {start: number; end: number} | null = null;
  const flush = () => {
    if (!open) return;
    out += escapeHtml(text.slice(cursor, open.start)) + tags.pre + escapeHtml(text.slice(open.start, open.end)) + tags.post;
    cursor = open.end;
    open = null;
  };
  for (const span of spans) {
    if (span.start < from || span.end > to) continue;
    // CJK words are overlapping pairs of characters: overlapping spans make one mark.
    if (open && span.start < open.end) {
      open.end = Math.max(open.end, span.end);
      continue;
    }
    flush();
    open = {start: span.start, end: span.end};
  }
  flush();
  return out + escapeHtml(text.slice(cursor, to));
}

function level(matched: number, total: number): 'none' | 'partial' | 'full' {
  if (matched === 0) return 'none';
  return matched >= total ? 'full' : 'partial';
}

export function highlight(text: string, queryWords: readonly string[], tags: HighlightTags): HighlightResult {
  return highlightWords(text, analyze(text, termMatcher(queryWords)), queryWords, tags);
}

function highlightWords(text: string, words: readonly WordInText[], queryWords: readonly string[], tags: HighlightTags): HighlightResult {
  const spans = words.flatMap((word) => word.spans);
  const matched = new Set(spans.map((span) => span.word));
  const result: HighlightResult = {
    value: render(text, spans, tags, 0, text.length),
    matchLevel: level(matched.size, queryWords.length),
    matchedWords: [...matched].sort((a, b) => a - b).map((w) => queryWords[w]!),
  };
  if (spans.length > 0) {
    result.fullyHighlighted = words.every((word) => word.spans.length === 1 && word.spans[0]!.start === word.start && word.spans[0]!.end === word.end);
  }
  return result;
}

/**
 * A window of `length` words around the best group of matches, as Algolia's snippets: the
 * window covering the most query words wins, with a little context before the first match.
 */
export function snippet(text: string, queryWords: readonly string[], length: number, tags: HighlightTags, ellipsis: string): SnippetResult {
  return snippetWords(text, analyze(text, termMatcher(queryWords)), queryWords, length, tags, ellipsis);
}

function snippetWords(text: string, words: readonly WordInText[], queryWords: readonly string[], length: number, tags: HighlightTags, ellipsis: string): SnippetResult {
  const total = queryWords.length;
  const covered = new Set(words.flatMap((word) => word.spans.map((span) => span.word)));
  const count = Math.max(1, length);
  let start = 0;
  if (words.length > count && covered.size > 0) {
    let bestScore = -1;
    words.forEach((word, index) => {
      if (word.spans.length === 0) return;
      const from = Math.max(0, Math.min(index - Math.floor(count / 4), words.length - count));
      const inWindow = new Set(words.slice(from, from + count).flatMap((w) => w.spans.map((span) => span.word)));
      if (inWindow.size > bestScore) {
        bestScore = inWindow.size;
        start = from;
      }
    });
  }
  const end = Math.min(words.length, start + count);
  const from = start === 0 ? 0 : words[start]!.start;
  const to = end >= words.length ? text.length : words[end - 1]!.end;
  const spans = words.slice(start, end).flatMap((word) => word.spans);
  const body = render(text, spans, tags, from, to);
  return {
    value: `${from > 0 ? ellipsis : ''}${body}${to < text.length ? ellipsis : ''}`,
    matchLevel: level(new Set(spans.map((span) => span.word)).size, total),
  };
}

export type Highlighter = {
  highlight(text: string): HighlightResult;
  snippet(text: string, length: number): SnippetResult;
};

/**
 * `highlight` and `snippet` for one query's hits, sharing their work: each distinct text is
 * analyzed once (a heading shows in many hits, and is both highlighted and snippeted). With the
 * ranking's `matchedTerms`, a text's words are looked up there instead of matched again.
 */
export function createHighlighter(queryWords: readonly string[], tags: HighlightTags, ellipsis: string, matchedTerms?: MatchedTerms): Highlighter {
  const matcher = termMatcher(queryWords, matchedTerms);
  const analyzed = new Map<string, WordInText[]>();
  const wordsOf = (text: string) => {
    let words = analyzed.get(text);
    if (!words) analyzed.set(text, (words = analyze(text, matcher)));
    return words;
  };
  return {
    highlight: (text) => highlightWords(text, wordsOf(text), queryWords, tags),
    snippet: (text, length) => snippetWords(text, wordsOf(text), queryWords, length, tags, ellipsis),
  };
}
