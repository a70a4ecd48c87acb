// @ts-check
/**
 * Runs the content checks over a site folder and formats the report. The command-line entry
 * points (check.mjs, lint.mjs, check-examples.mjs) and the unit tests all go through here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {loadPages} from './pages.mjs';
import {extractFacts} from './extract.mjs';
import {collectBlocks, typeCheckBlocks} from './examples.mjs';
import {planReport, readPlan} from './plan.mjs';
import {
  checkDocUrl,
  checkDuplicateDescriptions,
  checkAdmonitionTitles,
  checkEmptySections,
  checkFrontMatter,
  checkHeadingOrder,
  checkLinks,
  checkNearDuplicates,
  checkPlaceholders,
  checkStockOpenings,
  checkUnknownComponents,
  checkVersions,
  checkWordCount,
  pageKind,
  registeredComponents,
  trimSlash,
} from './rules/index.mjs';

/**
 * @typedef {object} RunOptions
 * @property {string} root  site folder (docs/, blog/, learn/, success-stories/, config/docs-plan.json)
 * @property {boolean} [lint]
 * @property {boolean} [examples]
 * @property {string[]} [only]  report problems and type-check examples only for files under these
 *   paths (relative to root, e.g. `docs/lambda`); cross-page rules still compare against every page
 *
 * @typedef {object} RunResult
 * @property {import('./rules/shared.mjs').CheckedPage[]} pages
 * @property {import('./rules/shared.mjs').Problem[]} problems  lint problems, sorted by file and line
 * @property {import('./similarity.mjs').DuplicatePair[]} duplicatePairs
 * @property {import('./plan.mjs').PlanReport | null} plan
 * @property {import('./examples.mjs').ExampleResult | null} examples
 * @property {{pages: number, words: number, medianWords: number, codeBlocks: number, byCollection: Record<string, number>}} stats
 * @property {Record<string, number>} timings  milliseconds per phase
 * @property {boolean} ok
 */

/**
 * @param {string} name
 * @param {string} root
 */
function installedVersion(name, root) {
  try {
    const require = createRequire(path.join(path.resolve(root), 'package.json'));
    return /** @type {{version: string}} */ (require(`${name}/package.json`)).version;
  } catch {
    return null;
  }
}

/** @param {number[]} values */
export function median(values) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? /** @type {number} */ (sorted[mid]) : Math.round(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
}

/**
 * @param {RunOptions} options
 * @returns {RunResult}
 */
export function runContentCheck({root, lint = true, examples = true, only = []}) {
  const inScope = (/** @type {string} */ file) => only.length === 0 || only.some((prefix) => file === prefix || file.startsWith(prefix.replace(/\/?$/, '/')) || file.startsWith(prefix + '.'));
  /** @type {Record<string, number>} */
  const timings = {};
  const time = (/** @type {string} */ phase, /** @type {number} */ since) => {
    timings[phase] = performance.now() - since;
  };

  let t = performance.now();
  const loaded = loadPages(root);
  /** @type {import('./rules/shared.mjs').Problem[]} */
  const problems = [];
  /** @type {import('./rules/shared.mjs').CheckedPage[]} */
  const pages = [];
  for (const page of loaded) {
    if (!page.tree) {
      const error = page.error ?? {line: 1, message: 'could not parse'};
      problems.push({file: page.file, line: error.line, rule: 'mdx-syntax', message: error.message});
      continue;
    }
    if (page.error) problems.push({file: page.file, line: page.error.line, rule: 'front-matter', message: page.error.message});
    pages.push({...page, ...extractFacts(page.tree)});
  }
  time('parse', t);

  const plan = readPlan(path.join(root, 'config', 'docs-plan.json'));
  const docs = pages.filter((p) => p.collection === 'docs');
  const docIds = new Set(docs.map((p) => /** @type {string} */ (p.docId)));
  let report = null;
  /** @type {import('./similarity.mjs').DuplicatePair[]} */
  let duplicatePairs = [];

  if (lint) {
    t = performance.now();
    /** @type {import('./rules/shared.mjs').LintContext} */
    const ctx = {
      plan,
      remotionVersion: installedVersion('remotion', root),
      docIds,
      docUrls: new Set(docs.map((p) => trimSlash(/** @type {string} */ (p.permalink)))),
      postUrls: new Set(pages.filter((p) => p.collection !== 'docs').map((p) => trimSlash(/** @type {string} */ (p.permalink)))),
      fileExists: (file) => fs.existsSync(path.join(root, file)),
    };
    const registryFile = path.join(root, 'src', 'theme', 'MDXComponents.tsx');
    // A site folder without the registry (the test fixtures) skips this rule.
    const components = fs.existsSync(registryFile) ? registeredComponents(fs.readFileSync(registryFile, 'utf8')) : null;
    for (const page of pages) {
      problems.push(
        ...(components ? checkUnknownComponents(page, components) : []),
        ...checkFrontMatter(page),
        ...checkPlaceholders(page),
        ...checkEmptySections(page),
        ...checkAdmonitionTitles(page),
        ...checkHeadingOrder(page),
        ...checkWordCount(page, pageKind(page, plan)),
        ...checkDocUrl(page, plan),
        ...checkLinks(page, ctx),
        ...checkVersions(page, ctx),
      );
    }
    problems.push(...checkDuplicateDescriptions(pages), ...checkStockOpenings(pages));
    time('lint', t);

    t = performance.now();
    const duplicates = checkNearDuplicates(pages);
    duplicatePairs = duplicates.pairs;
    problems.push(...duplicates.problems);
    time('near-duplicates', t);

    if (plan) {
      report = planReport(plan, docIds);
      for (const id of report.unresolved) {
        problems.push({file: 'config/docs-plan.json', line: 1, rule: 'sidebar', message: `sidebar item "${id}" is not a doc of the plan`});
      }
    }
  }

  let exampleResult = null;
  if (examples) {
    t = performance.now();
    exampleResult = typeCheckBlocks(collectBlocks(pages.filter((p) => inScope(p.file))), {root});
    time('examples', t);
  }

  const reported = problems.filter((problem) => inScope(problem.file));
  reported.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  /** @type {Record<string, number>} */
  const byCollection = {};
  for (const page of pages) byCollection[page.collection] = (byCollection[page.collection] ?? 0) + 1;
  const words = pages.map((p) => p.words);
  return {
    pages,
    problems: reported,
    duplicatePairs,
    plan: report,
    examples: exampleResult,
    stats: {
      pages: pages.length,
      words: words.reduce((a, b) => a + b, 0),
      medianWords: median(words),
      codeBlocks: pages.reduce((n, p) => n + p.codeBlocks.length, 0),
      byCollection,
    },
    timings,
    ok:
      reported.length === 0 &&
      (!exampleResult || (exampleResult.errors.length === 0 && exampleResult.setupErrors.length === 0)),
  };
}

