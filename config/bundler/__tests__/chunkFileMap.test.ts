import {describe, expect, it} from 'vitest';
import {hoistChunkFileMap} from '../chunkFileMap';

// The shape Rspack's minified runtime has (ids and hashes shortened).
const RUNTIME = 'i.p="/",i.u=e=>"assets/js/"+e+"."+({101:"3c34fe55",2048:"d60556ff",77:"6fc458ca"})[e]+".js",i.miniCssF=e=>"assets/css/"+e+".css";';

describe('hoistChunkFileMap', () => {
  it('builds the map once and returns the same file names', () => {
    const result = hoistChunkFileMap(RUNTIME);
    if ('error' in result) throw new Error(result.error);
    expect(result.code).toContain('i.u=($chunkFiles=>e=>"assets/js/"+e+"."+$chunkFiles[e]+".js")({101:"3c34fe55",2048:"d60556ff",77:"6fc458ca"})');
    const load = (code: string) => new Function(`const i = {}; ${code} return i;`)() as {u: (id: number) => string; miniCssF: (id: number) => string};
    const before = load(RUNTIME);
    const after = load(result.code);
    for (const id of [101, 2048, 77]) expect(after.u(id)).toBe(before.u(id));
    expect(after.miniCssF(5)).toBe('assets/css/5.css');
  });

  it('fails when the function is missing or there twice', () => {
    expect(hoistChunkFileMap('i.u=e=>"assets/js/"+e+".js";')).toEqual({error: expect.stringContaining('found 0')});
    expect(hoistChunkFileMap(RUNTIME + RUNTIME)).toEqual({error: expect.stringContaining('found 2')});
  });
});
