// The plugin's public theme components, typed for `@theme/...` imports.
declare module '@theme/NavigationGuard' {
  export {default} from '@site/plugins/offline-navigation/theme/NavigationGuard';
}
