import type {Options as LlmsTxtOptions} from '../plugins/llms-txt';

/** The options of plugins/llms-txt, which derives machine-readable docs (llms.txt, Markdown copies) from the sources. */
export const llmsTxtOptions: LlmsTxtOptions = {
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
};
