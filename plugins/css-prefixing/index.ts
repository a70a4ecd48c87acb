/**
 * How the site's stylesheets are prefixed and lowered for its browsers: by Rspack's built-in
 * Lightning CSS loader instead of the postcss-preset-env that Docusaurus runs on every stylesheet
 * (prefixing.ts says why and what differs in the output), for the browserslist queries of
 * package.json.
 *
 * PostCSS still runs the other plugins Docusaurus gives it (the cascade-layers wrapper of the `v4`
 * flag), with `config: false`: the site has no PostCSS config file, and without that option
 * postcss-loader searches the folder of every stylesheet for one (about a second of main-thread
 * time in a cold build, for the same CSS).
 *
 * Each step fails the build with a message naming this folder when Docusaurus no longer sets up
 * what it replaces (postcss-preset-env, a client rule that runs postcss-loader).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addLightningCss, browserTargets, withoutPresetEnv} from './prefixing';

export default function cssPrefixingPlugin(context: Pick<LoadContext, 'siteDir'>): Plugin {
  return {
    name: 'css-prefixing',
    configurePostCss(options) {
      return {...withoutPresetEnv(options), config: false};
    },
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const targets = browserTargets(context.siteDir, process.env.NODE_ENV === 'production' ? 'production' : 'development');
      if (addLightningCss(config.module?.rules ?? [], targets) === 0) {
        throw new Error('css-prefixing: no client rule runs postcss-loader any more, so Lightning CSS has no place to run; review plugins/css-prefixing/prefixing.ts');
      }
      return {};
    },
  };
}
