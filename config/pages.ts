import path from 'node:path';
import type {DataPageSet, DataRoutesOptions} from '../plugins/data-routes';
import {templates, templatePagePath} from '../src/data/templates';
import {templateDetailsFor} from '../src/data/templateDetails';
import {experts, expertPagePath} from '../src/data/experts';
import {marketingDocIds} from '../src/data/marketingDocIds';

/**
 * The data-driven marketing routes (/templates/{cliId}, /experts/{slug}): the site's typed data
 * modules handed to plugins/data-routes, which makes one page per record.
 */
const templatePages: DataPageSet = {
  name: 'template',
  component: '@site/src/pages/templates/_components/TemplateDetailPage',
  pages: templates.map((template) => {
    const details = templateDetailsFor(template.cliId);
    return {path: templatePagePath(template), label: template.homePageLabel, record: {...template, ...details}, relatedDocIds: details.relatedDocIds};
  }),
};

const expertPages: DataPageSet = {
  name: 'expert',
  component: '@site/src/pages/experts/_components/ExpertDetailPage',
  pages: experts.map((expert) => ({path: expertPagePath(expert), label: expert.name, record: expert})),
};

export function dataRoutesOptions(siteDir: string, docsDir?: string): DataRoutesOptions {
  return {
    pageSets: [templatePages, expertPages],
    docIdsToPublish: marketingDocIds,
    docsDir,
    pathsToWatch: [path.join(siteDir, 'src/data/*.ts')],
  };
}

/** The options of plugins/data-routes for this site. */
export const dataRoutesSiteOptions: DataRoutesOptions = dataRoutesOptions(path.resolve(__dirname, '..'));
