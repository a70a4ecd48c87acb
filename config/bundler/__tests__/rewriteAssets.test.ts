import {describe, expect, it} from 'vitest';
import {rewriteAssets, type AssetRewrite} from '../rewriteAssets';

type Assets = Record<string, {source(): string}>;

/** Runs one processAssets pass of `rewrite` over `files` (name -> text) with a stand-in compiler. */
function pass(files: Record<string, string>, rewrite: Omit<AssetRewrite<'STAGE'>, 'name' | 'stage'>) {
  let processAssets: ((assets: Assets) => void) | undefined;
  let stage = -1;
  const updated: Record<string, string> = {};
  const errors: Error[] = [];
  class RawSource {
    constructor(readonly text: string) {}
  }
  const compilation = {
    hooks: {processAssets: {tap: (options: {stage: number}, fn: (assets: Assets) => void) => ((stage = options.stage), (processAssets = fn))}},
    updateAsset: (file: string, source: object) => (updated[file] = (source as RawSource).text),
    errors,
  };
  rewriteAssets({webpack: {Compilation: {STAGE: 7}, sources: {RawSource}}, hooks: {thisCompilation: {tap: (_name, fn) => fn(compilation)}}}, {name: 'test', stage: 'STAGE', ...rewrite});
  processAssets!(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, {source: () => text}])));
  return {stage, updated, errors: errors.map((error) => error.message)};
}

describe('rewriteAssets', () => {
  it('rewrites the selected files at the named stage and leaves unchanged ones alone', () => {
    const result = pass({'a.js': 'x', 'b.js': 'y', 'c.css': 'x'}, {select: (files) => files.filter((file) => file.endsWith('.js')), rewrite: (code) => code.replace('x', 'z')});
    expect(result).toEqual({stage: 7, updated: {'a.js': 'z'}, errors: []});
  });

  it('reports what select and rewrite return as errors as build errors', () => {
    expect(pass({'a.js': 'x'}, {select: () => ({error: 'nothing to rewrite'}), rewrite: (code) => code}).errors).toEqual(['nothing to rewrite']);
    expect(pass({'a.js': 'x'}, {select: (files) => files, rewrite: () => ({error: 'unexpected shape'})})).toEqual({stage: 7, updated: {}, errors: ['unexpected shape']});
  });
});
