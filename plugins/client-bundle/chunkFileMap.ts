/**
 * The runtime finds a chunk's file with `__webpack_require__.u`, which Rspack writes as an arrow
 * function returning `"assets/js/" + id + "." + {<every chunk id>: <hash>, ...}[id] + ".js"`: the
 * object literal, about 1000 entries (9.5 kB) at 480 pages, is built again on every call, for each
 * chunk a page loads and for each file idle-time prefetching asks for. In a CPU profile of /docs/
 * at 4x slowdown it was most of the time the route section spent starting the page's chunks. This
 * plugin rewrites the minified runtime so the object is built once and the function reads from it.
 * If the runtime no longer has that shape, the build fails (review this file).
 */
const NAME = 'client-bundle-chunk-file-map';

/** `<ns>.u=<id>=>"<prefix>"+<id>+"."+({...})[<id>]+"<suffix>"` in minified output. */
const CHUNK_FILE_FUNCTION = /([\w$]+)\.u=([\w$]+)=>("[^"]*")\+\2\+"\."\+\((\{[^{}]*\})\)\[\2\]\+("[^"]*")/;

/** The runtime's code with the chunk hash map built once, or an error when it is not found once. */
export function hoistChunkFileMap(code: string): {code: string} | {error: string} {
  const matches = code.match(new RegExp(CHUNK_FILE_FUNCTION.source, 'g')) ?? [];
  if (matches.length !== 1) {
    return {error: `client-bundle: expected one chunk file function (__webpack_require__.u) in the runtime, found ${matches.length}. Review plugins/client-bundle/chunkFileMap.ts.`};
  }
  return {
    code: code.replace(CHUNK_FILE_FUNCTION, (_all, ns: string, id: string, prefix: string, map: string, suffix: string) => `${ns}.u=($chunkFiles=>${id}=>${prefix}+${id}+"."+$chunkFiles[${id}]+${suffix})(${map})`),
  };
}

type Source = {source(): string | Buffer};
type Compilation = {
  hooks: {processAssets: {tap(options: {name: string; stage: number}, fn: (assets: Record<string, Source>) => void): void}};
  updateAsset(file: string, source: object): void;
  errors: Error[];
};
type Compiler = {
  webpack: {Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: number}; sources: {RawSource: new (source: string) => object}};
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}};
};

/** Runs hoistChunkFileMap on the minified runtime (before file hashes are computed from content). */
export class ChunkFileMapPlugin {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE}, (assets) => {
        const runtimes = Object.keys(assets).filter((file) => /(?:^|\/)runtime~main\.[^/]*\.js$/.test(file));
        if (runtimes.length === 0) compilation.errors.push(new Error('client-bundle: no runtime~main file to rewrite. Review plugins/client-bundle/chunkFileMap.ts.'));
        for (const file of runtimes) {
          const result = hoistChunkFileMap(String(assets[file]!.source()));
          if ('error' in result) compilation.errors.push(new Error(result.error));
          else compilation.updateAsset(file, new sources.RawSource(result.code));
        }
      });
    });
  }
}
