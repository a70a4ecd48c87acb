#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench`: build time and memory against a plain Docusaurus baseline built in the same
 * run, dev server start, bytes per page, the largest chunks, Lighthouse, client-side navigation
 * and search, checked against bench/budgets.json. Prints one table and writes
 * bench-results/bench.json. Everything it builds lives in the scratch folder (--work-dir); the
 * checkout's build/, .docusaurus/ and caches are never touched. `--help` lists the flags.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {parseArgs, USAGE} from './lib/args.mjs';
import {evaluateBudgets, validateBudgetFile} from './lib/budgets.mjs';
import {choosePages, measureSearch, measureServed} from './lib/measure.mjs';
import {buildUntimed, prepareSites, recordBuilds, runBuilds, runDevServer} from './lib/prepare.mjs';
import {stopAllStarted} from './lib/process.mjs';
import {buildTable, printChunks} from './lib/report.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @param {string} message */
function say(message) {
  process.stderr.write(`[bench ${new Date().toTimeString().slice(0, 8)}] ${message}\n`);
}

function gitHead() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: REPO}).toString().trim();
    // --no-optional-locks: a read-only status that does not refresh the index file.
    const dirty = execFileSync('git', ['--no-optional-locks', 'status', '--porcelain'], {cwd: REPO}).toString().trim() !== '';
    return dirty ? `${head} + uncommitted changes` : head;
  } catch {
    return null;
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const {only} = options;
  const source = options.site ? path.resolve(options.site) : REPO;
  const work = path.resolve(options.workDir);
  for (const dir of new Set([REPO, source])) {
    if (work === dir || work.startsWith(dir + path.sep)) {
      throw new Error(`--work-dir must be outside the site (${dir}): the bench deletes and rebuilds what is in it`);
    }
  }
  const budgets = validateBudgetFile(JSON.parse(fs.readFileSync(path.join(REPO, 'bench', 'budgets.json'), 'utf8')));
  fs.mkdirSync(work, {recursive: true});
  /** @type {import('./lib/prepare.mjs').BenchContext} */
  const ctx = {
    options,
    repo: REPO,
    source,
    work,
    logFile: path.join(work, 'bench.log'),
    ours: {site: path.join(work, 'ours-site'), build: path.join(work, 'ours-build')},
    base: {site: path.join(work, 'baseline-site'), build: path.join(work, 'baseline-build')},
    same: {site: path.join(work, 'same-docs-site'), build: path.join(work, 'same-docs-build')},
    say,
  };
  fs.writeFileSync(ctx.logFile, `bench started ${new Date().toISOString()}\n`);
  const stateFile = path.join(work, 'state.json');

  /** @type {Record<string, any>} */
  const results = {
    meta: {
      started: new Date().toISOString(),
      command: `node scripts/bench/index.mjs ${process.argv.slice(2).join(' ')}`.trim(),
      sections: [...only],
      runs: options.runs,
      node: process.version,
      cpus: os.cpus().length,
      memoryBytes: os.totalmem(),
      loadAverageAtStart: os.loadavg().map((l) => Number(l.toFixed(2))),
      commit: gitHead(),
      workDir: work,
      note: 'Timings depend on machine load; compare ours with the baseline built in the same run.',
    },
  };

  // Sites and builds. --reuse picks up the copies and builds of an earlier run instead.
  const needsBaseline = only.has('build') || only.has('bytes');
  const needsBuild = ['bytes', 'chunks', 'lighthouse', 'nav', 'search'].some((s) => only.has(/** @type {any} */ (s)));
  const reuse = options.reuse && !only.has('build') && fs.existsSync(stateFile) && fs.existsSync(ctx.ours.build);
  /** @type {import('./lib/prepare.mjs').BenchState} */
  const state = reuse ? JSON.parse(fs.readFileSync(stateFile, 'utf8')) : await prepareSites(ctx, needsBaseline);
  if (reuse) say(`reusing the builds in ${work}`);
  results.site = {docs: state.docs, blog: state.blog, longestDoc: state.longestDoc, baseline: state.baseline ?? null};
  if (!reuse) {
    if (only.has('build')) results.build = await runBuilds(ctx, state);
    else if (needsBuild) await buildUntimed(ctx, state, only.has('bytes'));
    recordBuilds(ctx, state);
    fs.writeFileSync(stateFile, JSON.stringify(state, null, 2));
  }
  results.site.htmlPages = state.htmlPages ?? null;
  if (state.oursBuildError) results.oursBuildError = state.oursBuildError;
  const ready = {
    ours: Boolean(state.oursBuilt) && fs.existsSync(path.join(ctx.ours.build, 'index.html')),
    baseline: Boolean(state.baselineBuilt) && fs.existsSync(path.join(ctx.base.build, 'index.html')),
  };

  if (only.has('dev')) results.dev = await runDevServer(ctx);

  const pages = choosePages(ctx, state, ready);
  results.pages = {
    ours: Object.fromEntries(pages.ours.map((p) => [p.key, p.path])),
    baseline: Object.fromEntries(pages.baseline.map((p) => [p.key, p.path])),
    missing: pages.missing,
  };
  if (ready.ours) Object.assign(results, await measureServed(ctx, state, pages));
  if (only.has('search')) results.search = await measureSearch(ctx, ready.ours);

  results.meta.finished = new Date().toISOString();
  results.meta.loadAverageAtEnd = os.loadavg().map((l) => Number(l.toFixed(2)));
  results.budgets = evaluateBudgets(budgets, results);

  const outFile = path.resolve(REPO, options.out);
  fs.mkdirSync(path.dirname(outFile), {recursive: true});
  fs.writeFileSync(outFile, JSON.stringify(results, null, 2) + '\n');
  console.log(buildTable(results));
  if (results.chunks) console.log('\n' + printChunks(results.chunks));
  console.log(`\nJSON: ${outFile}\nlog: ${ctx.logFile}`);
}

// Builds and servers run in their own process groups; end them if the bench is interrupted.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    stopAllStarted();
    process.exit(130);
  });
}

main().catch((error) => {
  stopAllStarted();
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
