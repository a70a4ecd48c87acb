/**
 * How links between docs resolve for the converter (converter.ts): a doc id or a doc's source
 * file gives its permalink. Shared by postBuild (index.ts) and the conversion worker (convert.ts);
 * it loads nothing of the converter.
 */
import type {ConvertContext} from './converter';

/** A doc as links see it: its id, its permalink and its source file. */
export type LinkedDoc = {id: string; permalink: string; file: string};

export type LinkSettings = {siteDir: string; siteUrl: string; admonitionTitles: boolean; docs: readonly LinkedDoc[]};

/** The converter's context for any doc of `docs`, but the doc's own path. */
export function linkContext({siteDir, siteUrl, admonitionTitles, docs}: LinkSettings): Omit<ConvertContext, 'filePath'> {
  const byId = new Map(docs.map((d) => [d.id, d.permalink]));
  const byFile = new Map(docs.map((d) => [d.file, d.permalink]));
  return {siteDir, siteUrl, admonitionTitles, docPathById: (id) => byId.get(id), docPathByFile: (file) => byFile.get(file)};
}
