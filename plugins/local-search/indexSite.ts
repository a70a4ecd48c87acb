/**
 * The production index: records from the built pages' HTML, written where `npm run search:upload`
 * reads them and, in local mode, as the embedded index. postBuild runs it in a worker thread
 * (../shared/worker.ts), so that reading 400 pages and building the index (about 1.6 s of CPU in
 * a cold build) runs beside the other plugins' postBuild work on the main thread, on the core the
 * render workers have just left. Input and output are plain data.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {buildIndex} from './engine/buildIndex';
import {extractHtmlPage} from './records/fromHtml';
import {blocksToRecords} from './records/toRecords';
import type {PageInfo, SearchRecord} from './records/types';
import {IO_CONCURRENCY, mapConcurrently} from '../shared/concurrency';

/** Writes the embedded index of `records` into `dir` (emptied first). */
export async function writeIndex(dir: string, records: SearchRecord[], siteUrl: string): Promise<{files: number; bytes: number}> {
  const {manifest, files} = buildIndex(records, siteUrl);
  await fs.rm(dir, {recursive: true, force: true});
  await fs.mkdir(path.join(dir, manifest.dir), {recursive: true});
  let bytes = 0;
  for (const body of files.values()) bytes += body.length;
  await mapConcurrently([...files], IO_CONCURRENCY, ([name, body]) => fs.writeFile(path.join(dir, manifest.dir, name), body));
  await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return {files: files.size + 1, bytes};
}

/** Errors that mean "nothing at this path", where the next candidate is tried (a directory there fails the read, as it does in Docusaurus). */
const NOTHING_THERE = new Set(['ENOENT', 'ENOTDIR']);

/**
 * A page's built HTML, found where Docusaurus' `readOutputHTMLFile` (@docusaurus/utils) looks:
 * `<permalink>/index.html` unless `trailingSlash` is false, then `<permalink>.html` unless it is
 * true. That function asks whether each candidate exists before reading it; reading it straight
 * away saves the check, 123 of the 150 ms it takes for 400 pages in the indexing thread of a cold
 * build, on the critical path of postBuild.
 */
export async function readBuiltPage(permalink: string, outDir: string, trailingSlash: boolean | undefined): Promise<Buffer> {
  const withTrailingSlash = path.join(outDir, permalink, 'index.html');
  const base = path.join(outDir, permalink.replace(/\/$/, ''));
  const withoutTrailingSlash = /\.html?$/i.test(base) ? base : `${base}.html`;
  const candidates = [trailingSlash !== false && withTrailingSlash, trailingSlash !== true && withoutTrailingSlash].filter((file): file is string => Boolean(file));
  for (const file of candidates) {
    try {
      return await fs.readFile(file);
    } catch (error) {
      if (!NOTHING_THERE.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    }
  }
  throw new Error(`Expected output HTML file to be found at ${withTrailingSlash} for permalink ${permalink}.`);
}

export type IndexSiteJob = {
  pages: PageInfo[];
  outDir: string;
  trailingSlash: boolean | undefined;
  siteUrl: string;
  /** Where the records go for the upload script. */
  recordsFile: string;
  /** The embedded index's folder, or null when the site searches the hosted index. */
  indexDir: string | null;
};

export type IndexSiteResult = {records: number; files: number; bytes: number};

export async function indexBuiltSite(job: IndexSiteJob): Promise<IndexSiteResult> {
  // Pages are read concurrently and extracted as they arrive; records keep the pages' order.
  const perPage = await mapConcurrently(job.pages, IO_CONCURRENCY, async (page) => {
    const html = await readBuiltPage(page.permalink, job.outDir, job.trailingSlash);
    const extracted = extractHtmlPage(html.toString('utf8'));
    if (extracted.noindex) return [];
    return blocksToRecords(
      {
        ...page,
        language: extracted.language ?? page.language,
        docusaurusTag: extracted.docusaurusTag ?? page.docusaurusTag,
      },
      extracted.blocks,
      job.siteUrl,
    );
  });
  const records: SearchRecord[] = perPage.flat();
  await fs.mkdir(path.dirname(job.recordsFile), {recursive: true});
  await fs.writeFile(job.recordsFile, JSON.stringify(records));
  const written = job.indexDir ? await writeIndex(job.indexDir, records, job.siteUrl) : {files: 0, bytes: 0};
  return {records: records.length, ...written};
}
