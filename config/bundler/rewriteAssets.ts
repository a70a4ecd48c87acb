/**
 * The bundler plugin shape shared by the plugins of this folder that edit emitted files as text
 * (chunkFileMap.ts, oneByteSource.ts): at one `processAssets` stage of every compilation, pick
 * files by name, rewrite each file's text, and report an error as a build error.
 */

/** The parts of the bundler's API used here (Rspack and webpack share them). */
type Source = {source(): string | Buffer};
type Compilation = {
  hooks: {processAssets: {tap(options: {name: string; stage: number}, fn: (assets: Record<string, Source>) => void): void}};
  updateAsset(file: string, source: object): void;
  errors: Error[];
};
export type AssetCompiler<Stage extends string> = {
  webpack: {Compilation: Record<Stage, number>; sources: {RawSource: new (source: string) => object}};
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}};
};

export type AssetRewrite<Stage extends string> = {
  name: string;
  /** The `PROCESS_ASSETS_STAGE_*` constant of the bundler's Compilation class. */
  stage: Stage;
  /** The files to rewrite among the compilation's file names, or an error when they are not there. */
  select(files: string[]): string[] | {error: string};
  /** A file's new text (the same text leaves the file as it is), or an error. */
  rewrite(code: string): string | {error: string};
};

export function rewriteAssets<Stage extends string>(compiler: AssetCompiler<Stage>, {name, stage, select, rewrite}: AssetRewrite<Stage>): void {
  const {Compilation, sources} = compiler.webpack;
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap({name, stage: Compilation[stage]}, (assets) => {
      const files = select(Object.keys(assets));
      if ('error' in files) {
        compilation.errors.push(new Error(files.error));
        return;
      }
      for (const file of files) {
        const code = String(assets[file]!.source());
        const result = rewrite(code);
        if (typeof result !== 'string') compilation.errors.push(new Error(result.error));
        else if (result !== code) compilation.updateAsset(file, new sources.RawSource(result));
      }
    });
  });
}
