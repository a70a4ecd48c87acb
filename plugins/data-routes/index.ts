/**
 * One page per record of a data set (a template, an expert...), each with its record as a route
 * prop (a JSON module from `createData`), so nothing is parsed out of source text and the page
 * bundle carries only its own record. The records, the page component and the doc ids come from
 * the options (config/pages.ts assembles them from the site's typed data modules); the plugin
 * adds the links to the neighbouring pages and to related docs whose page exists.
 *
 * It also publishes, as global data, which of the given documentation pages exist yet
 * (`docIdsToPublish`), so a marketing page's link appears when its page lands and the build never
 * carries a link to a page that is not written.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import plan from '../../config/docs-plan.json';
import {docExists, type DocsPlan} from '../../config/sidebar-plan';
import type {DataRoutesGlobalData, NeighborLink, PublishedDoc} from '../../lib/dataRoutes';

export type {DataRoutesGlobalData, NeighborLink, PublishedDoc};

export const PLUGIN_NAME = 'data-routes';

/** One page of a data set. */
export type DataPage = {
  path: string;
  /** How the neighbouring pages name this one in their previous/next links. */
  label: string;
  /** The record the page shows, as plain JSON. */
  record: object;
  /** Doc ids of related documentation: the page gets `relatedDocs`, the ones whose page exists. */
  relatedDocIds?: readonly string[];
};

export type DataPageSet = {
  /** The record's key in a page's data (`template` gives `data.template`) and its files' prefix. */
  name: string;
  /** The page component, as a module path (`@site/src/pages/...`). */
  component: string;
  pages: readonly DataPage[];
};

/** A page's data module: the record under the set's name, the neighbours, related docs if asked. */
export type DataPageData = {
  [name: string]: unknown;
  previous: NeighborLink | null;
  next: NeighborLink | null;
  relatedDocs?: PublishedDoc[];
};

export type DataRoutesContent = {
  pages: {path: string; component: string; file: string; data: DataPageData}[];
  globalData: DataRoutesGlobalData;
};

export type DataRoutesOptions = {
  pageSets: readonly DataPageSet[];
  /** Doc ids the site's pages may link to: published as global data, only those whose page exists. */
  docIdsToPublish: readonly string[];
  /** Folder holding the docs; defaults to `docs/` in the site folder. */
  docsDir?: string;
  /** Files whose change rebuilds the pages in the dev server (the data modules). */
  pathsToWatch?: string[];
};

/** The docs of `ids` whose file exists, with their title and path from the plan. */
export function resolvePublishedDocs(ids: readonly string[], docsPlan: DocsPlan, docsDir: string): PublishedDoc[] {
  const links: PublishedDoc[] = [];
  for (const id of ids) {
    const info = docsPlan.docs[id];
    if (!info) throw new Error(`[${PLUGIN_NAME}] Doc id "${id}" is not in config/docs-plan.json.`);
    if (docExists(docsDir, id)) links.push({id, title: info.title, path: info.path});
  }
  return links;
}

function neighbors<T>(
  items: readonly T[],
  index: number,
  toLink: (item: T) => NeighborLink,
): {previous: NeighborLink | null; next: NeighborLink | null} {
  const previous = index > 0 ? items[index - 1] : undefined;
  const next = index < items.length - 1 ? items[index + 1] : undefined;
  return {
    previous: previous === undefined ? null : toLink(previous),
    next: next === undefined ? null : toLink(next),
  };
}

function fileNameFor(set: DataPageSet, page: DataPage): string {
  const slug = page.path.split('/').filter(Boolean).pop() ?? 'index';
  return `${set.name}-${slug}.json`;
}

export function buildContent(options: Pick<DataRoutesOptions, 'pageSets' | 'docIdsToPublish'>, docsDir: string, docsPlan: DocsPlan = plan as DocsPlan): DataRoutesContent {
  const publishedDocs: Record<string, PublishedDoc> = {};
  for (const doc of resolvePublishedDocs(options.docIdsToPublish, docsPlan, docsDir)) publishedDocs[doc.id] = doc;
  const pages = options.pageSets.flatMap((set) =>
    set.pages.map((page, index) => {
      const data: DataPageData = {
        [set.name]: page.record,
        ...(page.relatedDocIds ? {relatedDocs: resolvePublishedDocs(page.relatedDocIds, docsPlan, docsDir)} : {}),
        ...neighbors(set.pages, index, (item) => ({label: item.label, path: item.path})),
      };
      return {path: page.path, component: set.component, file: fileNameFor(set, page), data};
    }),
  );
  return {pages, globalData: {publishedDocs}};
}

export function dataRoutesPlugin(context: LoadContext, options: DataRoutesOptions): Plugin<DataRoutesContent> {
  const docsDir = options.docsDir ?? path.join(context.siteDir, 'docs');
  return {
    name: PLUGIN_NAME,

    async loadContent() {
      return buildContent(options, docsDir);
    },

    async contentLoaded({content, actions}) {
      const {addRoute, createData, setGlobalData} = actions;
      setGlobalData(content.globalData);
      for (const page of content.pages) {
        const dataPath = await createData(page.file, page.data);
        addRoute({path: page.path, component: page.component, modules: {data: dataPath}, exact: true});
      }
    },

    getPathsToWatch() {
      return [...(options.pathsToWatch ?? []), path.join(docsDir, '**/*.{md,mdx}')];
    },
  };
}

export default dataRoutesPlugin;
