import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {dryRun, indexSettings, readRecords, upload, type UploadClient} from '../../../scripts/search-upload';
import {allFixtureRecords} from './fixtures';

describe('search:upload', () => {
  const records = allFixtureRecords();

  it('replaces all records, then applies the settings and waits for them', async () => {
    const calls: string[] = [];
    const client: UploadClient = {
      replaceAllObjects: async ({indexName, objects}) => calls.push(`replace ${indexName} ${objects.length}`),
      setSettings: async ({indexName}) => {
        calls.push(`settings ${indexName}`);
        return {taskID: 7};
      },
      waitForTask: async ({taskID}) => calls.push(`wait ${taskID}`),
    };
    await upload(client, 'remotion', records);
    expect(calls).toEqual([`replace remotion ${records.length}`, 'settings remotion', 'wait 7']);
  });

  it('--dry-run prints every record, one JSON object per line, and the settings apart', () => {
    let out = '';
    let info = '';
    dryRun(records, (text) => (out += text), (text) => (info += text));
    const lines = out.trimEnd().split('\n');
    expect(lines).toHaveLength(records.length);
    expect(lines.map((line) => JSON.parse(line))).toEqual(records);
    expect(info).toContain(`${records.length} records`);
    expect(JSON.parse(info.slice(info.indexOf('{')))).toEqual(indexSettings());
  });

  it('configures the facets contextual search filters on, and one hit per URL', () => {
    const settings = indexSettings();
    expect(settings.attributesForFaceting).toEqual(expect.arrayContaining(['language', 'docusaurus_tag']));
    expect(settings).toMatchObject({attributeForDistinct: 'url', distinct: true, minWordSizefor1Typo: 4, minWordSizefor2Typos: 8});
    expect(settings.searchableAttributes?.at(-1)).toBe('content');
  });

  it('reads the records file and refuses a missing, empty or duplicated one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-upload-'));
    const file = path.join(dir, 'records.json');
    expect(() => readRecords(file)).toThrow(/npm run build/);
    fs.writeFileSync(file, '[]');
    expect(() => readRecords(file)).toThrow(/no search records/);
    fs.writeFileSync(file, JSON.stringify([records[0], records[0]]));
    expect(() => readRecords(file)).toThrow(/Duplicate objectID/);
    fs.writeFileSync(file, JSON.stringify(records));
    expect(readRecords(file)).toHaveLength(records.length);
  });
});
