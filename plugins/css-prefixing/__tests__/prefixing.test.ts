import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import * as rspack from '@rspack/core';
import {addLightningCss, browserTargets, LIGHTNINGCSS_LOADER, withoutPresetEnv} from '../prefixing';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-prefixing-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

const siteWith = (name: string, pkg: object) => {
  const site = path.join(dir, name);
  fs.mkdirSync(site, {recursive: true});
  fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify(pkg));
  return site;
};

type Loader = {loader: string; options?: {postcssOptions?: {plugins?: unknown[]}; targets?: string[]}};

/** The client style loaders Docusaurus itself builds (CSS modules or not), as the bundler config has them. */
async function docusaurusStyleLoaders(): Promise<Loader[]> {
  const {createStyleLoadersFactory} = (await import('@docusaurus/bundler/lib/loaders/styleLoader.js')) as unknown as {
    createStyleLoadersFactory: (a: {currentBundler: {name: string; instance: unknown}}) => Promise<(isServer: boolean, css?: object) => Loader[]>;
  };
  const getStyleLoaders = await createStyleLoadersFactory({currentBundler: {name: 'rspack', instance: rspack}});
  return getStyleLoaders(false, {});
}

describe('browserTargets', () => {
  it("reads the site's queries for the environment, or its single list", () => {
    const byEnv = siteWith('by-env', {browserslist: {production: ['>0.5%', 'not dead'], development: ['last 1 chrome version']}});
    expect(browserTargets(byEnv, 'production')).toEqual(['>0.5%', 'not dead']);
    expect(browserTargets(byEnv, 'development')).toEqual(['last 1 chrome version']);
    expect(browserTargets(siteWith('list', {browserslist: ['defaults']}), 'production')).toEqual(['defaults']);
    expect(browserTargets(siteWith('defaults', {browserslist: {defaults: ['safari >= 17']}}), 'production')).toEqual(['safari >= 17']);
  });

  it('names the missing or bad key', () => {
    expect(() => browserTargets(siteWith('none', {name: 'x'}), 'production')).toThrow(/needs a "browserslist" field/);
    expect(() => browserTargets(siteWith('bad', {browserslist: {production: 'defaults'}}), 'production')).toThrow(/"browserslist\.production"/);
  });

  it('gives the repository its production browsers', () => {
    expect(browserTargets(path.join(__dirname, '..', '..', '..'), 'production')).toEqual(['>0.5%', 'not dead', 'not op_mini all']);
  });
});

describe("with Docusaurus' own style loaders", () => {
  it('removes postcss-preset-env and nothing else from the PostCSS plugins', async () => {
    const postcss = (await docusaurusStyleLoaders()).find((entry) => /postcss-loader/.test(entry.loader));
    const options = {...postcss?.options?.postcssOptions, plugins: [...(postcss?.options?.postcssOptions?.plugins ?? []), 'layers']};
    expect(options.plugins).toHaveLength(2);
    expect(withoutPresetEnv(options).plugins).toEqual(['layers']);
  });

  it('puts Lightning CSS after postcss-loader, so that it reads the file first', async () => {
    const rule = {test: /\.css$/, use: await docusaurusStyleLoaders()};
    expect(addLightningCss([{oneOf: [rule]}, null, '...'], ['defaults'])).toBe(1);
    const loaders = rule.use.map((entry) => entry.loader);
    expect(loaders.indexOf(LIGHTNINGCSS_LOADER)).toBe(loaders.findIndex((loader) => /postcss-loader/.test(loader)) + 1);
    expect(rule.use.at(-1)?.options?.targets).toEqual(['defaults']);
  });

  it('fails when Docusaurus stops adding postcss-preset-env', () => {
    expect(() => withoutPresetEnv({plugins: ['layers']})).toThrow(/postcss-preset-env/);
  });
});
