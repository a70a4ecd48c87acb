/** For the patch tests: the sections of patches/README.md and the text a patch file writes. */
import fs from 'node:fs';
import path from 'node:path';

export const PATCHES_DIR = path.join(__dirname, '..');

/** The text of the README's `## <title>` section whose title starts with `title`. */
export function readmeSection(title: string): string {
  const readme = fs.readFileSync(path.join(PATCHES_DIR, 'README.md'), 'utf8');
  const sections = readme.split(/^(?=## )/m);
  const found = sections.filter((section) => section.startsWith(`## ${title}`));
  if (found.length !== 1) throw new Error(`patches/README.md: expected one section "## ${title}...", found ${found.length}`);
  return found[0]!;
}

/**
 * The text a patch of one hunk that spans the whole file writes (its context and `+` lines), as
 * patch-package writes the diff of a short file such as a minified module.
 */
export function patchFileResult(patchFile: string): string {
  const lines = fs.readFileSync(patchFile, 'utf8').split('\n');
  const hunks = lines.filter((line) => line.startsWith('@@ '));
  if (hunks.length !== 1 || !/^@@ -1,\d+ \+1,\d+ @@/.test(hunks[0]!)) throw new Error(`${patchFile}: expected one hunk from the first line`);
  const body = lines.slice(lines.indexOf(hunks[0]!) + 1);
  const kept = body.filter((line) => line.startsWith(' ') || line.startsWith('+'));
  const noFinalNewline = body.at(-1) === '\\ No newline at end of file' || body.at(-2) === '\\ No newline at end of file';
  return kept.map((line) => line.slice(1)).join('\n') + (noFinalNewline ? '' : '\n');
}
