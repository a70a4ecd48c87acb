import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {PACKAGE_MANAGERS, tabCommands, type Commands, type InstallOptions} from '@site/lib/packageManagerCommands';

/**
 * The tab group shared by every package-manager switch on the site (raw <Tabs> included): a
 * reader who picks pnpm once sees pnpm on every page, and `?package-manager=pnpm` links to it.
 */
export const PACKAGE_MANAGER_GROUP = 'package-manager';

type Props =
  /** Install packages: `<PackageManagerTabs packages="@remotion/player" />`. */
  | (InstallOptions & {[pm in keyof Commands]?: never})
  /** Any other command, spelled out per manager: `npm="npx create-video" yarn="yarn create video" ...`. */
  | (Commands & {packages?: never; dev?: never; exact?: never});

/** Install commands (or any command) for npm, yarn, pnpm and bun, one tab each. */
export default function PackageManagerTabs(props: Props): ReactNode {
  const commands = tabCommands(props);
  return (
    <Tabs groupId={PACKAGE_MANAGER_GROUP} queryString>
      {PACKAGE_MANAGERS.map((pm) => (
        <TabItem key={pm} value={pm} label={pm} default={pm === 'npm'}>
          <CodeBlock language="bash">{commands[pm]}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
