// @ts-check
/**
 * Near-duplicate paragraphs across pages: word 5-gram shingles of each paragraph, candidate
 * pairs from an inverted index over the shingles, then the exact Jaccard similarity of the
 * candidates' shingle sets.
 *
 * Calibration (numbers from __tests__/similarity.test.mjs, 5-word shingles): inline code
 * collapses to one token, so a paragraph stamped across pages with only the API name changed
 * scores 1.0. With plain words swapped it drops fast, because each changed word breaks the five
 * shingles around it: a 38-word paragraph scores 0.69 with two adjacent words changed and 0.35
 * with three words changed in three places. Genuine shared phrasing stays lower: one identical
 * 15-word sentence inside two otherwise different three-sentence paragraphs scores 0.26, a
 * shared clause ("returns a promise that resolves when the render is done") 0.17. The
 * threshold of 0.3 sits in that gap. Paragraphs under 12 words are skipped: short sentences
 * ("Install the package:") repeat across pages by nature.
 */

export const SHINGLE_SIZE = 5;
export const DEFAULT_THRESHOLD = 0.3;
export const MIN_TOKENS = 12;
/**
 * A shingle found in more paragraphs than this is a stock phrase ("the current frame of the
 * composition"): it does not propose candidate pairs, which keeps the pair count near-linear.
 * It still counts in the exact similarity of pairs found through rarer shingles.
 */
const MAX_POSTING = 400;

/**
 * @typedef {object} ParagraphRef
 * @property {string} file
 * @property {number} line
 * @property {string} text
 * @property {string[]} tokens
 *
 * @typedef {object} DuplicatePair
 * @property {ParagraphRef} a
 * @property {ParagraphRef} b
 * @property {number} similarity  Jaccard index of the shingle sets, 0..1
 */

/**
 * @param {string[]} tokens
 * @returns {Set<string>}
 */
export function shingles(tokens, size = SHINGLE_SIZE) {
  const out = new Set();
  for (let i = 0; i + size <= tokens.length; i += 1) out.add(tokens.slice(i, i + size).join(' '));
  return out;
}

/**
 * @param {Set<string>} a
 * @param {Set<string>} b
 */
export function jaccard(a, b) {
  if (a.size === 0 && b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const s of small) if (large.has(s)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * Pairs of paragraphs on different pages whose similarity reaches the threshold, most similar
 * first.
 * @param {ParagraphRef[]} paragraphs
 * @param {{threshold?: number, minTokens?: number}} [options]
 * @returns {DuplicatePair[]}
 */
export function findNearDuplicates(paragraphs, {threshold = DEFAULT_THRESHOLD, minTokens = MIN_TOKENS} = {}) {
  const items = paragraphs.filter((p) => p.tokens.length >= minTokens);
  const sets = items.map((p) => shingles(p.tokens));
  const signatures = items.map((p) => p.tokens.join(' '));
  /** @type {DuplicatePair[]} */
  const pairs = [];

  // Identical paragraphs first, reported as one star per group: a paragraph stamped on 300
  // pages gives 299 pairs, not 45,000, and is found even when all its shingles are common.
  /** @type {Map<string, number[]>} */
  const identical = new Map();
  signatures.forEach((signature, i) => {
    const group = identical.get(signature);
    if (group) group.push(i);
    else identical.set(signature, [i]);
  });
  for (const group of identical.values()) {
    const first = /** @type {number} */ (group[0]);
    for (const other of group.slice(1)) {
      if (items[other]?.file === items[first]?.file) continue;
      pairs.push({a: /** @type {ParagraphRef} */ (items[first]), b: /** @type {ParagraphRef} */ (items[other]), similarity: 1});
    }
  }

  /** @type {Map<string, number[]>} */
  const postings = new Map();
  sets.forEach((set, i) => {
    for (const s of set) {
      const list = postings.get(s);
      if (list) list.push(i);
      else postings.set(s, [i]);
    }
  });

  /** @type {Map<number, number>} candidate pair key -> shared rare shingles */
  const candidates = new Map();
  for (const list of postings.values()) {
    if (list.length < 2 || list.length > MAX_POSTING) continue;
    for (let x = 0; x < list.length; x += 1) {
      for (let y = x + 1; y < list.length; y += 1) {
        const i = /** @type {number} */ (list[x]);
        const j = /** @type {number} */ (list[y]);
        if (items[i]?.file === items[j]?.file || signatures[i] === signatures[j]) continue;
        const key = i * items.length + j;
        candidates.set(key, (candidates.get(key) ?? 0) + 1);
      }
    }
  }

  for (const [key, shared] of candidates) {
    const i = Math.floor(key / items.length);
    const j = key % items.length;
    const a = /** @type {Set<string>} */ (sets[i]);
    const b = /** @type {Set<string>} */ (sets[j]);
    // Cheap upper bound before the exact count: J <= min/max of the set sizes.
    if (Math.min(a.size, b.size) / Math.max(a.size, b.size) < threshold) continue;
    if (shared === 0) continue;
    const similarity = jaccard(a, b);
    if (similarity >= threshold) {
      pairs.push({a: /** @type {ParagraphRef} */ (items[i]), b: /** @type {ParagraphRef} */ (items[j]), similarity});
    }
  }
  return pairs.sort((p, q) => q.similarity - p.similarity || p.a.file.localeCompare(q.a.file));
}
