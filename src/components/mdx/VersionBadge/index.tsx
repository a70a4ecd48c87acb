import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

const VERSION = /^v?(\d+\.\d+\.\d+)$/;

/**
 * "1.2.3" or "v1.2.3" -> "v1.2.3". Anything else stops the build: a version on a page is a
 * fact, and a malformed one is usually a guess.
 */
export function formatVersion(version: string, where: string): string {
  const match = VERSION.exec(version.trim());
  if (!match) throw new Error(`${where}: "${version}" is not a version like 4.0.120.`);
  return `v${match[1]}`;
}

type BadgeProps = {kind: 'available' | 'deprecated'; children: ReactNode; title?: string};

function Badge({kind, children, title}: BadgeProps) {
  return (
    <span className={clsx(styles.badge, styles[kind])} title={title}>
      {children}
    </span>
  );
}

/** `<AvailableFrom v="4.0.120" />`: the release that added an API, prop or option. */
export function AvailableFrom({v}: {v: string}): ReactNode {
  const version = formatVersion(v, '<AvailableFrom v>');
  return (
    <Badge kind="available" title={`Added in ${version}`}>
      Available from {version}
    </Badge>
  );
}

/** `<Deprecated />` or `<Deprecated since="4.0.0" />`; say what to use instead in the text. */
export function Deprecated({since}: {since?: string}): ReactNode {
  const version = since ? formatVersion(since, '<Deprecated since>') : null;
  return <Badge kind="deprecated">{version ? `Deprecated since ${version}` : 'Deprecated'}</Badge>;
}
