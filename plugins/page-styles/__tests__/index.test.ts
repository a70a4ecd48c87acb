import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import pageStylesPlugin, {isSiteWideStyle, modalStyleAlias, moduleResource} from '../index';


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
    pageStylesPlugin().configureWebpack?.(config, isServer, {} as never, {} as LoadContext['siteConfig'] as never);

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

  it('leaves the server bundle alone', () => {
    const config = configWithStyles();
    expect(configure(config, true)).toEqual({});
  });

  it('fails loudly when Docusaurus stops defining the styles group', () => {
    expect(() => configure({optimization: {splitChunks: {cacheGroups: {}}}}, false)).toThrow(/styles/);
  });
});
