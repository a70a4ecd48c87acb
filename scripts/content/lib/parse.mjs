// @ts-check
/**
 * Parses a content file the way the Docusaurus MDX loader does (YAML front matter, the same
 * MDX 1 compatibility rewrites and the same remark syntax extensions), but keeps the front matter in
 * the tree so every node position is a line number in the file on disk.
 */
import {createRequire} from 'node:module';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkComment from '@slorber/remark-comment';

/** The admonition keywords of theme-classic; `:::note Title` becomes `:::note[Title]` for them. */
const ADMONITIONS = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];

// CommonJS packages, loaded with require() so Node and Vitest see the same exports. js-yaml is
// the YAML parser gray-matter uses for Docusaurus front matter.
const require = createRequire(import.meta.url);
/** @type {{admonitionTitleToDirectiveLabel: (s: string, k: string[]) => string, escapeMarkdownHeadingIds: (s: string) => string}} */
const {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds} = require('@docusaurus/utils');
/** @type {{load: (text: string) => unknown}} */
const yaml = require('js-yaml');

const processor = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkComment);

/**
 * @typedef {object} ParsedSource
 * @property {Record<string, unknown>} frontMatter
 * @property {import('mdast').Root | null} tree  null when the MDX does not parse
 * @property {{line: number, column: number, message: string} | null} error
 */

/**
 * Both rewrites keep the line count, so positions still match the original file.
 * @param {string} source
 */
export function preprocess(source) {
  return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(source), ADMONITIONS);
}

/**
 * @param {string} source  the whole file, front matter included
 * @returns {ParsedSource}
 */
export function parseSource(source) {
  /** @type {import('mdast').Root} */
  let tree;
  try {
    tree = processor.parse(preprocess(source));
  } catch (error) {
    const message = errorText(error);
    const place = /** @type {{line?: number, column?: number}} */ (error ?? {});
    // Some micromark errors carry their position only in the text: "... (3:1-3:6)".
    const inText = /\((\d+):(\d+)[-)]/.exec(message);
    return {
      frontMatter: {},
      tree: null,
      error: {
        line: place.line ?? Number(inText?.[1] ?? 1),
        column: place.column ?? Number(inText?.[2] ?? 1),
        message,
      },
    };
  }
  const head = tree.children[0];
  if (head?.type !== 'yaml') return {frontMatter: {}, tree, error: null};
  try {
    const data = yaml.load(head.value);
    const frontMatter = data && typeof data === 'object' ? /** @type {Record<string, unknown>} */ (data) : {};
    return {frontMatter, tree, error: null};
  } catch (error) {
    return {frontMatter: {}, tree, error: {line: 1, column: 1, message: `front matter: ${errorText(error)}`}};
  }
}

/** @param {unknown} error */
function errorText(error) {
  if (error && typeof error === 'object' && 'reason' in error && typeof error.reason === 'string') {
    return error.reason;
  }
  return error instanceof Error ? error.message : String(error);
}
