import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PATCHES_DIR, patchedCacheVersion, patchedDependenciesCache, patchesHash} from '../patchedDependencies';

describe('the persistent cache keyed by patches/', () => {
  it('appends the hash of the patches to the cache version, for Rspack and for webpack', () => {
    expect(patchedCacheVersion({experiments: {cache: {version: 'client-production-en-3.10.2-abc'}}}, 'f00d')).toEqual({
      experiments: {cache: {version: 'client-production-en-3.10.2-abc-patches-f00d'}},
    });
    expect(patchedCacheVersion({cache: {version: '3.10.2-abc'}}, 'f00d')).toEqual({cache: {version: '3.10.2-abc-patches-f00d'}});
    // No persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE): nothing to key.
    expect(patchedCacheVersion({})).toEqual({});
    const plugin = patchedDependenciesCache();
    expect(plugin.configureWebpack?.({experiments: {cache: {version: 'v'}}} as never, false, {} as never, {} as never)).toEqual({experiments: {cache: {version: `v-patches-${patchesHash()}`}}});
  });

  it('changes the hash when a patch changes, is added or is renamed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patches-'));
    try {
      for (const file of fs.readdirSync(PATCHES_DIR).filter((name) => name.endsWith('.patch'))) fs.copyFileSync(path.join(PATCHES_DIR, file), path.join(dir, file));
      const original = patchesHash(dir);
      expect(original).toBe(patchesHash());
      expect(original).toMatch(/^[0-9a-f]{12}$/);
      fs.writeFileSync(path.join(dir, 'README.md'), 'not a patch');
      expect(patchesHash(dir)).toBe(original);
      const file = path.join(dir, 'react-router+5.3.4.patch');
      fs.appendFileSync(file, ' ');
      const edited = patchesHash(dir);
      expect(edited).not.toBe(original);
      fs.renameSync(file, path.join(dir, 'react-router+5.3.5.patch'));
      expect(patchesHash(dir)).not.toBe(edited);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
