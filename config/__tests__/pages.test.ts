import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {LoadContext, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {buildContent, dataRoutesPlugin, resolvePublishedDocs, type DataRoutesContent, type DataRoutesGlobalData} from '../../plugins/data-routes';
import {templates} from '../../src/data/templates';
import {experts} from '../../src/data/experts';
import type {ExpertRouteData, TemplateRouteData} from '../../src/data/routeData';
import type {DocsPlan} from '../sidebar-plan';
import {dataRoutesOptions} from '../pages';

/** A docs folder in which only the given doc ids exist. */
function makeDocsDir(ids: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-routes-'));
  for (const id of ids) {
    const file = path.join(dir, `${id}.mdx`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, '---\ntitle: Test\n---\n');
  }
  return dir;
}

/** Runs the plugin like Docusaurus does and records what it asked for. */
async function runPlugin(docsDir: string) {
  const routes: RouteConfig[] = [];
  const files = new Map<string, unknown>();
  let globalData: unknown;
  const plugin = dataRoutesPlugin({siteDir: '/site'} as LoadContext, dataRoutesOptions('/site', docsDir));
  const content = (await plugin.loadContent?.()) as DataRoutesContent;
  const actions = {
    addRoute: (route: RouteConfig) => routes.push(route),
    createData: async (name: string, data: string | object) => {
      const file = `/generated/${name}`;
      files.set(file, typeof data === 'string' ? JSON.parse(data) : JSON.parse(JSON.stringify(data)));
      return file;
    },
    setGlobalData: (data: unknown) => {
      globalData = data;
    },
  } as unknown as PluginContentLoadedActions;
  await plugin.contentLoaded?.({content, actions, allContent: {}} as never);
  return {routes, files, globalData: globalData as DataRoutesGlobalData};
}

let docsDir: string;
beforeAll(() => {
  docsDir = makeDocsDir(['player/index', 'three', 'api']);
});
afterAll(() => fs.rmSync(docsDir, {recursive: true, force: true}));

describe('the data-routes plugin with the site\'s data', () => {
  it('adds one exact route per template and per expert', async () => {
    const {routes} = await runPlugin(docsDir);
    const paths = routes.map((r) => r.path);
    expect(paths).toHaveLength(templates.length + experts.length);
    for (const t of templates) expect(paths).toContain(`/templates/${t.cliId}`);
    for (const e of experts) expect(paths).toContain(`/experts/${e.slug}`);
    expect(new Set(paths).size).toBe(paths.length);
    expect(routes.every((r) => r.exact === true)).toBe(true);
  });

  it('points routes at the page components, with the record as a data module', async () => {
    const {routes, files} = await runPlugin(docsDir);
    const three = routes.find((r) => r.path === '/templates/three');
    expect(three?.component).toBe('@site/src/pages/templates/_components/TemplateDetailPage');
    const data = files.get(String(three?.modules?.data)) as TemplateRouteData;
    expect(data.template.cliId).toBe('three');
    expect(data.template.repoName).toBe('template-three');

    const expertRoute = routes.find((r) => r.path === '/experts/ray-lotmar');
    expect(expertRoute?.component).toBe('@site/src/pages/experts/_components/ExpertDetailPage');
    const expert = files.get(String(expertRoute?.modules?.data)) as ExpertRouteData;
    expect(expert.expert).toEqual({slug: 'ray-lotmar', name: 'Ray Lotmar', since: '2023-01-30'});
  });

  it('links related docs only when their page exists', async () => {
    const {routes, files} = await runPlugin(docsDir);
    const dataFor = (p: string) =>
      files.get(String(routes.find((r) => r.path === p)?.modules?.data)) as TemplateRouteData;
    expect(dataFor('/templates/three').relatedDocs.map((d) => d.path)).toEqual(['/docs/three']);
    expect(dataFor('/templates/next').relatedDocs.map((d) => d.path)).toEqual(['/docs/player']);
    expect(dataFor('/templates/tiktok').relatedDocs).toEqual([]);
  });

  it('links each page to its neighbors, with none before the first or after the last', async () => {
    const content = buildContent(dataRoutesOptions('/site'), docsDir);
    const templatePages = content.pages.filter((page) => page.path.startsWith('/templates/'));
    const expertPages = content.pages.filter((page) => page.path.startsWith('/experts/'));
    expect(templatePages[0]?.data.previous).toBeNull();
    expect(templatePages[0]?.data.next?.path).toBe(`/templates/${templates[1]?.cliId}`);
    expect(expertPages.at(-1)?.data.next).toBeNull();
    expect(expertPages.at(-1)?.data.previous?.label).toBe(experts.at(-2)?.name);
  });

  it('publishes the marketing docs that exist as global data', async () => {
    const {globalData} = await runPlugin(docsDir);
    expect(Object.keys(globalData.publishedDocs).sort()).toEqual(['api', 'player/index']);
    expect(globalData.publishedDocs['player/index']?.path).toBe('/docs/player');
  });
});

describe('resolvePublishedDocs', () => {
  const plan: DocsPlan = {sidebars: {}, docs: {known: {title: 'Known', path: '/docs/known', sidebar: null}}};

  it('names an unknown doc id so a typo is caught at build time', () => {
    expect(() => resolvePublishedDocs(['nope'], plan, docsDir)).toThrow(
      /Doc id "nope" is not in config\/docs-plan.json/,
    );
  });

  it('skips doc ids without a file', () => {
    expect(resolvePublishedDocs(['known'], plan, docsDir)).toEqual([]);
  });
});
