/**
 * Search records' raw material from a built page's HTML: the page's search metadata and the
 * headings and text blocks of its article, as DocSearch's crawler would read them. It reads the
 * HTML production serves, so what search finds is what a visitor sees; a streaming parser
 * (htmlparser2) with counters rather than a DOM keeps 400 pages well under a second.
 */
import {Parser} from 'htmlparser2';
import type {PageBlock} from './types';

/** What a built page tells about itself in its head (Docusaurus' SearchMetadata tags). */
export type HtmlPageMeta = {
  language: string | null;
  docusaurusTag: string | null;
  noindex: boolean;
};

export type HtmlPage = HtmlPageMeta & {blocks: PageBlock[]};

/** Elements whose text is one content block each (the DocSearch selectors for Docusaurus). */
const BLOCKS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'figcaption', 'summary']);
/** Subtrees that are never content: code, chrome, widgets. */
const SKIPPED = new Set(['pre', 'script', 'style', 'noscript', 'svg', 'nav', 'button', 'footer', 'template', 'iframe', 'video', 'audio', 'select', 'textarea']);
const HEADINGS: Record<string, 1 | 2 | 3 | 4 | 5 | 6> = {h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6};

function hasClass(attrs: Record<string, string>, name: string): boolean {
  return (attrs.class ?? '').split(/\s+/).includes(name);
}

function isSkipped(name: string, attrs: Record<string, string>): boolean {
  return (
    SKIPPED.has(name) ||
    (name === 'a' && hasClass(attrs, 'hash-link')) ||
    attrs.role === 'tablist' ||
    attrs['aria-hidden'] === 'true' ||
    hasClass(attrs, 'theme-doc-toc-mobile') ||
    hasClass(attrs, 'theme-doc-breadcrumbs')
  );
}

type Heading = {level: 1 | 2 | 3 | 4 | 5 | 6; id: string | null; text: string[]};
type Frame = {name: string; skip: boolean; block: string[] | null; heading: Heading | null; cell: boolean};

/**
 * The parts of a built page that extraction reads: the `<head>` (for its meta tags) and the
 * first `<article>`, with its end found by counting nested articles. Parsing only these skips
 * the navbar, sidebar, table of contents and footer (about half of a docs page). Both are
 * well-formed in Docusaurus output (their end tags are not optional), and nothing outside the
 * article changes how its content parses.
 */
export function readPageParts(html: string): {head: string; article: string} {
  const find = (pattern: RegExp, from: number): RegExpExecArray | null => {
    pattern.lastIndex = from;
    return pattern.exec(html);
  };
  const headOpen = find(/<head[\s>]/gi, 0);
  const headClose = headOpen ? find(/<\/head\s*>/gi, headOpen.index) : null;
  const head = headOpen && headClose ? html.slice(headOpen.index, headClose.index + headClose[0].length) : '';
  const articleOpen = find(/<article[\s>]/gi, headClose ? headClose.index : 0);
  if (!articleOpen) return {head, article: ''};
  const tags = /<(\/?)article[\s>]/gi;
  tags.lastIndex = articleOpen.index;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return {head, article: html.slice(articleOpen.index, html.indexOf('>', tag.index) + 1)};
  }
  return {head, article: html.slice(articleOpen.index)};
}

const PRE_ELEMENT = /<pre(?=[\s>])[^>]*>[\s\S]*?<\/pre\s*>/gi;

/**
 * `html` with every `<pre>` element emptied. Extraction skips code blocks anyway, but their
 * highlighted lines are a span per token, each with a style attribute: about 70% of the article
 * HTML of the docs (8.8 of 12.1 MB over 398 pages), which the parser would otherwise tokenize
 * only to drop. Emptied, extraction takes 200 ms instead of 680 ms in a cold build's indexing
 * thread. A `<pre>` cannot contain another one, and a `</pre>` in its text is escaped, so the
 * first end tag after a start tag is its own.
 */
export function emptyPreElements(html: string): string {
  return html.replace(PRE_ELEMENT, '<pre></pre>');
}

