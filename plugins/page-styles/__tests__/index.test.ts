import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import pageStylesPlugin, {isSiteWideStyle, modalStyleAlias, moduleResource} from '../index';
import {LIGHTNINGCSS_LOADER} from '../prefixing';

const site = {siteDir: path.join(__dirname, '..', '..', '..')};
const PRESET_ENV = '/site/node_modules/postcss-preset-env/dist/index.cjs';

describe('isSiteWideStyle', () => {
  it('keeps the theme, Infima, the site tokens and layout components in the site-wide sheet', () => {
    for (const file of [
      '/site/node_modules/infima/dist/css/default/default.css',
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/Navbar/styles.module.css',
      '/site/node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchBar/styles.css',
      '/site/node_modules/@docsearch/css/dist/_variables.css',
      '/site/node_modules/@docsearch/css/dist/button.css',
      '/site/src/css/custom.css',
      '/site/src/theme/SearchBar/styles.module.css',
      '/site/src/components/NavbarIconLink/styles.module.css',
      '/site/src/components/mdx/ParamTable/styles.module.css',
      '/site/src/pages/_home/styles.module.css',
      '/site/src/pages/showcase/_components/submit.module.css',
      '/site/src/components/PricingCalculator/styles.module.css',
      '/site/src/css/forms.module.css',
    ]) {
      expect(isSiteWideStyle(file), file).toBe(true);
    }
  });

  it('leaves out the search modal and the lazily loaded Player demos', () => {
    for (const file of [
      '/site/node_modules/@docsearch/css/dist/modal.css',
      '/site/src/components/HomeDemo/styles.module.css',
      '/site/src/components/PlayerDemo/styles.module.css',
      'C:\\site\\src\\components\\DemoPlayer\\styles.module.css',
    ]) {
      expect(isSiteWideStyle(file), file).toBe(false);
    }
  });
});

describe('moduleResource', () => {
  it('prefers the name the bundler gives for conditions, then the resource', () => {
    expect(moduleResource({nameForCondition: () => '/a/b.css', resource: '/c.css'})).toBe('/a/b.css');
    expect(moduleResource({resource: '/c.css'})).toBe('/c.css');
  });

  it('reads the file out of a CSS extract module identifier', () => {
    expect(moduleResource({identifier: () => 'css|/site/node_modules/css-loader/index.js!/site/src/pages/x.module.css|0||||}'})).toBe(
      '/site/src/pages/x.module.css',
    );
  });
});

describe('pageStylesPlugin', () => {
  const cssRule = () => ({
    test: /\.css$/,
    use: [{loader: '/site/node_modules/css-loader/dist/cjs.js'}, {loader: '/site/node_modules/postcss-loader/dist/cjs.js', options: {postcssOptions: {}}}],
  });
  const configWithStyles = (): Configuration => ({
    module: {rules: [cssRule()]},
    optimization: {splitChunks: {cacheGroups: {styles: {name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true}}}},
  });
  const configure = (config: Configuration, isServer: boolean) =>
    pageStylesPlugin(site).configureWebpack?.(config, isServer, {} as never, {} as LoadContext['siteConfig'] as never);

  it('narrows the client styles group and points the modal stylesheet at the modal rules only', () => {
    const config = configWithStyles();
    const result = configure(config, false) as Configuration;
    const styles = (config.optimization?.splitChunks as {cacheGroups: Record<string, {test: (m: object) => boolean; chunks: unknown}>}).cacheGroups.styles!;
    // The CSS of main.js only: route chunks keep theirs, linked by the pages that use them.
    expect(styles.chunks).toBe('initial');
    expect(styles.test({resource: '/site/src/components/HomeDemo/styles.module.css'})).toBe(false);
    expect(styles.test({resource: '/site/src/pages/index.module.css'})).toBe(true);
    expect(styles.test({resource: '/site/src/css/custom.css'})).toBe(true);
    expect(result.resolve?.alias).toEqual(modalStyleAlias());
    expect(Object.values(modalStyleAlias())[0]).toMatch(/@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/);
  });

  it('prefixes client CSS with Lightning CSS first, for the browsers of package.json', () => {
    const config = configWithStyles();
    configure(config, false);
    const use = (config.module?.rules?.[0] as {use: {loader: string; options?: {targets?: string[]}}[]}).use;
    expect(use.map((entry) => path.basename(entry.loader.replace(/[\\/]dist[\\/]cjs\.js$/, '')))).toEqual(['css-loader', 'postcss-loader', LIGHTNINGCSS_LOADER]);
    // Vitest runs with NODE_ENV=test: the development queries.
    expect(use[2]?.options?.targets).toEqual(['last 1 chrome version', 'last 1 firefox version', 'last 1 safari version']);
  });

  it('fails loudly when no client rule runs postcss-loader', () => {
    const config = {...configWithStyles(), module: {rules: []}};
    expect(() => configure(config, false)).toThrow(/postcss-loader/);
  });

  it('leaves the server bundle alone', () => {
    const config = configWithStyles();
    expect(configure(config, true)).toEqual({});
  });

  it('drops postcss-preset-env and tells postcss-loader not to search for a config file the site does not have', () => {
    const options = {plugins: [[PRESET_ENV, {}], 'x']};
    expect(pageStylesPlugin(site).configurePostCss?.(options as never)).toEqual({plugins: ['x'], config: false});
  });

  it('fails loudly when Docusaurus stops defining the styles group', () => {
    expect(() => configure({optimization: {splitChunks: {cacheGroups: {}}}}, false)).toThrow(/styles/);
  });
});
