// @ts-check
/** Plain-text table for the terminal (and for pasting into notes). */

/** @typedef {string[] | {section: string}} TableRow */

/**
 * @param {readonly string[]} headers
 * @param {readonly TableRow[]} rows
 */
export function renderTable(headers, rows) {
  const cells = rows.filter(Array.isArray);
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? '').length)));
  /** @param {readonly string[]} row */
  const line = (row) =>
    widths
      .map((w, i) => (row[i] ?? '').padEnd(w))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  const out = [line(headers), rule];
  for (const row of rows) {
    if (Array.isArray(row)) out.push(line(row));
    else out.push(`== ${row.section}`);
  }
  return out.join('\n');
}
