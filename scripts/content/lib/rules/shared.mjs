// @ts-check
/** Types and small helpers shared by the lint rules. */

/**
 * @typedef {import('../pages.mjs').Page & import('../extract.mjs').PageFacts} CheckedPage
 * A page whose tree parsed; facts come from extractFacts().
 *
 * @typedef {object} Problem
 * @property {string} file
 * @property {number} line
 * @property {string} rule
 * @property {string} message
 *
 * @typedef {'landing' | 'guide' | 'api' | 'snippet' | 'blog-post' | 'tutorial' | 'success-story'} PageKind
 *
 * @typedef {object} LintContext
 * @property {import('../plan.mjs').DocsPlan | null} plan
 * @property {string | null} remotionVersion  installed version; newer "since" versions are invented
 * @property {Set<string>} docIds  ids of the docs that exist
 * @property {Set<string>} docUrls  URLs of the docs that exist, without trailing slash
 * @property {Set<string>} postUrls  URLs of blog, learn and success-story posts, without trailing slash
 * @property {(file: string) => boolean} fileExists  for relative links, path from the site root
 */

/** @param {string} url */
export function trimSlash(url) {
  return url.length > 1 ? url.replace(/\/+$/, '') : url;
}

/**
 * @param {string} text
 * @param {number} [max]
 */
export function clip(text, max = 60) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
