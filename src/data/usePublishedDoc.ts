/**
 * The documentation pages a marketing page may link to, read from the data-routes plugin's global
 * data: only the ids of ./marketingDocIds.ts whose page exists in this build are there, so a link
 * appears as soon as its page is written and the build never carries a broken one. A page asks for
 * a list of ids in order of preference and gets the docs landing page when none exists yet.
 */
import {usePluginData} from '@docusaurus/useGlobalData';
import type {DataRoutesGlobalData, PublishedDoc} from '../../lib/dataRoutes';
import {DOCS_HOME, type MarketingDocId} from './marketingDocIds';

export type {PublishedDoc};

/** Every marketing doc that exists in this build, by doc id. */
export function usePublishedDocs(): Partial<Record<MarketingDocId, PublishedDoc>> {
  const data = usePluginData('data-routes') as DataRoutesGlobalData | undefined;
  return (data?.publishedDocs ?? {}) as Partial<Record<MarketingDocId, PublishedDoc>>;
}

/** The first of `ids` that exists, or the docs landing page with the given label. */
export function usePublishedDoc(ids: readonly MarketingDocId[], fallbackTitle = 'Documentation'): PublishedDoc {
  const docs = usePublishedDocs();
  for (const id of ids) {
    const doc = docs[id];
    if (doc) return doc;
  }
  return {id: 'getting-started', title: fallbackTitle, path: DOCS_HOME};
}
