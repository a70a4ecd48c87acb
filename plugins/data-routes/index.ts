/**
 * One page per template (/templates/{cliId}) and per expert (/experts/{slug}), made from the
 * typed data modules in src/data. Each page gets its record as a route prop (a JSON module from
 * `createData`), so nothing is parsed out of source text and the page bundle carries only its
 * own record.
 *
 * The plugin also publishes, as global data, which of the documentation pages that marketing
 * pages link to exist yet (see src/data/docLinks.ts), so a link appears when its page lands.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {templates, templatePagePath, type Template} from '../../src/data/templates';
import {templateDetailsFor, type TemplateDetails} from '../../src/data/templateDetails';
import {experts, expertPagePath, type Expert} from '../../src/data/experts';
import {marketingDocIds} from '../../src/data/docLinks';
import plan from '../../config/docs-plan.json';
import {docExists, type DocsPlan} from '../../config/sidebar-plan';

export const PLUGIN_NAME = 'data-routes';

export type DocLink = {id: string; title: string; path: string};

export type NeighborLink = {label: string; path: string};

export type TemplateRouteData = {
  /** The record with its page text (src/data/templateDetails.ts), which only this page needs. */
  template: Template & TemplateDetails;
  /** Related documentation that exists at build time, in the order the record lists it. */
  relatedDocs: DocLink[];
  previous: NeighborLink | null;
  next: NeighborLink | null;
};

export type ExpertRouteData = {
  expert: Expert;
  previous: NeighborLink | null;
  next: NeighborLink | null;
};

export type DataRoutesGlobalData = {
  /** Marketing doc links whose page exists, keyed by doc id. */
  docLinks: Record<string, DocLink>;
};

export type DataRoutesContent = {
  templates: TemplateRouteData[];
  experts: ExpertRouteData[];
  globalData: DataRoutesGlobalData;
};

export type DataRoutesOptions = {
  /** Folder holding the docs; defaults to `docs/` in the site folder. */
  docsDir?: string;
};

const TEMPLATE_COMPONENT = '@site/src/pages/templates/_components/TemplateDetailPage';
const EXPERT_COMPONENT = '@site/src/pages/experts/_components/ExpertDetailPage';

/** Resolves doc ids to links, keeping only the ones whose doc file exists. */
export function resolveDocLinks(ids: readonly string[], docsPlan: DocsPlan, docsDir: string): DocLink[] {
  const links: DocLink[] = [];
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

export function buildContent(docsDir: string, docsPlan: DocsPlan = plan as DocsPlan): DataRoutesContent {
  const templateLink = (t: Template): NeighborLink => ({label: t.homePageLabel, path: templatePagePath(t)});
  const expertLink = (e: Expert): NeighborLink => ({label: e.name, path: expertPagePath(e)});
  const docLinks: Record<string, DocLink> = {};
  for (const link of resolveDocLinks(marketingDocIds, docsPlan, docsDir)) docLinks[link.id] = link;
  return {
    templates: templates.map((template, index) => {
      const details = templateDetailsFor(template.cliId);
      return {
        template: {...template, ...details},
        relatedDocs: resolveDocLinks(details.relatedDocIds, docsPlan, docsDir),
        ...neighbors(templates, index, templateLink),
      };
    }),
    experts: experts.map((expert, index) => ({expert, ...neighbors(experts, index, expertLink)})),
    globalData: {docLinks},
  };
}

export default function dataRoutesPlugin(
  context: LoadContext,
  options: DataRoutesOptions = {},
): Plugin<DataRoutesContent> {
  const docsDir = options.docsDir ?? path.join(context.siteDir, 'docs');
  return {
    name: PLUGIN_NAME,

    async loadContent() {
      return buildContent(docsDir);
    },

    async contentLoaded({content, actions}) {
      const {addRoute, createData, setGlobalData} = actions;
      setGlobalData(content.globalData);
      for (const data of content.templates) {
        const dataPath = await createData(`template-${data.template.cliId}.json`, data);
        addRoute({
          path: templatePagePath(data.template),
          component: TEMPLATE_COMPONENT,
          modules: {data: dataPath},
          exact: true,
        });
      }
      for (const data of content.experts) {
        const dataPath = await createData(`expert-${data.expert.slug}.json`, data);
        addRoute({
          path: expertPagePath(data.expert),
          component: EXPERT_COMPONENT,
          modules: {data: dataPath},
          exact: true,
        });
      }
    },

    getPathsToWatch() {
      return [path.join(context.siteDir, 'src/data/*.ts'), path.join(docsDir, '**/*.{md,mdx}')];
    },
  };
}
