import type {PluginConfig} from '@docusaurus/types';
import llmsTxtPlugin, {type Options as LlmsTxtOptions} from '../plugins/llms-txt';

/** Plugins that derive machine-readable docs (llms.txt, Markdown copies) from the sources. */
export const contentPlugins: PluginConfig[] = [
  [
    llmsTxtPlugin,
    {
      summary:
        'Remotion is a framework for making videos programmatically with React: compositions are React ' +
        'components, rendered frame by frame to MP4 and other formats locally, on servers or on AWS Lambda, ' +
        'or played back interactively with the Player.',
      sidebarTitles: {
        mainSidebar: 'Docs',
        apiSidebar: 'API reference',
        editorStarterSidebar: 'Editor Starter',
        recorderSidebar: 'Recorder',
      },
    } satisfies LlmsTxtOptions,
  ],
];
