// @ts-check
/**
 * Budgets from bench/budgets.json checked against a bench result. A budget reads one value (or
 * the worst of several) or the ratio of two values from the result by dotted path.
 */
import {formatBytes, formatMs, formatRatio, ratio} from './stats.mjs';

/**
 * @typedef {object} Budget
 * @property {string} id
 * @property {string} label
 * @property {'ratio' | 'bytes' | 'ms' | 'score' | 'number'} unit
 * @property {string} comment  why this number and where it comes from
 * @property {string[]} [values]  paths; the worst value counts
 * @property {[string, string]} [ratio]  paths of numerator and denominator
 * @property {number} [max]
 * @property {number} [min]
 */

/**
 * @typedef {object} BudgetResult
 * @property {string} id
 * @property {string} label
 * @property {string} budget  e.g. "≤ 1.30×"
 * @property {number | null} value
 * @property {string} shown
 * @property {'pass' | 'fail' | 'n/a'} status
 */

/**
 * @param {unknown} data
 * @param {string} dotted
 * @returns {number | null}
 */
export function readPath(data, dotted) {
  /** @type {any} */
  let current = data;
  for (const key of dotted.split('.')) {
    if (current === null || typeof current !== 'object' || !(key in current)) return null;
    current = current[key];
  }
  return typeof current === 'number' && Number.isFinite(current) ? current : null;
}

/**
 * @param {number | null} value
 * @param {Budget['unit']} unit
 */
export function formatValue(value, unit) {
  if (value === null) return 'n/a';
  switch (unit) {
    case 'ratio':
      return formatRatio(value);
    case 'bytes':
      return formatBytes(value);
    case 'ms':
      return formatMs(value);
    case 'score':
      return String(Math.round(value));
    default:
      return String(Math.round(value * 1000) / 1000);
  }
}

/**
 * @param {Budget} budget
 * @param {unknown} results
 * @returns {number | null}
 */
export function budgetValue(budget, results) {
  if (budget.ratio) return ratio(readPath(results, budget.ratio[0]), readPath(results, budget.ratio[1]));
  const values = (budget.values ?? []).map((p) => readPath(results, p)).filter((v) => v !== null);
  if (values.length === 0) return null;
  // The worst page decides: the lowest for a minimum, the highest for a maximum.
  return budget.min !== undefined ? Math.min(...values) : Math.max(...values);
}

/**
 * @param {readonly Budget[]} budgets
 * @param {unknown} results
 * @returns {BudgetResult[]}
 */
export function evaluateBudgets(budgets, results) {
  return budgets.map((budget) => {
    const value = budgetValue(budget, results);
    const limit = budget.max ?? budget.min ?? null;
    const sign = budget.max !== undefined ? '≤' : '≥';
    /** @type {BudgetResult['status']} */
    let status = 'n/a';
    if (value !== null && limit !== null) {
      status = (budget.max !== undefined ? value <= budget.max : value >= /** @type {number} */ (budget.min)) ? 'pass' : 'fail';
    }
    return {
      id: budget.id,
      label: budget.label,
      budget: limit === null ? 'n/a' : `${sign} ${formatValue(limit, budget.unit)}`,
      value,
      shown: formatValue(value, budget.unit),
      status,
    };
  });
}

/**
 * Checks the shape of the budget file and says which entry is wrong.
 * @param {unknown} file
 * @returns {Budget[]}
 */
export function validateBudgetFile(file) {
  const list = /** @type {any} */ (file)?.budgets;
  if (!Array.isArray(list)) throw new Error('bench/budgets.json: expected a "budgets" array');
  const ids = new Set();
  for (const [i, b] of list.entries()) {
    const where = `bench/budgets.json budgets[${i}]${b?.id ? ` (${b.id})` : ''}`;
    if (typeof b?.id !== 'string' || typeof b.label !== 'string') throw new Error(`${where}: needs "id" and "label" strings`);
    if (ids.has(b.id)) throw new Error(`${where}: duplicate id`);
    ids.add(b.id);
    if (typeof b.comment !== 'string' || b.comment.length < 20) throw new Error(`${where}: needs a "comment" saying where the number comes from`);
    if (!['ratio', 'bytes', 'ms', 'score', 'number'].includes(b.unit)) throw new Error(`${where}: unknown unit ${b.unit}`);
    if ((b.max === undefined) === (b.min === undefined)) throw new Error(`${where}: needs exactly one of "max" or "min"`);
    if (!b.ratio === !b.values) throw new Error(`${where}: needs exactly one of "values" or "ratio"`);
  }
  return list;
}
