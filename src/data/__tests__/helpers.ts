import fs from 'node:fs';
import path from 'node:path';

export const siteDir = path.resolve(__dirname, '../../..');

/** Tells whether a site path such as `/img/x.svg` has a file in static/. */
export function staticFileExists(sitePath: string): boolean {
  return fs.existsSync(path.join(siteDir, 'static', sitePath));
}

/** Values that occur more than once, for a message that names them. */
export function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

export const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
