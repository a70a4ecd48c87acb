import {describe, expect, it} from 'vitest';
import * as utilsCommon from '@docusaurus/utils-common';
import * as shim from '../utilsCommon';
import bundlerSettings, {CHUNK_FILENAME, SERVER_PARSER, browserAliases} from '../index';
import {ChunkFileMapPlugin} from '../chunkFileMap';
import {OneByteSourcePlugin} from '../oneByteSource';

describe('utilsCommon', () => {
  it('exports what @docusaurus/utils-common exports, with the same behaviour', () => {
    expect(Object.keys(shim).sort()).toEqual(Object.keys(utilsCommon).filter((key) => key !== '__esModule').sort());
    expect(shim.blogPostContainerID).toBe(utilsCommon.blogPostContainerID);
    const params = {trailingSlash: false, baseUrl: '/'};
    for (const url of ['/docs/', '/docs/player/', '/', 'https://example.com/a/']) {
      expect(shim.applyTrailingSlash(url, params)).toBe(utilsCommon.applyTrailingSlash(url, params));
    }
    expect(shim.addPrefix('b', 'a')).toBe('ab');
  });
});

describe('bundlerSettings', () => {
  const configure = (isServer: boolean) => bundlerSettings().configureWebpack!({} as never, isServer, {} as never, {} as never) as Record<string, unknown>;

  it('gives the dev server the alias only', () => {
    const env = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'development';
      expect(configure(false)).toEqual({resolve: {alias: browserAliases()}});
      expect(configure(true)).toEqual({});
    } finally {
      process.env.NODE_ENV = env;
    }
  });

  it('names browser chunks by id, builds the runtime chunk map once, and keeps the server bundle in one one-byte file', () => {
    const env = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'production';
      const client = configure(false);
      expect(client).toEqual({resolve: {alias: browserAliases()}, output: {chunkFilename: CHUNK_FILENAME}, plugins: [expect.any(ChunkFileMapPlugin)]});
      expect(CHUNK_FILENAME).toBe('assets/js/[id].[contenthash:8].js');
      const server = configure(true);
      expect(server).toEqual({plugins: [expect.any(OneByteSourcePlugin)], module: {parser: SERVER_PARSER}});
      expect(SERVER_PARSER).toEqual({javascript: {dynamicImportMode: 'eager'}});
    } finally {
      process.env.NODE_ENV = env;
    }
    expect(Object.keys(browserAliases())).toEqual(['@docusaurus/utils-common$']);
  });
});
