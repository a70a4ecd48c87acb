import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The boundary between the site (src/) and its capabilities (plugins/), in both directions:
 * - src/ reaches a plugin only through the theme aliases (`@theme/...`, `@theme-original/...`),
 *   i.e. through the components the plugin ships in its theme/ folder;
 * - plugins/ never import src/ (a plugin gets site data from its options, see config/);
 * - lib/ holds code both sides use and imports neither.
 * Imports are found in every .ts/.tsx/.mjs/.cjs file: static and dynamic `import`, `export ... from`
 * and `require()`; relative paths are resolved, `@site/...` is the site's root.
 */

const ROOT = path.resolve(__dirname, '../..');
const AREAS = ['src', 'plugins', 'lib'] as const;
type Area = (typeof AREAS)[number];
const SKIPPED_DIRS = new Set(['node_modules', 'build', '.docusaurus', '__fixtures__']);
const SOURCE = /\.(?:ts|tsx|mjs|cjs)$/;

/** Where each area may not reach. */
const FORBIDDEN: Record<Area, Area[]> = {src: ['plugins'], plugins: ['src'], lib: ['src', 'plugins']};

/**
 * Known crossings, each named by file and import so that any other one still fails. None today:
 * add a line here only with the reason beside it.
 */
const KNOWN: ReadonlySet<string> = new Set<string>([]);

export function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every module specifier the file imports, exports from, requires or imports dynamically. */
export function specifiers(source: string): string[] {
  const found: {at: number; specifier: string}[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire(?:\.resolve)?\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) found.push({at: match.index, specifier: match[1]!});
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.specifier);
}

/** The area (src, plugins, lib) a specifier points into, or null for packages and aliases. */
export function targetArea(fromFile: string, specifier: string): Area | null {
  let target: string;
  if (specifier.startsWith('.')) target = path.resolve(path.dirname(fromFile), specifier);
  else if (specifier.startsWith('@site/')) target = path.join(ROOT, specifier.slice('@site/'.length));
  else return null;
  const relative = path.relative(ROOT, target).split(path.sep);
  const area = relative[0] as Area;
  return (AREAS as readonly string[]).includes(area) ? area : null;
}

export function boundaryCrossings(): string[] {
  const crossings: string[] = [];
  for (const area of AREAS) {
    for (const file of sourceFiles(path.join(ROOT, area))) {
      const source = fs.readFileSync(file, 'utf8');
      for (const specifier of specifiers(source)) {
        const target = targetArea(file, specifier);
        if (target && FORBIDDEN[area].includes(target)) crossings.push(`${path.relative(ROOT, file).split(path.sep).join('/')} imports '${specifier}'`);
      }
    }
  }
  return crossings;
}

describe('the src/plugins boundary', () => {
  it('finds the imports it has to judge', () => {
    const file = path.join(ROOT, 'src/theme/x.tsx');
    const source = [
      "import A from '@site/plugins/a/theme/A';",
      "import type {B} from '../../plugins/b';",
      "export {c} from '@site/plugins/c';",
      "const d = () => import('@site/plugins/d');",
      "import '../../plugins/e.css';",
      "import F from '@theme/F';",
    ].join('\n');
    const targets = specifiers(source).map((specifier) => targetArea(file, specifier));
    expect(targets).toEqual(['plugins', 'plugins', 'plugins', 'plugins', 'plugins', null]);
    expect(targetArea(path.join(ROOT, 'plugins/p/client/x.ts'), '../../../src/client/y')).toBe('src');
    expect(targetArea(path.join(ROOT, 'plugins/p/x.ts'), '../../lib/y')).toBe('lib');
  });

  it('src/ reaches plugins only through theme aliases, plugins/ and lib/ never import src/', () => {
    const crossings = boundaryCrossings();
    const violations = crossings.filter((crossing) => !KNOWN.has(crossing));
    const help = "ship the part in the plugin's theme/ and import it as @theme/..., pass data in from config/, or move shared code to lib/";
    expect(violations, `Imports across the src/plugins boundary (${help}):\n${violations.join('\n')}`).toEqual([]);
  });

  it('lists no known crossing that is gone', () => {
    const crossings = new Set(boundaryCrossings());
    expect([...KNOWN].filter((known) => !crossings.has(known))).toEqual([]);
  });
});
