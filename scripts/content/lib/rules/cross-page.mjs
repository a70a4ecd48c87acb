// @ts-check
/** Rules that compare pages with each other: descriptions, openings, paragraphs. */
import {findNearDuplicates} from '../similarity.mjs';
import {clip} from './shared.mjs';

/**
 * @typedef {import('./shared.mjs').CheckedPage} CheckedPage
 * @typedef {import('./shared.mjs').Problem} Problem
 */

/** @param {unknown} value */
const isText = (value) => typeof value === 'string' && value.trim().length > 0;

/**
 * @param {CheckedPage[]} pages
 * @returns {Problem[]}
 */
export function checkDuplicateDescriptions(pages) {
  /** @type {Map<string, CheckedPage[]>} */
  const byText = new Map();
  for (const page of pages) {
    const d = page.frontMatter.description;
    if (!isText(d)) continue;
    const key = String(d).trim().toLowerCase();
    byText.set(key, [...(byText.get(key) ?? []), page]);
  }
  /** @type {Problem[]} */
  const out = [];
  for (const group of byText.values()) {
    if (group.length < 2) continue;
    for (const page of group) {
      const others = group.filter((p) => p !== page).map((p) => p.file);
      out.push({file: page.file, line: 1, rule: 'duplicate-description', message: `same description as ${others.join(', ')}`});
    }
  }
  return out;
}

/** Openings that talk about the page instead of the subject. */
const STOCK_OPENINGS = [
  /^(this|the following|the present) (page|document|doc|article|guide|section|tutorial|post|reference)\b/i,
  /^in this (page|document|doc|article|guide|section|tutorial|post)\b/i,
  /^welcome to\b/i,
  /^(here|below) (you('ll| will| can)? find|is|are)\b/i,
];
/** Pages that may open with the same words before it counts as a stamped opening. */
const SAME_OPENING_PAGES = 2;
const OPENING_WORDS = 6;

/**
 * Two kinds of stamped openings: a meta sentence about the page ("This page explains...") used
 * by more than one page, and more than two pages whose first six words are the same (names in
 * code count as one word, so "`<Foo>` is a component that renders" repeats across pages).
 * @param {CheckedPage[]} pages
 * @returns {Problem[]}
 */
export function checkStockOpenings(pages) {
  /** @type {Problem[]} */
  const out = [];
  /** @type {Map<number, CheckedPage[]>} */
  const meta = new Map();
  /** @type {Map<string, CheckedPage[]>} */
  const openings = new Map();
  for (const page of pages) {
    const first = page.paragraphs[0];
    if (!first) continue;
    const style = STOCK_OPENINGS.findIndex((re) => re.test(first.text));
    if (style >= 0) meta.set(style, [...(meta.get(style) ?? []), page]);
    if (first.tokens.length >= OPENING_WORDS) {
      const key = first.tokens.slice(0, OPENING_WORDS).join(' ');
      openings.set(key, [...(openings.get(key) ?? []), page]);
    }
  }
  for (const group of meta.values()) {
    if (group.length < 2) continue;
    for (const page of group) {
      out.push({
        file: page.file,
        line: page.paragraphs[0]?.line ?? 1,
        rule: 'stock-opening',
        message: `opens by describing the page ("${clip(page.paragraphs[0]?.text ?? '', 50)}"), like ${group.length - 1} other page(s): start with the subject instead`,
      });
    }
  }
  for (const [key, group] of openings) {
    if (group.length <= SAME_OPENING_PAGES) continue;
    for (const page of group) {
      out.push({
        file: page.file,
        line: page.paragraphs[0]?.line ?? 1,
        rule: 'stock-opening',
        message: `${group.length} pages open with the same words ("${key.replaceAll('§', '`…`')} …"): ${group.filter((p) => p !== page).map((p) => p.file).slice(0, 3).join(', ')}`,
      });
    }
  }
  return out;
}

/**
 * @param {CheckedPage[]} pages
 * @param {{threshold?: number}} [options]
 * @returns {{problems: Problem[], pairs: import('../similarity.mjs').DuplicatePair[]}}
 */
export function checkNearDuplicates(pages, options) {
  const paragraphs = pages.flatMap((page) => page.paragraphs.map((p) => ({...p, file: page.file})));
  const pairs = findNearDuplicates(paragraphs, options);
  const problems = pairs.map((pair) => ({
    file: pair.a.file,
    line: pair.a.line,
    rule: 'near-duplicate',
    message: `paragraph ${Math.round(pair.similarity * 100)}% similar to ${pair.b.file}:${pair.b.line}: "${clip(pair.a.text, 70)}"`,
  }));
  return {problems, pairs};
}
