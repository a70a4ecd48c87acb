/**
 * The shapes the data-routes plugin hands to the site's pages: its global data (which marketing
 * doc links exist) and the links in a page's route data. In lib/ because the plugin writes them and
 * the site's pages read them.
 */

export type DocLink = {id: string; title: string; path: string};

export type NeighborLink = {label: string; path: string};

export type DataRoutesGlobalData = {
  /** Marketing doc links whose page exists, keyed by doc id. */
  docLinks: Record<string, DocLink>;
};
