/**
 * The shapes the data-routes plugin hands to the site's pages: its global data (which of the docs
 * the marketing pages link to exist in this build) and the links in a page's route data. In lib/
 * because the plugin writes them and the site's pages read them.
 */

/** A documentation page that exists in this build: its doc id, title and URL path. */
export type PublishedDoc = {id: string; title: string; path: string};

export type NeighborLink = {label: string; path: string};

export type DataRoutesGlobalData = {
  /** The requested docs (the plugin's `docIdsToPublish`) whose page exists, keyed by doc id. */
  publishedDocs: Record<string, PublishedDoc>;
};
