// @ts-check
/** Small statistics and formatting helpers shared by the bench sections. */

/**
 * Median of the finite numbers in `values`; null when there are none.
 * @param {ReadonlyArray<number | null | undefined>} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = finite(values).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? /** @type {number} */ (sorted[mid]) : (/** @type {number} */ (sorted[mid - 1]) + /** @type {number} */ (sorted[mid])) / 2;
}

/**
 * Nearest-rank percentile (p in 0..100) of the finite numbers in `values`; null when empty.
 * @param {ReadonlyArray<number | null | undefined>} values
 * @param {number} p
 * @returns {number | null}
 */
export function percentile(values, p) {
  const sorted = finite(values).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return /** @type {number} */ (sorted[Math.min(rank, sorted.length) - 1]);
}

/**
 * `a / b`, or null when either is missing or b is zero.
 * @param {number | null | undefined} a
 * @param {number | null | undefined} b
 * @returns {number | null}
 */
export function ratio(a, b) {
  if (typeof a !== 'number' || typeof b !== 'number' || !Number.isFinite(a) || !Number.isFinite(b) || b === 0) {
    return null;
  }
  return a / b;
}

/**
 * @param {ReadonlyArray<number | null | undefined>} values
 * @returns {number[]}
 */
function finite(values) {
  return values.filter((v) => typeof v === 'number' && Number.isFinite(v)).map(Number);
}

/**
 * Bytes in kB (1 kB = 1000 bytes, the stricter reading of the budgets written in "KB").
 * @param {number | null | undefined} bytes
 */
export function formatBytes(bytes) {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes)) return 'n/a';
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(2)} GB`;
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(2)} MB`;
  if (bytes >= 1e3) return `${(bytes / 1e3).toFixed(1)} kB`;
  return `${bytes} B`;
}

/** @param {number | null | undefined} ms */
export function formatMs(ms) {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return 'n/a';
  if (ms >= 10_000) return `${(ms / 1000).toFixed(1)} s`;
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  return `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
}

/** @param {number | null | undefined} value */
export function formatRatio(value) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'n/a';
  return `${value.toFixed(2)}×`;
}
