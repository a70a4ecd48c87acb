// @ts-check
/**
 * Measures the shape of our Markdown pages (prose words and bytes, headings, code blocks, the
 * Markdown constructs in the prose) so the plain baseline can be generated with pages of the
 * same count and size.
 */
import fs from 'node:fs';
import path from 'node:path';
import {walkFiles} from './site.mjs';

/**
 * @typedef {object} PageShape
 * @property {string} file  path from the site root (docs/api.mdx)
 * @property {number} words  prose plus code words: what "longest page by words" compares
 * @property {number} proseWords
 * @property {number} h2
 * @property {number} h3
 * @property {number} [proseBytes]  UTF-8 bytes of the prose as measured (JSX tags left out)
 * @property {Markup} [markup]  Markdown constructs in the prose
 * @property {{lang: string, lines: number, bytes?: number, words?: number}[]} codeBlocks  `bytes`:
 *   of the lines between the fences, joined with line breaks
 * @property {string | null} slug  front matter slug, if any
 * @property {string | null} title  front matter title as written (a YAML value), if any
 * @property {number | null} descriptionWords  words of the front matter description, if any
 *   (without one, Docusaurus describes a page by its first paragraph, and every page's
 *   description is in the docs metadata that docs pages load)
 */

/**
 * @typedef {object} Markup  counts of the Markdown constructs a page's prose uses
 * @property {number} inlineCode  `code` spans
 * @property {number} links  [text](target) links
 * @property {number} bold  **strong** runs
 * @property {number} listItems  bulleted and numbered items
 * @property {number} tableRows  table lines, header and delimiter rows included
 * @property {number} admonitions  :::note-style blocks
 */

/**
 * @param {string} text  prose, without code blocks
 * @returns {Markup}
 */
export function countMarkup(text) {
  const count = (/** @type {RegExp} */ pattern) => (text.match(pattern) ?? []).length;
  return {
    inlineCode: count(/`[^`\n]+`/g),
    links: count(/\]\([^)\s]+\)/g),
    bold: count(/\*\*[^*\n]+\*\*/g),
    listItems: count(/^[ \t]*(?:[-*]|\d+\.) /gm),
    tableRows: count(/^[ \t]*\|.*\|[ \t]*$/gm),
    admonitions: count(/^:::\w+/gm),
  };
}

/**
 * @param {string} text
 */
function countWords(text) {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/**
 * @typedef {{code: false, lines: string[]} | {code: true, lang: string, lines: string[]}} Segment
 */

/**
 * The lines of a Markdown body cut into prose runs and fenced code blocks, in order. A block's
 * lines are those between its fences; it ends at the first line that starts with its marker
 * (or at the end of the text).
 * @param {readonly string[]} lines
 * @returns {Segment[]}
 */
export function fencedSegments(lines) {
  /** @type {Segment[]} */
  const segments = [];
  /** @type {string[]} */
  let prose = [];
  for (let i = 0; i < lines.length; i++) {
    const line = /** @type {string} */ (lines[i]);
    const fence = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (!fence) {
      prose.push(line);
      continue;
    }
    if (prose.length > 0) segments.push({code: false, lines: prose});
    prose = [];
    const marker = /** @type {string} */ (fence[1]);
    /** @type {string[]} */
    const code = [];
    for (i++; i < lines.length && !(/** @type {string} */ (lines[i]).trim().startsWith(marker)); i++) code.push(/** @type {string} */ (lines[i]));
    segments.push({code: true, lang: fence[2] || 'text', lines: code});
  }
  if (prose.length > 0) segments.push({code: false, lines: prose});
  return segments;
}

/**
 * Shape of one Markdown/MDX source.
 * @param {string} file
 * @param {string} source
 * @returns {PageShape}
 */
export function measureSource(file, source) {
  let body = source;
  let slug = null;
  let title = null;
  let descriptionWords = null;
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  if (frontMatter) {
    body = source.slice(frontMatter[0].length);
    const slugLine = /^slug:\s*['"]?([^'"\r\n]+?)['"]?\s*$/m.exec(/** @type {string} */ (frontMatter[1]));
    slug = slugLine ? /** @type {string} */ (slugLine[1]) : null;
    const titleLine = /^title:\s*(.+?)\s*$/m.exec(/** @type {string} */ (frontMatter[1]));
    title = titleLine ? /** @type {string} */ (titleLine[1]) : null;
    const description = /^description:\s*(.+)$/m.exec(/** @type {string} */ (frontMatter[1]));
    descriptionWords = description ? countWords(/** @type {string} */ (description[1])) : null;
  }
  /** @type {{lang: string, lines: number, bytes: number, words: number}[]} */
  const codeBlocks = [];
  let codeWords = 0;
  const prose = [];
  for (const segment of fencedSegments(body.split(/\r?\n/))) {
    if (segment.code) {
      const words = segment.lines.reduce((sum, line) => sum + countWords(line), 0);
      codeWords += words;
      codeBlocks.push({lang: segment.lang, lines: segment.lines.length, bytes: Buffer.byteLength(segment.lines.join('\n')), words});
      continue;
    }
    for (const line of segment.lines) if (!/^(import|export)\s/.test(line)) prose.push(line);
  }
  const proseText = prose.join('\n').replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ');
  const proseWithoutTags = proseText.replace(/<[^>]+>/g, ' ');
  const proseWords = countWords(proseWithoutTags);
  return {
    file,
    words: proseWords + codeWords,
    proseWords,
    // Blank runs count as one paragraph break, whatever left them (a comment, a fence).
    proseBytes: Buffer.byteLength(proseWithoutTags.replace(/^[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trim()),
    markup: countMarkup(proseWithoutTags),
    h2: (proseText.match(/^## /gm) ?? []).length,
    h3: (proseText.match(/^### /gm) ?? []).length,
    codeBlocks,
    slug,
    title,
    descriptionWords,
  };
}

/**
 * Pages of a content folder the way the docs and blog plugins see them: .md and .mdx files,
 * without partials (`_file.mdx`, `_folder/`).
 * @param {string} siteDir
 * @param {string} folder  docs, blog, ...
 * @returns {PageShape[]}
 */
export function surveyFolder(siteDir, folder) {
  const root = path.join(siteDir, folder);
  if (!fs.existsSync(root)) return [];
  return walkFiles(root)
    .filter((file) => /\.mdx?$/.test(file))
    .filter((file) => !path.relative(root, file).split(path.sep).some((part) => part.startsWith('_')))
    .sort()
    .map((file) => measureSource(path.relative(siteDir, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8')));
}

/**
 * @param {readonly PageShape[]} pages
 */
export function summarize(pages) {
  const total = pages.reduce((sum, p) => sum + p.words, 0);
  const prose = pages.reduce((sum, p) => sum + p.proseWords, 0);
  const longest = pages.reduce((best, p) => (best === null || p.words > best.words ? p : best), /** @type {PageShape | null} */ (null));
  return {
    pages: pages.length,
    avgWords: pages.length ? Math.round(total / pages.length) : 0,
    avgProseWords: pages.length ? Math.round(prose / pages.length) : 0,
    avgCodeBlocks: pages.length ? Number((pages.reduce((s, p) => s + p.codeBlocks.length, 0) / pages.length).toFixed(2)) : 0,
    longest: longest ? {file: longest.file, words: longest.words} : null,
    proseBytes: pages.reduce((sum, p) => sum + (p.proseBytes ?? 0), 0),
    codeBytes: pages.reduce((sum, p) => sum + p.codeBlocks.reduce((n, b) => n + (b.bytes ?? 0), 0), 0),
  };
}
