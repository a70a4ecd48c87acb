/**
 * Hands each doc's Markdown from the docs plugin's MDX loader to postBuild, so that a build
 * parses every MDX file once instead of twice (issue 9: the second parse was ~1.7 s of a
 * 2.8 s postBuild). `captureMarkdown` is a remark plugin for the docs plugin's
 * `beforeDefaultRemarkPlugins`: it sees the tree as MDX parsed it, before Docusaurus'
 * own transforms rewrite links and images, and converts it as `mdxToMarkdown` would.
 *
 * Results are kept by file path with a hash of the file's content; postBuild takes one only
 * when the file still has that content, and parses the file itself otherwise (a warm build
 * whose bundler cache skipped the loader, a file edited during the build).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import type {Root} from 'mdast';
import {mdastToMarkdown, type ConvertContext} from './toMarkdown';

/** What the converter needs besides the file itself; known once the docs are loaded. */
export type CaptureContext = Omit<ConvertContext, 'filePath'>;

type Captured = {hash: string; body: string};

let context: CaptureContext | null = null;
const captured = new Map<string, Captured>();

export function contentHash(source: string): string {
  return createHash('sha1').update(source).digest('hex');
}

/** Starts keeping results (the llms-txt plugin calls it in production builds only). */
export function startCapture(next: CaptureContext): void {
  context = next;
  captured.clear();
}

/** Stops keeping results and frees what was kept. */
export function stopCapture(): void {
  context = null;
  captured.clear();
}

/** The Markdown body captured for this file, if it was made from exactly this source. */
export function takeCaptured(filePath: string, source: string): string | undefined {
  const entry = captured.get(filePath);
  captured.delete(filePath);
  return entry && entry.hash === contentHash(source) ? entry.body : undefined;
}

/** Converts and keeps the Markdown of one doc, from the tree the MDX loader parsed. */
export function captureTree(tree: Root, filePath: string, source: string): void {
  const ctx = context;
  // Only docs get a Markdown copy; partials and other files the loader compiles are skipped.
  if (!ctx || !ctx.docPathByFile(filePath)) return;
  try {
    captured.set(filePath, {hash: contentHash(source), body: mdastToMarkdown(tree, {...ctx, filePath})});
  } catch {
    // postBuild parses the file itself and reports the error there, with its file name.
    captured.delete(filePath);
  }
}

/** The remark plugin: `beforeDefaultRemarkPlugins: [captureMarkdown]` in the docs plugin options. */
export function captureMarkdown() {
  return (tree: Root, file: {path?: string}): void => {
    if (!context || !file.path) return;
    captureTree(tree, file.path, fs.readFileSync(file.path, 'utf8'));
  };
}
