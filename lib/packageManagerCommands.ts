/**
 * The command lines behind <PackageManagerTabs>. In lib/ because both sides print them: the
 * component on the page, and the llms-txt and code-highlight plugins at build time (the Markdown
 * copy of a page, the precomputed code blocks).
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

/** The props that choose the commands (the component's, as written in MDX). */
export const COMMAND_PROPS = ['packages', 'dev', 'exact', ...PACKAGE_MANAGERS] as const;

/**
 * The command of each tab, from the props as written: install commands when `packages` is given,
 * else the commands spelled out per manager (a manager without one has none). The component, the
 * Markdown copy (plugins/llms-txt) and build-time highlighting (plugins/code-highlight) all read
 * the props with this.
 */
export function tabCommands(props: Partial<Record<(typeof COMMAND_PROPS)[number], unknown>>): Partial<Commands> {
  if (typeof props.packages === 'string') {
    return installCommands({packages: props.packages, dev: props.dev === true, exact: props.exact === true});
  }
  return Object.fromEntries(PACKAGE_MANAGERS.flatMap((pm) => (typeof props[pm] === 'string' ? [[pm, props[pm]]] : [])));
}
