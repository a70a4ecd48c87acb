/**
 * llms-txt: machine-readable docs, generated after the build from the same MDX sources.
 *   /llms.txt        index of every doc: title, description, link to its Markdown copy
 *   /llms-full.txt   all docs as Markdown, in sidebar order
 *   /docs/<page>.md  a Markdown copy of each doc page (see markdownUrl.ts for the rule)
 * The "Copy page" button on doc pages (theme/CopyPageButton, mounted by the plugin's wrapper of
 * DocItem/Content) fetches the .md copy. Files are written in postBuild, so they exist in
 * `docusaurus build` output, not in the dev server.
 *
 * A doc's copy is made in four steps, one file each:
 *   capture.ts        in the MDX loader, take the tree it parsed ...
 *   mdxToMarkdown.ts  ... and convert it into plain Markdown's tree;
 *   print.ts          print that tree as text (printWorker.ts does it in a thread during the build;
 *                     markdownBodies.ts picks each doc's body from there, a cache, or its source);
 *   llmsTxt.ts        lay out llms.txt, llms-full.txt and each copy's head, which this file writes.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';
import {markdownPathFor} from './markdownUrl';
import {linkContext} from './mdxToMarkdown';
import type {ConvertJob} from './markdownBodies';
import {closeCapture, openCapture} from './capture';
import {startPrinter, type Printer} from './printWorker';
import {groupDocs, pageMarkdown, renderLlmsFull, renderLlmsTxt, type DocEntry, type SidebarItem} from './llmsTxt';
import {IO_CONCURRENCY, mapConcurrently} from '../shared/concurrency';

export type Options = {
  /** Headline of llms.txt; the site title by default. */
  title?: string;
  /** The summary quoted under the headline; the site tagline by default. */
  summary?: string;
  /** Section title per sidebar id, in output order. */
  sidebarTitles?: Record<string, string>;
  /** The docs plugin instance to read. */
  docsPluginId?: string;
};

export type GeneratedFiles = Map<string, string>;

type SiteInfo = {
  siteDir: string;
  siteUrl: string;
  title: string;
  summary: string;
  sidebarTitles: Record<string, string>;
  /** The site's `markdown.mdx1Compat.admonitions` (see ConvertContext). */
  admonitionTitles?: boolean;
};

