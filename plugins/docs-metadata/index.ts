/**
 * The classic docs plugin, with a lighter version metadata module.
 *
 * Every docs page loads its version's metadata (every sidebar, plus a title and a description for
 * every doc). The descriptions are read only by DocCard, yet they are more than half of the
 * module's bytes, on every docs page. This plugin delegates everything to
 * @docusaurus/plugin-content-docs and, on the way out, empties the version's `docs` map and writes
 * the descriptions to a data module of their own (`doc-descriptions.json`, keyed by permalink),
 * which src/theme/DocCard loads only on pages that show cards.
 *
 * Its theme (theme/) gives a missing page under /docs/ the not-found page's title, and gives a
 * doc that is in no sidebar (a legacy or incident page reached from links and search) breadcrumbs
 * of its own: the docs above it by URL, written to a small data module (`unlisted-trails.json`,
 * keyed by permalink) since the sidebars cannot provide them.
 */
import path from 'node:path';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, Options, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';

/** Name of the data module with the descriptions, under @generated/<docs plugin>/<id>/. */
export const DESCRIPTIONS_FILE = 'doc-descriptions.json';

/** Name of the data module with the breadcrumb trails of docs that are in no sidebar. */
export const TRAILS_FILE = 'unlisted-trails.json';

export type TrailItem = {label: string; href: string};

const trimSlash = (permalink: string) => (permalink.length > 1 ? permalink.replace(/\/+$/, '') : permalink);

/**
 * For each doc in no sidebar, the docs above it by URL, outermost first: /docs/lambda/sqs gets
 * the doc served at /docs/lambda. A doc's label is its `crumb` front matter, else its title (a
 * sidebar label such as "Overview" only makes sense inside its category). The docs root itself is
 * left out (the theme's home item links there).
 */
export function unlistedTrails(content: LoadedContent): Record<string, TrailItem[]> {
  const trails: Record<string, TrailItem[]> = {};
  for (const version of content.loadedVersions) {
    const byPermalink = new Map(version.docs.map((doc) => [trimSlash(doc.permalink), doc]));
    const root = trimSlash(version.path);
    for (const doc of version.docs) {
      if (doc.sidebar) continue;
      const trail: TrailItem[] = [];
      const segments = trimSlash(doc.permalink).slice(root.length).split('/').filter(Boolean);
      for (let depth = 1; depth < segments.length; depth++) {
        const ancestor = byPermalink.get(`${root}/${segments.slice(0, depth).join('/')}`);
        if (!ancestor) continue;
        const label = typeof ancestor.frontMatter.crumb === 'string' ? ancestor.frontMatter.crumb : ancestor.title;
        trail.push({label, href: ancestor.permalink});
      }
      trails[doc.permalink] = trail;
    }
  }
  return trails;
}

/** Every doc's description by permalink, across versions (a permalink is unique to a version). */
export function descriptionsByPermalink(content: LoadedContent): Record<string, string> {
  const descriptions: Record<string, string> = {};
  for (const version of content.loadedVersions) {
    for (const doc of version.docs) {
      if (doc.description) descriptions[doc.permalink] = doc.description;
    }
  }
  return descriptions;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A route with the docs map of any version metadata prop emptied, sub-routes included. The
 * theme reads that map only through `useDocById`, which only DocCard calls.
 */
export function withoutVersionDocs(route: RouteConfig): RouteConfig {
  const version = route.props?.version;
  const props = isRecord(version) && isRecord(version.docs) ? {...route.props, version: {...version, docs: {}}} : route.props;
  return {
    ...route,
    ...(props ? {props} : {}),
    ...(route.routes ? {routes: route.routes.map(withoutVersionDocs)} : {}),
  };
}

type Schema = {validate(value: unknown, options: {convert: boolean}): {value: unknown; error?: Error; warning?: {message: string}}};

/**
 * The docs plugin's options with its defaults, checked by its own schema as Docusaurus checks a
 * plugin it loads by name (the same call, with `id` set as Docusaurus sets it).
 */
export function docsPluginOptions(options: Options): PluginOptions {
  return validateOptions({
    options,
    validate: (schema, given) => {
      const {value, error, warning} = (schema as unknown as Schema).validate(given ?? {}, {convert: false});
      if (warning) console.warn(`[docs-metadata] ${warning.message}`);
      if (error) throw error;
      return {id: 'default', ...(value as object)} as never;
    },
  });
}

export default async function docsMetadataPlugin(context: LoadContext, options: Options): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, docsPluginOptions(options));
  return {
    ...plugin,
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async contentLoaded(args) {
      await args.actions.createData(DESCRIPTIONS_FILE, JSON.stringify(descriptionsByPermalink(args.content)));
      await args.actions.createData(TRAILS_FILE, JSON.stringify(unlistedTrails(args.content)));
      const actions = {...args.actions, addRoute: (route: RouteConfig) => args.actions.addRoute(withoutVersionDocs(route))};
      await plugin.contentLoaded?.({...args, actions});
    },
  };
}
