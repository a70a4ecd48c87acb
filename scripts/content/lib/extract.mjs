// @ts-check
/**
 * One walk over a page's syntax tree that collects everything the checks look at: headings,
 * prose paragraphs, word count, code blocks, JSX components and links.
 */

/**
 * @typedef {object} Heading
 * @property {number} depth
 * @property {string} text
 * @property {number} line
 * @property {boolean} empty  followed directly by a heading of the same or a higher level
 *
 * @typedef {object} Paragraph
 * @property {string} text  readable text, inline code kept in backticks
 * @property {string[]} tokens  lower-case words; each inline code span is the single token "§"
 * @property {number} line
 *
 * @typedef {object} CodeBlock
 * @property {string} lang
 * @property {string} meta
 * @property {string} value
 * @property {number} line  line of the opening fence
 * @property {number} indent  columns before the fence (blocks inside lists or JSX)
 *
 * @typedef {object} JsxUse
 * @property {string} name
 * @property {Record<string, string | true>} attributes  string-valued attributes only
 * @property {number} line
 *
 * @typedef {object} Link
 * @property {string} url
 * @property {number} line
 *
 * @typedef {object} PageFacts
 * @property {Heading[]} headings
 * @property {Paragraph[]} paragraphs
 * @property {number} words  words of prose: code blocks, imports and JSX attributes excluded
 * @property {CodeBlock[]} codeBlocks
 * @property {JsxUse[]} jsx
 * @property {Link[]} links
 */

/** Node types whose text is not prose. */
const NOT_PROSE = new Set(['code', 'yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html']);

/** @param {string} text */
export function countWords(text) {
  let n = 0;
  for (const word of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(word)) n += 1;
  return n;
}

/** @param {string} text */
export function tokenize(text) {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
}

/**
 * Plain text of a node: text and inline code, nothing from code blocks or expressions.
 * @param {any} node
 * @returns {string}
 */
export function plainText(node) {
  if (!node || NOT_PROSE.has(node.type)) return '';
  if (node.type === 'text') return node.value;
  if (node.type === 'inlineCode') return `\`${node.value}\``;
  if (node.type === 'break') return ' ';
  if (Array.isArray(node.children)) return node.children.map(plainText).join('');
  return '';
}

/**
 * Tokens of a paragraph: names in inline code collapse to "§", so two paragraphs that differ
 * only in the API they name look the same (that is what a stamped template looks like).
 * @param {any} node
 * @returns {string[]}
 */
function paragraphTokens(node) {
  if (!node || NOT_PROSE.has(node.type)) return [];
  if (node.type === 'text') return tokenize(node.value);
  if (node.type === 'inlineCode') return ['§'];
  if (Array.isArray(node.children)) return node.children.flatMap(paragraphTokens);
  return [];
}

/** @param {any} node */
const lineOf = (node) => node?.position?.start?.line ?? 0;

/**
 * @param {any} node  an mdxJsxFlowElement or mdxJsxTextElement
 * @returns {Record<string, string | true>}
 */
function jsxAttributes(node) {
  /** @type {Record<string, string | true>} */
  const out = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    if (attribute.value === null || attribute.value === undefined) out[attribute.name] = true;
    else if (typeof attribute.value === 'string') out[attribute.name] = attribute.value;
  }
  return out;
}

/** Does this node carry content for the section it sits in? Comments and imports do not. */
/** @param {any} node */
function isContent(node) {
  return !['mdxjsEsm', 'mdxFlowExpression', 'yaml', 'heading'].includes(node.type);
}

/**
 * @param {import('mdast').Root} tree
 * @returns {PageFacts}
 */
export function extractFacts(tree) {
  /** @type {PageFacts} */
  const facts = {headings: [], paragraphs: [], words: 0, codeBlocks: [], jsx: [], links: []};

  /** @param {any} node */
  const visit = (node) => {
    switch (node.type) {
      case 'heading':
        facts.headings.push({
          depth: node.depth,
          // escapeMarkdownHeadingIds leaves `{#id}` as text: it is an anchor, not part of the title.
          text: plainText(node).replace(/\s*\{#[^}]*\}\s*$/, '').trim(),
          line: lineOf(node),
          empty: false,
        });
        break;
      case 'paragraph': {
        const text = plainText(node).replace(/\s+/g, ' ').trim();
        if (text) facts.paragraphs.push({text, tokens: paragraphTokens(node), line: lineOf(node)});
        break;
      }
      case 'code':
        facts.codeBlocks.push({
          lang: (node.lang ?? '').toLowerCase(),
          meta: node.meta ?? '',
          value: node.value,
          line: lineOf(node),
          indent: Math.max(0, (node.position?.start?.column ?? 1) - 1),
        });
        return;
      case 'text':
        facts.words += countWords(node.value);
        return;
      case 'inlineCode':
        facts.words += 1;
        return;
      case 'link':
        facts.links.push({url: node.url, line: lineOf(node)});
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        if (node.name) facts.jsx.push({name: node.name, attributes: jsxAttributes(node), line: lineOf(node)});
        break;
      default:
        if (NOT_PROSE.has(node.type)) return;
    }
    if (Array.isArray(node.children)) node.children.forEach(visit);
  };
  visit(tree);
  markEmptySections(tree, facts.headings);
  return facts;
}

/**
 * A section is empty when its heading is followed, with no content in between, by a heading of
 * the same or a higher level, or by the end of the page. Only top-level headings count: the
 * theme's table of contents and anchors are built from those.
 * @param {import('mdast').Root} tree
 * @param {Heading[]} headings
 */
function markEmptySections(tree, headings) {
  const byLine = new Map(headings.map((h) => [h.line, h]));
  /** @type {any} */
  let open = null;
  /** @param {any} next */
  const close = (next) => {
    if (open && (!next || next.depth <= open.depth)) {
      const heading = byLine.get(lineOf(open));
      if (heading) heading.empty = true;
    }
  };
  for (const node of tree.children) {
    if (node.type === 'heading') {
      close(node);
      open = node;
    } else if (isContent(node)) {
      open = null;
    }
  }
  close(null);
}
