/**
 * The navbar's `docSidebar` item (registered in src/theme/NavbarItem/ComponentTypes.tsx): the
 * theme's item, with its active state found by a map lookup. The theme finds the page's doc by
 * testing the path against every doc of the version with react-router's `matchPath`, which
 * compiles a pattern per doc path on first use: at 367 docs 45 ms of a docs page's hydration with
 * the CPU slowed down 4 times (two items, each also in the mobile menu), and more with every doc.
 * The theme's sidebar link lookup (`useLayoutDocsSidebar`) runs the same search to find the
 * active version, so the link comes from the same candidate versions found without it: the
 * active version (by its path), the preferred one, the latest. Same link, label and active rule:
 * active when the current page's doc is in this sidebar.
 */
import React, {useMemo, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useActiveVersion, useAllDocsData, useDocsPreferredVersion, useLatestVersion, type GlobalSidebar} from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';
import {sidebarOfPath} from './sidebarOfPath';

/** The sidebar in the first candidate version that has it (the theme's `useLayoutDocsSidebar`). */
function useLayoutSidebar(sidebarId: string, docsPluginId: string | undefined): GlobalSidebar {
  const active = useActiveVersion(docsPluginId);
  const {preferredVersion} = useDocsPreferredVersion(docsPluginId);
  const latest = useLatestVersion(docsPluginId);
  return useMemo(() => {
    const versions = [...new Set([active, preferredVersion, latest].filter((version) => version !== undefined && version !== null))];
    const sidebar = versions.map((version) => version.sidebars?.[sidebarId]).find((candidate) => candidate !== undefined);
    if (!sidebar) {
      const ids = versions.flatMap((version) => Object.keys(version.sidebars ?? {}));
      throw new Error(`Can't find any sidebar with id "${sidebarId}" in versions ${versions.map((version) => version.name).join(', ')}. Available sidebar ids are: ${ids.join(', ')}`);
    }
    return sidebar;
  }, [active, preferredVersion, latest, sidebarId]);
}

export default function DocSidebarNavbarItem({sidebarId, label, docsPluginId, ...props}: Props): ReactNode {
  const {pathname} = useLocation();
  const docsData = useAllDocsData();
  const sidebarLink = useLayoutSidebar(sidebarId, docsPluginId).link;
  if (!sidebarLink) {
    throw new Error(`DocSidebarNavbarItem: Sidebar with ID "${sidebarId}" doesn't have anything to be linked to.`);
  }
  const data = docsData[docsPluginId ?? 'default'];
  const active = data !== undefined && sidebarOfPath(data, pathname) === sidebarId;
  return <DefaultNavbarItem exact {...props} isActive={() => active} label={label ?? sidebarLink.label} to={sidebarLink.path} />;
}
