import type {BuiltIndex} from './buildIndex';
import type {DocShard, MetaFile, PrefixAnswer, TermShard} from './format';
import type {IndexSource} from './query';
import {IndexMeta} from './rank';

/** An index source over files held in memory (tests and the Algolia stand-in). File names are relative to the build folder. */
export function memorySource({manifest, files}: BuiltIndex, onRead?: (file: string) => void): IndexSource {
  const read = <T,>(file: string): T => {
    onRead?.(file);
    const body = files.get(file);
    if (body === undefined) throw new Error(`No index file ${file}`);
    return JSON.parse(body) as T;
  };
  const meta = new IndexMeta(read<MetaFile>('meta.json'));
  return {
    manifest: async () => manifest,
    meta: async () => meta,
    termShard: async (key) => (manifest.terms.includes(key) ? read<TermShard>(`terms-${key}.json`) : undefined),
    docShard: async (file) => read<DocShard>(file),
    prefixAnswer: async (prefix) => read<PrefixAnswer>(`prefix-${prefix}.json`),
  };
}
