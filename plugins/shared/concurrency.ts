/**
 * Bounded concurrency for the build steps that read or write many files (llms-txt, local-search):
 * enough operations in flight to keep the disk busy, few enough for any open-file limit (macOS
 * allows 256 by default).
 */

/** File operations in flight at once. */
export const IO_CONCURRENCY = 32;

/** Runs `task` over `items` with at most `limit` running at once; results keep the items' order. */
export async function mapConcurrently<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
  return results;
}
