/**
 * The runtime finds a chunk's file with `__webpack_require__.u`, which Rspack writes as an arrow
 * function returning `"assets/js/" + id + "." + {<every chunk id>: <hash>, ...}[id] + ".js"`: the
 * object literal, one entry per chunk (about 1000 at 480 pages), is built again on every call, for
 * each chunk a page loads and for each file idle-time prefetching asks for; on a docs page with a
 * slow CPU that is most of the time spent starting the page's chunks. This plugin rewrites the
 * runtime Rspack emitted (not a dependency's file) so the object is built once and the function
 * reads from it. If the runtime no longer has that shape, the build fails with an error that says
 * so; review this file then.
 */
import {rewriteAssets, type AssetCompiler} from './rewriteAssets';

const NAME = 'bundler-settings-chunk-file-map';

/** `<ns>.u=<id>=>"<prefix>"+<id>+"."+({...})[<id>]+"<suffix>"` in minified output. */
const CHUNK_FILE_FUNCTION = /([\w$]+)\.u=([\w$]+)=>("[^"]*")\+\2\+"\."\+\((\{[^{}]*\})\)\[\2\]\+("[^"]*")/;

/** The runtime's code with the chunk hash map built once, or an error when it is not found once. */
export function hoistChunkFileMap(code: string): {code: string} | {error: string} {
  const matches = code.match(new RegExp(CHUNK_FILE_FUNCTION.source, 'g')) ?? [];
  if (matches.length !== 1) {
    return {error: `bundler-settings: expected one chunk file function (__webpack_require__.u) in the runtime, found ${matches.length}. Review config/bundler/chunkFileMap.ts.`};
  }
  return {
    code: code.replace(CHUNK_FILE_FUNCTION, (_all, ns: string, id: string, prefix: string, map: string, suffix: string) => `${ns}.u=($chunkFiles=>${id}=>${prefix}+${id}+"."+$chunkFiles[${id}]+${suffix})(${map})`),
  };
}

/** Runs hoistChunkFileMap on the minified runtime (before file hashes are computed from content). */
export class ChunkFileMapPlugin {
  apply(compiler: AssetCompiler<'PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE'>): void {
    rewriteAssets(compiler, {
      name: NAME,
      stage: 'PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE',
      select: (files) => {
        const runtimes = files.filter((file) => /(?:^|\/)runtime~main\.[^/]*\.js$/.test(file));
        return runtimes.length > 0 ? runtimes : {error: 'bundler-settings: no runtime~main file to rewrite. Review config/bundler/chunkFileMap.ts.'};
      },
      rewrite: (code) => {
        const result = hoistChunkFileMap(code);
        return 'error' in result ? result : result.code;
      },
    });
  }
}
