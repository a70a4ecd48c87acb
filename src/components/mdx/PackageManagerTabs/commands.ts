/**
 * The command lines behind <PackageManagerTabs>. Kept apart from the component so the
 * llms.txt plugin prints the same commands in the Markdown copy of a page.
 */

export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];
export type Commands = Record<PackageManager, string>;

export type InstallOptions = {
  /** Space-separated package names, optionally with versions: "remotion @remotion/player". */
  packages: string;
  /** Install as a development dependency. */
  dev?: boolean;
  /** Pin the exact version instead of a caret range. */
  exact?: boolean;
};

const FLAGS: Record<PackageManager, {add: string; dev: string; exact: string}> = {
  npm: {add: 'npm install', dev: '--save-dev', exact: '--save-exact'},
  yarn: {add: 'yarn add', dev: '--dev', exact: '--exact'},
  pnpm: {add: 'pnpm add', dev: '--save-dev', exact: '--save-exact'},
  bun: {add: 'bun add', dev: '--dev', exact: '--exact'},
};

export function installCommands({packages, dev = false, exact = false}: InstallOptions): Commands {
  const names = packages.trim().split(/\s+/).filter(Boolean);
  if (names.length === 0) throw new Error('<PackageManagerTabs packages="..."> needs at least one package name.');
  const out = {} as Commands;
  for (const pm of PACKAGE_MANAGERS) {
    const f = FLAGS[pm];
    out[pm] = [f.add, ...(dev ? [f.dev] : []), ...(exact ? [f.exact] : []), ...names].join(' ');
  }
  return out;
}
