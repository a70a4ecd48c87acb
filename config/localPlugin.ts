/**
 * How docusaurus.config.ts registers each local plugin (a folder of plugins/, or config/bundler):
 * `localPlugin(plugin)` or `localPlugin(plugin, options)`, where `plugin` is the folder's default
 * export, a plain Docusaurus plugin function `(context, options) => Plugin`.
 *
 * Why not Docusaurus' own `[plugin, options]`: Docusaurus writes the site config, plugin entries
 * included, into a module of main.js as JSON, so a tuple's options reach every page (functions
 * become `null`, the options stay), and some options here must not (the chat endpoint's key, the
 * data records of config/pages.ts, the redirect list). A plugin function keeps them in a closure:
 * its entry serialises as `null`. One form for every local plugin, with or without options, so
 * the list reads the same everywhere; `config/__tests__/plugins.test.ts` holds the config to it.
 */
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

type PluginFunction<Options, Content> = (context: LoadContext, options: Options) => Plugin<Content> | Promise<Plugin<Content>>;

/** The plugin function behind each entry made here, so that a test can tell which plugin it is. */
const origins = new WeakMap<PluginModule, (...args: never[]) => unknown>();

export function localPlugin<Content>(plugin: (context: LoadContext) => Plugin<Content> | Promise<Plugin<Content>>): PluginModule;
export function localPlugin<Options, Content>(plugin: PluginFunction<Options, Content>, options: Options): PluginModule;
export function localPlugin<Options, Content>(plugin: PluginFunction<Options | undefined, Content>, options?: Options): PluginModule {
  const entry = ((context: LoadContext) => plugin(context, options)) as PluginModule;
  origins.set(entry, plugin);
  return entry;
}

/** The plugin function a `localPlugin` entry wraps, or undefined for any other entry. */
export function localPluginOrigin(entry: unknown): ((...args: never[]) => unknown) | undefined {
  return typeof entry === 'function' ? origins.get(entry as PluginModule) : undefined;
}
