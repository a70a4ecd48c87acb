// The plugin's public theme components, typed for `@theme/...` imports.
declare module '@theme/CopyPageButton' {
  export {default} from '@site/plugins/llms-txt/theme/CopyPageButton';
}
