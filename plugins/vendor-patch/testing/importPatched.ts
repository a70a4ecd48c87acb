/**
 * For tests: a published module as the loader patches it, imported. The patched text is written
 * beside the calling test (outside node_modules, so that Vitest compiles it and the TypeScript
 * modules the patches import), and its bare imports resolve from the site's node_modules like the
 * original's. `remove` deletes the file (call it in afterAll); .gitignore covers it meanwhile.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const {patchSource} = require('../patchLoader.cjs') as {patchSource: (source: string, resource: string) => {code: string} | {error: string}};

export type PatchedImport<T> = {module: T; remove: () => void};

export async function importPatched<T>(published: string, testDir: string, name: string): Promise<PatchedImport<T>> {
  const result = patchSource(fs.readFileSync(published, 'utf8'), published);
  if ('error' in result) throw new Error(result.error);
  const file = path.join(testDir, `.patched-${name}-${process.pid}.mjs`);
  // Without its source map comment: the map sits beside the published file, not this one.
  fs.writeFileSync(file, result.code.replace(/\/\/# sourceMappingURL=\S+\s*$/, ''));
  return {module: (await import(/* @vite-ignore */ file)) as T, remove: () => fs.rmSync(file, {force: true})};
}
