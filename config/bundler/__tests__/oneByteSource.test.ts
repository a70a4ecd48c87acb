import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {escapeWideCharacters, OneByteSourcePlugin} from '../oneByteSource';

/** Runs `code` (a script that leaves its result in `out`) and returns that result. */
function run(code: string): unknown {
  const context: {out?: unknown} = {};
  vm.runInNewContext(code, context);
  return context.out;
}

describe('escapeWideCharacters', () => {
  const cases: [string, string][] = [
    ['a string', 'out = "├── src/ → done";'],
    ['a template literal', 'const n = 3; out = `${n} – ok…`;'],
    ['an escaped character in a string', String.raw`out = "\─\\─\\\─";`],
    ['a regular expression', 'out = ["a─b", "a-b"].map((s) => /a[─━]b/.test(s));'],
    ['a regular expression with the u flag and an emoji', 'out = [/^🎉$/u.test("🎉"), /^.$/u.test("🎉"), "🎉".length];'],
    ['an identifier', 'const π = 3; out = π;'],
    ['a comment', '// ─── a section ───\nout = 1;'],
  ];
  it.each(cases)('keeps what %s means', (_name, code) => {
    const escaped = escapeWideCharacters(code);
    expect([...escaped].every((character) => character.charCodeAt(0) <= 0xff)).toBe(true);
    expect(run(escaped)).toEqual(run(code));
  });

  it('leaves Latin-1 text as it is', () => {
    const code = 'out = "café — naïve";'.replace('—', '-');
    expect(escapeWideCharacters(code)).toBe(code);
  });

  it('writes lowercase four-digit escapes', () => {
    expect(escapeWideCharacters('"─"')).toBe(String.raw`"\u2500"`);
    expect(escapeWideCharacters('"🎉"')).toBe(String.raw`"\ud83c\udf89"`);
  });
});

describe('OneByteSourcePlugin', () => {
  it('rewrites the JavaScript files that have such characters, and only those', () => {
    type Assets = Record<string, {source(): string}>;
    let processAssets: ((assets: Assets) => void) | undefined;
    let stage = -1;
    const updated = new Map<string, string>();
    class RawSource {
      constructor(readonly text: string) {}
    }
    const compilation = {
      hooks: {processAssets: {tap: (options: {stage: number}, fn: (assets: Assets) => void) => ((stage = options.stage), (processAssets = fn))}},
      updateAsset: (file: string, source: object) => updated.set(file, (source as RawSource).text),
      errors: [] as Error[],
    };
    new OneByteSourcePlugin().apply({
      webpack: {Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400}, sources: {RawSource}},
      hooks: {thisCompilation: {tap: (_name, fn) => fn(compilation)}},
    });
    expect(stage).toBe(400);
    const asset = (text: string) => ({source: () => text});
    processAssets!({'server.bundle.js': asset('out = "→";'), 'plain.js': asset('out = "é";'), 'notes.txt': asset('→')});
    expect([...updated]).toEqual([['server.bundle.js', String.raw`out = "\u2192";`]]);
  });
});
