import type {PluginConfig} from '@docusaurus/types';

/** Plugins that create the data-driven marketing routes (experts, templates). */
export const pagePlugins: PluginConfig[] = [];
