import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {readOutputHTMLFile} from '@docusaurus/utils';
import {indexBuiltSite, readBuiltPage, type IndexSiteJob, type IndexSiteResult} from '../indexSite';
import {startWorker} from '../../shared/worker';
import {FIXTURE_PAGES, SITE_URL, allFixtureRecords, fixtureHtml} from './fixtures';

/** Writes `text` to `file` under `dir`, creating its folders. */
const writeIn = (dir: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
  fs.writeFileSync(path.join(dir, file), text);
};

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-search-site-'));
afterAll(() => fs.rmSync(outDir, {recursive: true, force: true}));

// The fixture pages laid out as a build writes them (`<permalink>/index.html`).
for (const page of FIXTURE_PAGES) writeIn(outDir, path.join(page.permalink, 'index.html'), fixtureHtml(page.name));

const job = (name: string, indexDir: string | null): IndexSiteJob => ({
  pages: FIXTURE_PAGES.map(({name: _name, ...page}) => page),
  outDir,
  trailingSlash: undefined,
  siteUrl: SITE_URL,
  recordsFile: path.join(outDir, name, 'records.json'),
  indexDir,
});

describe('indexBuiltSite', () => {
  it('writes the records of the built pages, in page order, and the embedded index', async () => {
    const indexDir = path.join(outDir, 'search-index');
    const result = await indexBuiltSite(job('here', indexDir));
    const records = JSON.parse(fs.readFileSync(path.join(outDir, 'here', 'records.json'), 'utf8'));
    expect(records).toEqual(allFixtureRecords());
    expect(result.records).toBe(records.length);
    expect(fs.existsSync(path.join(indexDir, 'manifest.json'))).toBe(true);
    expect(result.files).toBeGreaterThan(1);
  });

  it('writes no embedded index for a site that searches the hosted index', async () => {
    expect(await indexBuiltSite(job('hosted', null))).toMatchObject({files: 0, bytes: 0});
  });

  it('gives the same result in the worker thread postBuild runs it in', async () => {
    const worker = startWorker<IndexSiteJob, IndexSiteResult>(path.join(__dirname, '..', 'indexSite.ts'), 'indexBuiltSite');
    const inWorker = await worker.call(job('worker', null)).finally(() => worker.stop());
    expect(inWorker).toEqual(await indexBuiltSite(job('hosted', null)));
    expect(fs.readFileSync(path.join(outDir, 'worker', 'records.json'), 'utf8')).toBe(fs.readFileSync(path.join(outDir, 'hosted', 'records.json'), 'utf8'));
  });
});

describe('the page reader', () => {
  // Pages laid out both ways a build can write them, and one written both ways.
  const layout = fs.mkdtempSync(path.join(os.tmpdir(), 'local-search-layout-'));
  afterAll(() => fs.rmSync(layout, {recursive: true, force: true}));
  const write = (file: string, text: string) => writeIn(layout, file, text);
  write('docs/folder/index.html', 'folder');
  write('docs/flat.html', 'flat');
  write('docs/both/index.html', 'both: folder');
  write('docs/both.html', 'both: flat');
  write('legacy/page.html', 'legacy');
  // A directory where a file is looked for first.
  fs.mkdirSync(path.join(layout, 'docs', 'dir.html'), {recursive: true});
  write('docs/dir/index.html', 'dir');

  const read = async (reader: (permalink: string, outDir: string, trailingSlash: boolean | undefined) => Promise<Buffer>, permalink: string, trailingSlash: boolean | undefined) => {
    try {
      return (await reader(permalink, layout, trailingSlash)).toString('utf8');
    } catch (error) {
      return `error: ${(error as Error).message}`;
    }
  };

  it("finds the file Docusaurus' readOutputHTMLFile finds, or fails with its message", async () => {
    const permalinks = ['/docs/folder', '/docs/folder/', '/docs/flat', '/docs/flat/', '/docs/both', '/docs/both/', '/legacy/page.html', '/docs/missing', '/docs/dir'];
    for (const permalink of permalinks) {
      for (const trailingSlash of [undefined, true, false]) {
        const ours = await read(readBuiltPage, permalink, trailingSlash);
        expect(ours, `${permalink} ${String(trailingSlash)}`).toBe(await read(readOutputHTMLFile, permalink, trailingSlash));
      }
    }
    expect(await read(readBuiltPage, '/docs/both', undefined)).toBe('both: folder');
    expect(await read(readBuiltPage, '/docs/missing', undefined)).toContain('Expected output HTML file to be found at');
  });
});
