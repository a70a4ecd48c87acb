// Adds up the unit (Vitest) and end-to-end (Playwright) results written by scripts/check.sh
// and prints one closing line, "N passed, N failed, N skipped".
import fs from 'node:fs';

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;

const unit = read('test-results/unit.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
  console.log(`unit: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`);
}
const e2e = read('test-results/e2e.json');
if (e2e) {
  const {expected = 0, unexpected = 0, flaky = 0, skipped: s = 0} = e2e.stats ?? {};
  passed += expected + flaky;
  failed += unexpected;
  skipped += s;
  console.log(`end-to-end: ${expected + flaky} passed (${flaky} flaky), ${unexpected} failed`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
