/**
 * llms-txt: machine-readable docs, generated after the build from the same MDX sources.
 *   /llms.txt        index of every doc: title, description, link to its Markdown copy
 *   /llms-full.txt   all docs as Markdown, in sidebar order
 *   /docs/<page>.md  a Markdown copy of each doc page (see markdownUrl.ts for the rule)
 * The "Copy page" button on doc pages (client/CopyPageButton, mounted by
 * src/theme/DocItem/Content) fetches the .md copy. Files are written in postBuild, so they
 * exist in `docusaurus build` output, not in the dev server.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';
import {markdownPathFor} from './markdownUrl';
import {mdxToMarkdown, pageMarkdown} from './toMarkdown';
import {startCapture, stopCapture, takeCaptured, type CaptureContext} from './capture';
import {groupDocs, renderLlmsFull, renderLlmsTxt, type DocEntry, type SidebarItem} from './llmsTxt';
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

/** How links between docs resolve, for the converter. */
export function convertContext(
  docs: readonly DocMetadata[],
  {siteDir, siteUrl, admonitionTitles = false}: Pick<SiteInfo, 'siteDir' | 'siteUrl' | 'admonitionTitles'>,
): CaptureContext {
  const byId = new Map(docs.map((d) => [d.id, d.permalink]));
  const byFile = new Map(docs.map((d) => [sourceFile(siteDir, d), d.permalink]));
  return {siteDir, siteUrl, admonitionTitles, docPathById: (id) => byId.get(id), docPathByFile: (file) => byFile.get(file)};
}

/**
 * Everything the plugin writes, keyed by path inside the build folder. No file writes. A doc's
 * body comes from `captured` when it has one for the file's current content (see capture.ts),
 * else from parsing the file.
 */
export async function generateFiles(
  docs: readonly DocMetadata[],
  sidebars: Record<string, readonly SidebarItem[]>,
  site: SiteInfo,
  captured: (filePath: string, source: string) => string | undefined = () => undefined,
): Promise<GeneratedFiles> {
  const {siteDir, siteUrl, title, summary, sidebarTitles} = site;
  const ctx = convertContext(docs, site);
  const files: GeneratedFiles = new Map();
  const entries: DocEntry[] = [];
  const sources = await mapConcurrently(docs, IO_CONCURRENCY, (doc) => fs.readFile(sourceFile(siteDir, doc), 'utf8'));

  for (const [index, doc] of docs.entries()) {
    const filePath = sourceFile(siteDir, doc);
    const source = sources[index]!;
    const body = captured(filePath, source) ?? mdxToMarkdown(source, {...ctx, filePath});
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

  return {
    name: 'llms-txt',

    allContentLoaded({allContent}) {
      const content = allContent['docusaurus-plugin-content-docs']?.[options.docsPluginId ?? 'default'] as
        | LoadedContent
        | undefined;
      const version = content?.loadedVersions[0];
      if (!version) throw new Error('llms-txt: the docs plugin has no loaded version to read.');
      docs = version.docs;
      sidebars = version.sidebars as unknown as Record<string, readonly SidebarItem[]>;
      // Only a production build runs postBuild: the dev server's loader is left alone.
      if (process.env.NODE_ENV === 'production') startCapture(convertContext(docs, {siteDir, siteUrl, admonitionTitles}));
    },

    async postBuild({outDir}) {
      const started = Date.now();
      let reused = 0;
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
        (filePath, source) => {
          const body = takeCaptured(filePath, source);
          if (body !== undefined) reused += 1;
          return body;
        },
      );
      stopCapture();
      const dirs = new Set([...files.keys()].map((file) => path.dirname(path.join(outDir, file))));
      await Promise.all([...dirs].map((dir) => fs.mkdir(dir, {recursive: true})));
      await mapConcurrently([...files], IO_CONCURRENCY, ([file, text]) => fs.writeFile(path.join(outDir, file), text));
      console.log(
        `[llms-txt] wrote llms.txt, llms-full.txt and ${files.size - 2} Markdown pages (${reused} converted from the MDX loader's trees) in ${Date.now() - started} ms`,
      );
    },
  };
}
