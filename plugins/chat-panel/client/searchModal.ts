import type {DocSearchProps} from '@docsearch/react';
import {closeSearchModal} from '@site/plugins/local-search/client/modalAdditions';
import {askQuestion} from './store';

/**
 * DocSearch's Ask AI entry without a hosted assistant: the modal shows "Ask AI" for the query,
 * and choosing it hands the question to the site's Ask AI panel. `interceptAskAiEvent` returning
 * true stops DocSearch's own flow before it sends anything, so the placeholder assistant id
 * below never reaches a server.
 */
const SITE_PANEL_ASSISTANT = 'site-ask-ai-panel';

const interceptAskAiEvent: NonNullable<DocSearchProps['interceptAskAiEvent']> = ({query}) => {
  closeSearchModal();
  // After the modal has closed and handed focus back, so that the panel can take it.
  setTimeout(() => askQuestion(query), 0);
  return true;
};

/** Props for the search bar: none when DocSearch has a hosted assistant of its own. */
export function searchModalAskAi(hostedAssistant: boolean): Pick<DocSearchProps, 'askAi' | 'interceptAskAiEvent'> {
  return hostedAssistant ? {} : {askAi: {assistantId: SITE_PANEL_ASSISTANT}, interceptAskAiEvent};
}
