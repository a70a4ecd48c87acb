/**
 * Step 1 of the Markdown copies (capture, MDX-to-Markdown, print, write): a remark plugin, first
 * in the docs' `beforeDefaultRemarkPlugins`, converts each doc's tree as the MDX loader parsed it
 * (mdxToMarkdown.ts) and keeps the result as a serialized copy, which printWorker.ts prints in a
 * worker thread while the site compiles (markdownBodies.ts prints any it did not). Reusing the
 * loader's tree spares parsing every doc a second time, about 6 s of CPU in a cold build at 367
 * docs on a machine whose cores are busy bundling and rendering; converting and serializing here
 * cost the loader about 0.1 s over those docs.
 *
 * What makes the two trees the same: the loader parses the file as preprocessed by Docusaurus
 * (code blocks unwrapped, admonition titles), with the same syntax extensions as print.ts's
 * parser (MDX, front matter, GFM, directives, comments), and this plugin runs before any plugin
 * changes the tree. A file whose text differs from what print.ts would parse (heading ids
 * `{#id}`, which mdxToMarkdown.ts's preprocess drops) is not captured: postBuild converts it from
 * its source. The serialized copy is taken at once, because the plugins after this one change
 * nodes in place.
 *
 * Only while a production build runs (llms-txt's allContentLoaded opens a session); the dev server
 * and other MDX files pass through untouched. On a build whose bundler cache skips the loader,
 * nothing is captured and the bodies come from the conversion cache (markdownBodies.ts).
 */
import fs from 'node:fs';
import {serialize} from 'node:v8';
import type {Root} from 'mdast';
import {convertParsedTree, PARTIAL_IMPORT, preprocess, type ConvertContext} from './mdxToMarkdown';
import {contentHash} from './sourceHash';

/**
 * A doc converted in the loader: the hash of its source, the converted tree (v8-serialized), the
 * partials it inlined, and its Markdown once printWorker.ts has printed it.
 */
export type CapturedDoc = {hash: string; tree: Buffer; partials: string[]; body?: string};

type Session = {
  /** Converter context for a doc, by absolute source path; undefined for files that are not docs. */
  contextFor: (file: string) => ConvertContext | undefined;
  admonitionTitles: boolean;
  captured: Map<string, CapturedDoc>;
  onCapture?: (file: string, doc: CapturedDoc) => void;
};

/** One session per process, shared by every copy of this module (Docusaurus may load the config's imports twice). */
const KEY = Symbol.for('remotion-site.llms-txt.capture');
const store = globalThis as {[KEY]?: Session};

/**
 * Starts capturing: `contextFor` says which files are docs and how their links resolve;
 * `onCapture` hears of each doc as it is captured.
 */
export function openCapture(contextFor: Session['contextFor'], admonitionTitles: boolean, onCapture?: Session['onCapture']): void {
  store[KEY] = {contextFor, admonitionTitles, captured: new Map(), onCapture};
}

/** Ends the session and hands over what it captured, by absolute source path. */
export function closeCapture(): Map<string, CapturedDoc> {
  const session = store[KEY];
  delete store[KEY];
  return session?.captured ?? new Map();
}

type VFileLike = {path?: string; value?: unknown};

/**
 * Captures one doc. Exported for tests; resolves to whether it captured. Any failure leaves the doc to
 * postBuild, which converts it from the source and reports its error there.
 */
export async function captureTree(tree: Root, file: VFileLike): Promise<boolean> {
  const session = store[KEY];
  const filePath = file.path;
  if (!session || !filePath) return false;
  const ctx = session.contextFor(filePath);
  if (!ctx) return false;
  try {
    const source = fs.readFileSync(filePath, 'utf8');
    if (preprocess(source, session.admonitionTitles) !== String(file.value)) return false;
    const partials = new Set<string>();
    // Inlining a partial parses it: the parser (whose remark packages cost the main thread about
    // 0.2 s to load) is loaded for a doc that imports one, and only then.
    const parse = importsPartial(tree) ? (await import('./print')).parseMdx : undefined;
    const converted = convertParsedTree(tree, {...ctx, onInclude: (partial) => partials.add(partial)}, parse);
    const doc: CapturedDoc = {hash: contentHash(source), tree: serialize(converted), partials: [...partials]};
    session.captured.set(filePath, doc);
    session.onCapture?.(filePath, doc);
    return true;
  } catch {
    return false;
  }
}

/** Whether a doc imports an MDX partial (the imports mdxToMarkdown.ts inlines). */
function importsPartial(tree: Root): boolean {
  return tree.children.some((node) => node.type === 'mdxjsEsm' && PARTIAL_IMPORT.test(node.value));
}

/** The remark plugin (an attacher). */
export default function remarkCaptureMarkdown() {
  return async (tree: Root, file: VFileLike): Promise<void> => {
    await captureTree(tree, file);
  };
}
