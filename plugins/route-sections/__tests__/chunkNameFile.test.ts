import {describe, expect, it} from 'vitest';
import {ChunkNameFilePlugin, chunkNameFileName, chunkNameTable, replaceChunkAssetPlugin, runtimeCode} from '../chunkNameFile';

describe('chunk-name table', () => {
  it('maps names to ids, as Docusaurus inlines it', () => {
    expect(chunkNameTable({'12345': '0', '678': '1a'})).toEqual({'0': '12345', '1a': '678'});
  });

  it('names the file by its content', () => {
    const a = chunkNameFileName('{"0":"1"}');
    expect(a).toMatch(/^assets\/js\/chunk-names\.[0-9a-f]{8}\.json$/);
    expect(chunkNameFileName('{"0":"1"}')).toBe(a);
    expect(chunkNameFileName('{"0":"2"}')).not.toBe(a);
  });

  it('keeps gca answering like Docusaurus once the table is in, and nothing before', () => {
    const require = {p: '/', u: (id: string) => `assets/js/${id}.abc.js`} as Record<string, unknown>;
    new Function('__webpack_require__', runtimeCode('assets/js/chunk-names.00000000.json'))(require);
    const gca = require.gca as (name: string) => string | undefined;
    expect(require.gcaFile).toBe('assets/js/chunk-names.00000000.json');
    expect(gca('1a')).toBeUndefined();
    require.gcaTable = {'1a': '678'};
    expect(gca('1a')).toBe('/assets/js/678.abc.js');
    // Chunks whose id is their name are not in the table (Docusaurus' fallback).
    expect(gca('main')).toBe('/assets/js/main.abc.js');
  });
});

describe('replaceChunkAssetPlugin', () => {
  class ChunkAssetPlugin {}
  class Other {}

  it("takes the place of Docusaurus' plugin", () => {
    const other = new Other();
    const replaced = replaceChunkAssetPlugin([other, new ChunkAssetPlugin()]);
    expect(replaced[0]).toBe(other);
    expect(replaced[1]).toBeInstanceOf(ChunkNameFilePlugin);
    expect(replaced).toHaveLength(2);
  });

  it('fails the build when Docusaurus stops adding it', () => {
    expect(() => replaceChunkAssetPlugin([new Other()])).toThrow(/ChunkAssetPlugin/);
  });
});
