/**
 * Sends the search records of the last production build to a hosted Algolia index, so hosted
 * mode ranks exactly what the embedded index holds. Run after `npm run build`:
 *
 *   ALGOLIA_APP_ID=... ALGOLIA_ADMIN_API_KEY=... ALGOLIA_INDEX_NAME=... npm run search:upload
 *
 * The admin (write) key is only needed here; the site itself uses the search-only key.
 * Options: `--records <file>` (default: the file the build leaves in .docusaurus/), `--dry-run`
 * (print the records that would be sent, one JSON object per line, and the settings; send nothing).
 */
import fs from 'node:fs';
import path from 'node:path';
import {algoliasearch} from 'algoliasearch';
import type {SearchRecord} from '../plugins/local-search/records/types';

type Settings = Parameters<ReturnType<typeof algoliasearch>['setSettings']>[0]['indexSettings'];

/**
 * Index settings that make Algolia rank the records the way the embedded engine does: titles
 * and headings before text, Algolia's default typo rules, plurals ignored, one hit per URL.
 */
export function indexSettings(): Settings {
  return {
    searchableAttributes: [
      'unordered(hierarchy.lvl0)',
      'unordered(hierarchy.lvl1)',
      'unordered(hierarchy.lvl2)',
      'unordered(hierarchy.lvl3)',
      'unordered(hierarchy.lvl4)',
      'unordered(hierarchy.lvl5)',
      'unordered(hierarchy.lvl6)',
      'content',
    ],
    attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
    customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
    attributesToSnippet: ['content:10'],
    attributeForDistinct: 'url',
    distinct: true,
    typoTolerance: true,
    minWordSizefor1Typo: 4,
    minWordSizefor2Typos: 8,
    allowTyposOnNumericTokens: false,
    ignorePlurals: true,
    removeWordsIfNoResults: 'allOptional',
    camelCaseAttributes: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'content'],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  };
}

export function defaultRecordsFile(siteDir: string): string {
  return path.join(siteDir, '.docusaurus', 'docusaurus-plugin-local-search', 'records.json');
}

/** Reads and checks the records file; the message says what to do when it is missing. */
export function readRecords(file: string): SearchRecord[] {
  if (!fs.existsSync(file)) {
    throw new Error(`No search records at ${file}. Run "npm run build" first: the build writes them.`);
  }
  const records = JSON.parse(fs.readFileSync(file, 'utf8')) as SearchRecord[];
  if (!Array.isArray(records) || records.length === 0) throw new Error(`${file} holds no search records.`);
  const ids = new Set<string>();
  for (const record of records) {
    if (!record.objectID || !record.url || !record.hierarchy?.lvl0 || !record.hierarchy.lvl1) {
      throw new Error(`Malformed search record in ${file}: ${JSON.stringify(record).slice(0, 200)}`);
    }
    if (ids.has(record.objectID)) throw new Error(`Duplicate objectID ${record.objectID} in ${file}.`);
    ids.add(record.objectID);
  }
  return records;
}

/** The part of the Algolia client the upload uses (a fake one stands in for it in tests). */
export type UploadClient = {
  replaceAllObjects(options: {indexName: string; objects: Record<string, unknown>[]; batchSize?: number}): Promise<unknown>;
  setSettings(options: {indexName: string; indexSettings: Settings}): Promise<{taskID: number}>;
  waitForTask(options: {indexName: string; taskID: number}): Promise<unknown>;
};

/** Replaces the index's records in one swap (Algolia builds a temporary index), then applies the settings. */
export async function upload(client: UploadClient, indexName: string, records: SearchRecord[]): Promise<void> {
  await client.replaceAllObjects({indexName, objects: records, batchSize: 1000});
  const {taskID} = await client.setSettings({indexName, indexSettings: indexSettings()});
  await client.waitForTask({indexName, taskID});
}

/**
 * What `--dry-run` prints: the records that would be sent, one JSON object per line on stdout
 * (so `npm run search:upload -- --dry-run > records.ndjson` keeps them), and on stderr how many
 * there are and the index settings that would be applied.
 */
export function dryRun(records: SearchRecord[], out: (text: string) => void, info: (text: string) => void): void {
  for (const record of records) out(`${JSON.stringify(record)}\n`);
  const pages = new Set(records.map((record) => record.url_without_anchor)).size;
  info(`Dry run: would send the ${records.length} records above (${pages} pages), then apply these settings:\n`);
  info(`${JSON.stringify(indexSettings(), null, 2)}\n`);
}

function requireEnv(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(`${name} is not set. search:upload needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY and ALGOLIA_INDEX_NAME.`);
  return value;
}

async function main(argv: string[]): Promise<void> {
  const option = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const file = path.resolve(option('records') ?? defaultRecordsFile(process.cwd()));
  const records = readRecords(file);
  const pages = new Set(records.map((record) => record.url_without_anchor)).size;
  if (argv.includes('--dry-run')) {
    dryRun(records, (line) => process.stdout.write(line), (line) => process.stderr.write(line));
    return;
  }
  const indexName = requireEnv('ALGOLIA_INDEX_NAME');
  const client = algoliasearch(requireEnv('ALGOLIA_APP_ID'), requireEnv('ALGOLIA_ADMIN_API_KEY'));
  console.log(`Sending ${records.length} records from ${pages} pages to ${indexName}...`);
  await upload(client, indexName, records);
  console.log('Done.');
}

// Run when this file is the script being executed (`jiti scripts/search-upload.ts`), not when imported by tests.
if (process.argv.slice(1).some((arg) => path.resolve(arg) === __filename)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
