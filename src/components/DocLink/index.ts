import {usePluginData} from '@docusaurus/useGlobalData';
import type {DataRoutesGlobalData, DocLink} from '../../../lib/dataRoutes';
import {DOCS_HOME, type MarketingDocId} from '../../data/docLinks';

export type {DocLink};

/**
 * Links to documentation from marketing pages. Only pages that exist at build time are
 * returned (the data-routes plugin checks), so a link appears as soon as its page is written
 * and the build never carries a broken one.
 */
export function useDocLinks(): Partial<Record<MarketingDocId, DocLink>> {
  const data = usePluginData('data-routes') as DataRoutesGlobalData | undefined;
  return (data?.docLinks ?? {}) as Partial<Record<MarketingDocId, DocLink>>;
}

/** The first of `ids` that exists, or the docs landing page with the given label. */
export function useDocLink(ids: readonly MarketingDocId[], fallbackTitle = 'Documentation'): DocLink {
  const links = useDocLinks();
  for (const id of ids) {
    const link = links[id];
    if (link) return link;
  }
  return {id: 'getting-started', title: fallbackTitle, path: DOCS_HOME};
}
