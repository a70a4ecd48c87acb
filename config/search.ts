import type {PluginConfig} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';

/**
 * Search wiring: the local index by default, hosted Algolia when configured.
 * Owned by the search work (plugins/local-search/).
 */
export const searchPlugins: PluginConfig[] = [];

/** Theme options for search (spread into themeConfig). */
export const searchThemeConfig: Partial<ThemeConfig> = {};

/** Tags for <head> (a preconnect to the hosted provider, in hosted mode only). */
export const searchHeadTags: {tagName: string; attributes: Record<string, string>}[] = [];
