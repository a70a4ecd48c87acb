import type {PluginConfig} from '@docusaurus/types';

/** Plugins that derive machine-readable docs (llms.txt, Markdown copies) from the sources. */
export const contentPlugins: PluginConfig[] = [];
