/** The panel's code, loaded when someone first opens it, or earlier when they reach for the button. */
export const loadAssistantPanel = () => import('../theme/AssistantPanel');
