// The plugin's public theme components, typed for `@theme/...` imports.
declare module '@theme/AskAiButton' {
  export {default} from '@site/plugins/chat-panel/theme/AskAiButton';
}

declare module '@theme/ChatRoot' {
  export {default} from '@site/plugins/chat-panel/theme/ChatRoot';
}