const MAX_LISTED = 200;

/**
 * @param {RunResult} result
 * @returns {string}
 */
export function formatReport(result) {
  /** @type {string[]} */
  const lines = [];
  const seconds = (/** @type {number | undefined} */ ms) => `${((ms ?? 0) / 1000).toFixed(1)} s`;

  if (result.plan) {
    const p = result.plan;
    lines.push(`Docs plan: ${p.written} of ${p.planned} planned docs written, ${p.planned - p.written} missing (counted, not a failure)`);
    for (const s of p.sidebars) lines.push(`  ${s.name}: ${s.written}/${s.planned} written`);
    if (p.unplanned.length) lines.push(`  not in the plan (no sidebar): ${p.unplanned.join(', ')}`);
  }

  if (result.problems.length) {
    lines.push('', `Content lint: ${result.problems.length} problem(s)`);
    for (const problem of result.problems.slice(0, MAX_LISTED)) {
      lines.push(`  ${problem.file}:${problem.line}  [${problem.rule}] ${problem.message}`);
    }
    if (result.problems.length > MAX_LISTED) lines.push(`  … and ${result.problems.length - MAX_LISTED} more`);
  } else if ('lint' in result.timings) {
    lines.push('', 'Content lint: no problems');
  }

  const ex = result.examples;
  if (ex) {
    lines.push('', `Examples: ${ex.checked} checked, ${ex.flagged} flagged nocheck, ${ex.failedBlocks.length} failed`);
    for (const message of ex.setupErrors) lines.push(`  compiler setup: ${message}`);
    for (const e of ex.errors.slice(0, MAX_LISTED)) {
      lines.push(`  ${e.block.file}:${e.line}:${e.column}  TS${e.code} ${e.message.split('\n').join('\n      ')}`);
      lines.push(`      ${e.line} | ${e.sourceLine.trim()}   (${e.block.lang} block ${e.block.index})`);
    }
    if (ex.errors.length > MAX_LISTED) lines.push(`  … and ${ex.errors.length - MAX_LISTED} more errors`);
    if (ex.flaggedButCompile.length) {
      lines.push(`  note: ${ex.flaggedButCompile.length} nocheck block(s) compile fine; the flag can go:`);
      for (const b of ex.flaggedButCompile.slice(0, 20)) lines.push(`    ${b.file}:${b.line}`);
    }
  }

  const s = result.stats;
  const collections = Object.entries(s.byCollection).map(([name, n]) => `${name} ${n}`).join(', ');
  lines.push(
    '',
    `Summary: ${s.pages} pages (${collections}), ${s.words} words, median ${s.medianWords} words per page, ` +
      `${s.codeBlocks} code blocks` +
      (ex ? ` (${ex.checked} type-checked, ${ex.flagged} flagged, ${ex.failedBlocks.length} failed)` : ''),
    `Timings: ${Object.entries(result.timings).map(([phase, ms]) => `${phase} ${seconds(ms)}`).join(', ')}`,
    result.ok ? 'Content checks passed.' : 'Content checks FAILED.',
  );
  return lines.join('\n');
}
