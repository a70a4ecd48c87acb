import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';

/**
 * Plugins that create the data-driven marketing routes (/templates/{cliId}, /experts/{slug}).
 * The path is absolute because the plugin is a TypeScript file, which a bare `require.resolve`
 * of the folder would not find.
 */
export const pagePlugins: PluginConfig[] = [path.resolve(__dirname, '../plugins/data-routes/index.ts')];