/**
 * Reads a built Docusaurus page: its search metadata and, inside the first `<article>`, the
 * headings (with their ids) and the text blocks (paragraphs, list items, table rows). Code
 * blocks, tab lists, the mobile table of contents, breadcrumbs and the article's header
 * details (dates, authors) and footer (tags, edit links) are left out. Built HTML is minified
 * with optional end tags omitted; htmlparser2 closes most of those the way browsers do, but not a
 * table head whose last cell is still open when the body starts (`<thead><tr><th>A<tbody>`), so
 * the body rows of a table with a header row are read as header rows and left out (see the
 * README, "Known gaps").
 */
export function extractHtmlPage(html: string): HtmlPage {
  const {head, article} = readPageParts(html);
  return extractParts(head, emptyPreElements(article));
}

/** extractHtmlPage's parse of a page's head and article (readPageParts), as they are. */
export function extractParts(head: string, article: string): HtmlPage {
  const meta: HtmlPageMeta = {language: null, docusaurusTag: null, noindex: false};
  const blocks: PageBlock[] = [];
  const stack: Frame[] = [];
  // Counters and a stack of the open text targets, so that no event walks the element stack.
  let skipped = 0;
  let theads = 0;
  const targets: Frame[] = [];
  let articleDepth = -1;
  let articlesSeen = 0;
  let headerDepth = -1;

  const inArticle = () => articleDepth >= 0;
  const innermostTarget = (): Frame | undefined => targets[targets.length - 1];
  const openBlock = (): string[] | null => {
    const frame = innermostTarget();
    return frame ? (frame.heading?.text ?? frame.block) : null;
  };
  const flushInnermost = () => {
    const frame = innermostTarget();
    if (!frame || frame.heading || !frame.block) return;
    const text = frame.block.join('');
    if (text.trim()) blocks.push({kind: 'text', text});
    frame.block.length = 0;
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'meta') {
          const key = attrs.name ?? attrs.property;
          if (key === 'docsearch:language') meta.language = attrs.content ?? null;
          if (key === 'docsearch:docusaurus_tag') meta.docusaurusTag = attrs.content ?? null;
          if (key === 'robots' && /noindex/i.test(attrs.content ?? '')) meta.noindex = true;
          return;
        }
        const frame: Frame = {name, skip: false, block: null, heading: null, cell: false};
        if (name === 'article' && articleDepth < 0 && articlesSeen === 0) {
          articleDepth = stack.length;
          articlesSeen += 1;
        }
        if (inArticle() && skipped === 0) {
          if (name === 'header' && headerDepth < 0) headerDepth = stack.length;
          const level = HEADINGS[name];
          if (isSkipped(name, attrs)) {
            frame.skip = true;
          } else if (level) {
            frame.heading = {level, id: attrs.id ?? null, text: []};
          } else if (headerDepth >= 0 && headerDepth < stack.length) {
            // In the article header only the title counts; dates and authors are not content.
            frame.skip = true;
          } else if (BLOCKS.has(name) && !(name === 'tr' && theads > 0)) {
            // A list item's own text is one block; a nested list inside it makes its own blocks.
            frame.block = [];
          } else if ((name === 'td' || name === 'th') && openBlock()) {
            frame.cell = true;
          } else if ((name === 'ul' || name === 'ol' || name === 'table' || name === 'div') && openBlock()) {
            // A nested list or container ends the text of the item that holds it.
            flushInnermost();
          }
        }
        if (frame.skip) skipped += 1;
        if (name === 'thead') theads += 1;
        if (frame.heading || frame.block) targets.push(frame);
        stack.push(frame);
      },
      ontext(text) {
        if (!inArticle() || skipped > 0) return;
        const target = openBlock();
        if (target) target.push(text);
      },
      onclosetag(name) {
        if (name === 'meta') return;
        const frame = stack.pop();
        if (!frame) return;
        if (frame.skip) skipped -= 1;
        if (frame.name === 'thead') theads -= 1;
        if (frame.heading || frame.block) targets.pop();
        if (frame.cell) openBlock()?.push(' ');
        if (frame.heading) {
          blocks.push({kind: 'heading', level: frame.heading.level, text: frame.heading.text.join(''), anchor: frame.heading.id});
        } else if (frame.block) {
          const text = frame.block.join('');
          if (text.trim()) blocks.push({kind: 'text', text});
        }
        if (stack.length === headerDepth) headerDepth = -1;
        if (stack.length === articleDepth) articleDepth = -1;
      },
    },
    {decodeEntities: true, lowerCaseTags: true},
  );

  parser.write(head);
  parser.write(article);
  parser.end();
  return {...meta, blocks};
}
