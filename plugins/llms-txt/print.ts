/**
 * Step 3 of the Markdown copies: converted trees printed as Markdown text. This is also where the
 * MDX parser lives, with the same syntax extensions as Docusaurus' MDX loader, for the docs that
 * are converted from their source instead of the loader's tree (a partial to inline, a heading id,
 * a doc the capture missed): parser and printer are the remark packages, which cost the main thread
 * about 0.2 s to load, so the rest of the plugin imports this module only when it needs it, and
 * printWorker.ts loads it in its own thread.
 */
import {deserialize} from 'node:v8';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkComment from '@slorber/remark-comment';
import remarkStringify from 'remark-stringify';
import type {Root} from 'mdast';
import {convertSource, type ConvertContext} from './mdxToMarkdown';

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkComment);

// Compact tables (no column padding): smaller files, and the same text for a model.
const printer = unified()
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', emphasis: '_', strong: '*', fence: '`', fences: true, rule: '-', listItemIndent: 'one'});

/** Parses a preprocessed source (mdxToMarkdown.ts preprocess). */
export function parseMdx(source: string): Root {
  return parser.parse(source);
}

/** A converted tree as Markdown. */
export function printMarkdown(tree: Root): string {
  return String(printer.stringify(tree)).trim();
}

/** A converted tree, v8-serialized (capture.ts), as Markdown. */
export function printSerialized(tree: Uint8Array): string {
  return printMarkdown(deserialize(tree) as Root);
}

/** Many such trees: the job of printWorker.ts's thread. */
export function printAllSerialized(trees: readonly Uint8Array[]): string[] {
  return trees.map(printSerialized);
}

/** The body of a doc as Markdown (no title): what follows the front matter, converted. */
export function sourceToMarkdown(source: string, ctx: ConvertContext): string {
  return printMarkdown(convertSource(source, ctx, parseMdx));
}
