import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Configuration} from 'webpack';
import cssPrefixingPlugin from '../index';
import {LIGHTNINGCSS_LOADER} from '../prefixing';

const site = {siteDir: path.join(__dirname, '..', '..', '..')};
const PRESET_ENV = '/site/node_modules/postcss-preset-env/dist/index.cjs';

const cssRule = () => ({
  test: /\.css$/,
  use: [{loader: '/site/node_modules/css-loader/dist/cjs.js'}, {loader: '/site/node_modules/postcss-loader/dist/cjs.js', options: {postcssOptions: {}}}],
});
const configure = (config: Configuration, isServer: boolean) => cssPrefixingPlugin(site).configureWebpack?.(config, isServer, {} as never, {} as never);

describe('cssPrefixingPlugin', () => {
  it('prefixes client CSS with Lightning CSS first, for the browsers of package.json', () => {
    const config: Configuration = {module: {rules: [cssRule()]}};
    expect(configure(config, false)).toEqual({});
    const use = (config.module?.rules?.[0] as {use: {loader: string; options?: {targets?: string[]}}[]}).use;
    expect(use.map((entry) => path.basename(entry.loader.replace(/[\\/]dist[\\/]cjs\.js$/, '')))).toEqual(['css-loader', 'postcss-loader', LIGHTNINGCSS_LOADER]);
    // Vitest runs with NODE_ENV=test: the development queries.
    expect(use[2]?.options?.targets).toEqual(['last 1 chrome version', 'last 1 firefox version', 'last 1 safari version']);
  });

  it('fails loudly, naming this folder, when no client rule runs postcss-loader', () => {
    expect(() => configure({module: {rules: []}}, false)).toThrow(/postcss-loader.*plugins\/css-prefixing/);
  });

  it('leaves the server bundle alone', () => {
    const config: Configuration = {module: {rules: [cssRule()]}};
    expect(configure(config, true)).toEqual({});
    expect((config.module?.rules?.[0] as {use: unknown[]}).use).toHaveLength(2);
  });

  it('drops postcss-preset-env and tells postcss-loader not to search for a config file the site does not have', () => {
    const options = {plugins: [[PRESET_ENV, {}], 'x']};
    expect(cssPrefixingPlugin(site).configurePostCss?.(options as never)).toEqual({plugins: ['x'], config: false});
  });
});
