// @ts-check
/** Shared command line of check.mjs, lint.mjs and check-examples.mjs. */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {formatReport, runContentCheck} from './run.mjs';

const SITE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Runs the checks on the site (or on `--root <dir>`), prints the report and sets the exit code.
 * @param {{lint: boolean, examples: boolean}} mode
 * @param {string[]} [args]
 */
export function main(mode, args = process.argv.slice(2)) {
  const i = args.indexOf('--root');
  const root = i >= 0 && args[i + 1] ? path.resolve(/** @type {string} */ (args[i + 1])) : SITE_ROOT;
  // --only docs/lambda [--only docs/cloudrun ...]: report just these files (paths relative to the
  // root), for checking one folder while other pages are being written.
  const only = args.flatMap((arg, k) => (arg === '--only' && args[k + 1] ? [/** @type {string} */ (args[k + 1])] : []));
  const started = performance.now();
  const result = runContentCheck({root, ...mode, only});
  result.timings.total = performance.now() - started;
  console.log(formatReport(result));
  process.exitCode = result.ok ? 0 : 1;
}
