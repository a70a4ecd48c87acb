import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {readOutputHTMLFile} from '@docusaurus/utils';
import * as emitUtils from '@docusaurus/utils/lib/emitUtils';
import {indexBuiltSite, type IndexSiteJob, type IndexSiteResult} from '../indexSite';
import {startWorker} from '../../shared/worker';
import {FIXTURE_PAGES, SITE_URL, allFixtureRecords, fixtureHtml} from './fixtures';

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-search-site-'));
afterAll(() => fs.rmSync(outDir, {recursive: true, force: true}));

// The fixture pages laid out as a build writes them (`<permalink>/index.html`).
for (const page of FIXTURE_PAGES) {
  fs.mkdirSync(path.join(outDir, page.permalink), {recursive: true});
  fs.writeFileSync(path.join(outDir, page.permalink, 'index.html'), fixtureHtml(page.name));
}

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
  it("is Docusaurus' readOutputHTMLFile, from the module the worker imports", () => {
    expect(emitUtils.readOutputHTMLFile).toBe(readOutputHTMLFile);
  });
});
