/**
 * Docusaurus' prefetching finds a route chunk's file by chunk name through
 * `__webpack_require__.gca`, whose name-to-id table its ChunkAssetPlugin writes into the runtime
 * of every page: one entry per route chunk (3.1 kB gzip at 480 pages, growing with every page),
 * downloaded before first paint although only idle-time prefetching reads it.
 *
 * This plugin takes the place of ChunkAssetPlugin in the browser bundle: the table goes to its own
 * file (`assets/js/chunk-names.<hash>.json`), the runtime keeps `gca` and the file's name, and
 * client/idlePrefetch.ts fetches the table before the first prefetch (`gca` answers nothing
 * until then, which Docusaurus' prefetch treats as "nothing to fetch"). Loading a route
 * (`preload`, navigation) never used the table.
 */
import crypto from 'node:crypto';

const NAME = 'route-sections-chunk-name-file';

/** The parts of the bundler's API this plugin uses (rspack and webpack share them). */
type RuntimeModuleClass = new (name: string, stage: number) => {chunk?: Chunk; generate(): string};
type Chunk = {getChunkMaps(realHash: boolean): {name: Record<string, string>}};
type Compilation = {
  hooks: {
    additionalTreeRuntimeRequirements: {tap(name: string, fn: (chunk: Chunk) => void): void};
    processAssets: {tap(options: {name: string; stage: number}, fn: () => void): void};
  };
  addRuntimeModule(chunk: Chunk, module: object): void;
  emitAsset(file: string, source: object): void;
};
type Compiler = {
  webpack: {
    RuntimeModule: RuntimeModuleClass & {STAGE_ATTACH: number};
    Compilation: {PROCESS_ASSETS_STAGE_ADDITIONAL: number};
    sources: {RawSource: new (source: string) => object};
  };
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}};
};

/** The table Docusaurus would inline: chunk name -> chunk id, for the named chunks of the runtime's tree. */
export function chunkNameTable(idToName: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(idToName).map(([id, name]) => [name, id]));
}

/** Where the table goes, named by its content. */
export function chunkNameFileName(json: string): string {
  return `assets/js/chunk-names.${crypto.createHash('sha256').update(json).digest('hex').slice(0, 8)}.json`;
}

/** The runtime code: `gca` as Docusaurus defines it, reading a table that arrives later. */
export function runtimeCode(file: string): string {
  return [
    `__webpack_require__.gcaFile = ${JSON.stringify(file)};`,
    '__webpack_require__.gca = function(chunkName) { var table = __webpack_require__.gcaTable; if (!table) return undefined; return __webpack_require__.p + __webpack_require__.u(table[chunkName] || chunkName); };',
  ].join('\n');
}

export class ChunkNameFilePlugin {
  apply(compiler: Compiler): void {
    const {RuntimeModule, Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const files = new Map<string, string>();
      class ChunkNameFileRuntimeModule extends RuntimeModule {
        constructor() {
          super('ChunkNameFileRuntimeModule', RuntimeModule.STAGE_ATTACH);
        }
        generate(): string {
          const json = JSON.stringify(chunkNameTable(this.chunk!.getChunkMaps(false).name));
          const file = chunkNameFileName(json);
          files.set(file, json);
          return runtimeCode(file);
        }
      }
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkNameFileRuntimeModule());
      });
      compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL}, () => {
        for (const [file, json] of files) compilation.emitAsset(file, new sources.RawSource(json));
      });
    });
  }
}

/** Swaps Docusaurus' ChunkAssetPlugin for ChunkNameFilePlugin in a client config's plugin list. */
export function replaceChunkAssetPlugin(plugins: unknown[]): unknown[] {
  const index = plugins.findIndex((plugin) => (plugin as {constructor?: {name?: string}} | null)?.constructor?.name === 'ChunkAssetPlugin');
  if (index < 0) throw new Error("route-sections: the browser bundle's plugins have no ChunkAssetPlugin (Docusaurus' `__webpack_require__.gca` table). This plugin moves that table to a file and expects to replace it; find where the installed @docusaurus/core now defines `gca` and update plugins/route-sections/chunkNameFile.ts.");
  const next = [...plugins];
  next.splice(index, 1, new ChunkNameFilePlugin());
  return next;
}
