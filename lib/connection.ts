/** What the browser says of the visitor's connection (Network Information API, Chromium only). */
type Connection = {saveData?: boolean; effectiveType?: string};

function connection(): Connection | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as {connection?: Connection}).connection;
}

/** The visitor asked to save data: nothing is downloaded ahead of need. */
export function savesData(): boolean {
  return connection()?.saveData === true;
}

/** Docusaurus' own rule for skipping prefetches: data saving on, or a 2G connection. */
export function prefetchSkipped(): boolean {
  return savesData() || Boolean(connection()?.effectiveType?.includes('2g'));
}
