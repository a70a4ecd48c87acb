import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PATCHES_DIR, readmeSection} from './readme';

const require = createRequire(path.join(PATCHES_DIR, '..', 'package.json'));
const pkg = JSON.parse(fs.readFileSync(path.join(PATCHES_DIR, '..', 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** `@docusaurus+theme-common+3.10.2.patch` → ['@docusaurus/theme-common', '3.10.2']. */
function patchTarget(file: string): [name: string, version: string] {
  const match = /^(.+)\+(\d[^+]*)\.patch$/.exec(file);
  if (!match) throw new Error(`patches/${file}: not a patch-package file name`);
  return [match[1]!.replace('+', '/'), match[2]!];
}

describe('patches/', () => {
  const files = fs.readdirSync(PATCHES_DIR).filter((file) => file.endsWith('.patch'));

  it('are applied by npm install, and an install fails when one no longer applies', () => {
    expect(pkg.scripts.postinstall).toBe('patch-package --error-on-fail');
    expect(pkg.devDependencies['patch-package']).toMatch(/^\^?8\./);
  });

  it.each(files)('%s is made for the installed version and explained in patches/README.md', (file) => {
    const [name, version] = patchTarget(file);
    const installed = JSON.parse(fs.readFileSync(path.join(PATCHES_DIR, '..', 'node_modules', name, 'package.json'), 'utf8')) as {version: string};
    expect(installed.version, `${name} was upgraded: regenerate or drop ${file} (patches/README.md)`).toBe(version);
    const section = readmeSection(`${name} ${version}`);
    expect(section).toContain(`Patch: \`${file}\``);
    expect(section).toMatch(/### Upstream report/);
  });

  it('import nothing by absolute path', () => {
    for (const file of files) {
      const added = fs.readFileSync(path.join(PATCHES_DIR, file), 'utf8').split('\n').filter((line) => line.startsWith('+') && !line.startsWith('+++'));
      for (const line of added) expect(line, file).not.toMatch(/(?:from|import|require\()\s*\(?["'`]\//);
    }
    expect(require.resolve('patch-package/package.json')).toContain('node_modules');
  });
});