const sourceFile = (siteDir: string, doc: DocMetadata) => path.join(siteDir, doc.source.replace(/^@site\//, ''));

/**
 * Everything the plugin writes, keyed by path inside the build folder. No file writes. A doc's
 * body comes from `converted` when it has one (postBuild passes collectBodies' bodies), else from
 * converting the file here.
 */
export async function generateFiles(
  docs: readonly DocMetadata[],
  sidebars: Record<string, readonly SidebarItem[]>,
  site: SiteInfo,
  converted: (filePath: string, source: string) => string | undefined = () => undefined,
): Promise<GeneratedFiles> {
  const {siteDir, siteUrl, title, summary, sidebarTitles} = site;
  const ctx = linkContext(convertJob(docs, site, null));
  const files: GeneratedFiles = new Map();
  const entries: DocEntry[] = [];
  const sources = await mapConcurrently(docs, IO_CONCURRENCY, (doc) => fs.readFile(sourceFile(siteDir, doc), 'utf8'));
  // Loaded when a doc needs it: the remark packages of print.ts cost the main thread about 0.2 s
  // to load, at startup if imported at the top.
  let sourceToMarkdown: typeof import('./print').sourceToMarkdown | undefined;

  for (const [index, doc] of docs.entries()) {
    const filePath = sourceFile(siteDir, doc);
    const source = sources[index]!;
    let body = converted(filePath, source);
    if (body === undefined) {
      sourceToMarkdown ??= (await import('./print')).sourceToMarkdown;
      body = sourceToMarkdown(source, {...ctx, filePath});
    }
    const markdown = pageMarkdown({title: doc.title, description: doc.description, url: siteUrl + doc.permalink, body});
    const mdPath = markdownPathFor(doc.permalink);
    files.set(mdPath.replace(/^\//, ''), markdown);
    if (!doc.unlisted) {
      entries.push({id: doc.id, title: doc.title, description: doc.description, markdownUrl: siteUrl + mdPath, markdown});
    }
  }

  const sections = groupDocs(entries, sidebars, sidebarTitles);
  files.set('llms.txt', renderLlmsTxt({title, summary, fullUrl: `${siteUrl}/llms-full.txt`, sections}));
  files.set('llms-full.txt', renderLlmsFull({title, summary, sections}));
  return files;
}

/** What collectBodies (markdownBodies.ts) works from: the docs as plain data, and the cache file of this site. */
export function convertJob(docs: readonly DocMetadata[], site: Pick<SiteInfo, 'siteDir' | 'siteUrl' | 'admonitionTitles'>, cacheFile: string | null): ConvertJob {
  return {
    siteDir: site.siteDir,
    siteUrl: site.siteUrl,
    admonitionTitles: site.admonitionTitles ?? false,
    docs: docs.map((doc) => ({id: doc.id, permalink: doc.permalink, file: sourceFile(site.siteDir, doc)})),
    cacheFile,
  };
}

/** Checks the options object: a typo in the site config fails with the key's name. */
export function readOptions(raw: unknown): Options {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object') throw new Error('llms-txt: options must be an object.');
  const known = new Set(['id', 'title', 'summary', 'sidebarTitles', 'docsPluginId']);
  for (const [key, value] of Object.entries(raw)) {
    if (!known.has(key)) throw new Error(`llms-txt: unknown option "${key}".`);
    if (key === 'sidebarTitles') {
      if (typeof value !== 'object' || value === null || Object.values(value).some((v) => typeof v !== 'string')) {
        throw new Error('llms-txt: "sidebarTitles" must map sidebar ids to strings.');
      }
    } else if (typeof value !== 'string') {
      throw new Error(`llms-txt: "${key}" must be a string.`);
    }
  }
  return raw as Options;
}

export default function llmsTxtPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = readOptions(rawOptions);
  const {siteConfig, siteDir} = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const admonitionTitles = siteConfig.markdown.mdx1Compat.admonitions;
  let docs: DocMetadata[] = [];
  let sidebars: Record<string, readonly SidebarItem[]> = {};
  let printer: Printer | undefined;

  return {
    name: 'llms-txt',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    allContentLoaded({allContent}) {
      const content = allContent['docusaurus-plugin-content-docs']?.[options.docsPluginId ?? 'default'] as
        | LoadedContent
        | undefined;
      const version = content?.loadedVersions[0];
      if (!version) throw new Error('llms-txt: the docs plugin has no loaded version to read.');
      docs = version.docs;
      sidebars = version.sidebars as unknown as Record<string, readonly SidebarItem[]>;
      // Only a production build runs postBuild: from here on the MDX loader converts the docs for
      // it, and a worker thread prints them as they come.
      if (process.env.NODE_ENV === 'production') {
        const ctx = linkContext(convertJob(docs, {siteDir, siteUrl, admonitionTitles}, null));
        const files = new Set(docs.map((doc) => sourceFile(siteDir, doc)));
        const print = startPrinter();
        printer = print;
        openCapture((file) => (files.has(file) ? {...ctx, filePath: file} : undefined), admonitionTitles, (_file, doc) => print.add(doc));
      }
    },

    async postBuild({outDir}) {
      const started = Date.now();
      const cacheFile = path.join(siteDir, 'node_modules', '.cache', 'llms-txt', 'markdown.json');
      // Loaded here, not at startup with the config.
      const {collectBodies} = await import('./markdownBodies');
      const captured = closeCapture();
      await printer?.finish();
      const result = await collectBodies(convertJob(docs, {siteDir, siteUrl, admonitionTitles}, cacheFile), captured);
      const converted = result.docs;
      const files = await generateFiles(
        docs,
        sidebars,
        {
          siteDir,
          siteUrl,
          admonitionTitles,
          title: options.title ?? siteConfig.title,
          summary: options.summary ?? siteConfig.tagline,
          sidebarTitles: options.sidebarTitles ?? {},
        },
        // collectBodies read each file a moment ago: its bodies are for the current content.
        (filePath) => converted[filePath]?.body,
      );
      const dirs = new Set([...files.keys()].map((file) => path.dirname(path.join(outDir, file))));
      await Promise.all([...dirs].map((dir) => fs.mkdir(dir, {recursive: true})));
      await mapConcurrently([...files], IO_CONCURRENCY, ([file, text]) => fs.writeFile(path.join(outDir, file), text));
      console.log(
        `[llms-txt] wrote llms.txt, llms-full.txt and ${files.size - 2} Markdown pages (${result.captured} from the MDX loader's trees, ${result.reused} from the cache, ${docs.length - result.captured - result.reused} converted from the source) in ${Date.now() - started} ms`,
      );
    },
  };
}
