/**
 * The navbar's `docSidebar` item (registered in src/theme/NavbarItem/ComponentTypes.tsx): the
 * theme's item, with its active state found by a map lookup. The theme finds the page's doc by
 * testing the path against every doc of the version with react-router's `matchPath`, which
 * compiles a pattern per doc path on first use: at 367 docs 45 ms of a docs page's hydration with
 * the CPU slowed down 4 times (two items, each also in the mobile menu), and more with every doc.
 * Same link, label and active rule: active when the current page's doc is in this sidebar.
 */
import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useAllDocsData, useLayoutDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';
import {sidebarOfPath} from './sidebarOfPath';

export default function DocSidebarNavbarItem({sidebarId, label, docsPluginId, ...props}: Props): ReactNode {
  const {pathname} = useLocation();
  const docsData = useAllDocsData();
  const sidebarLink = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  if (!sidebarLink) {
    throw new Error(`DocSidebarNavbarItem: Sidebar with ID "${sidebarId}" doesn't have anything to be linked to.`);
  }
  const data = docsData[docsPluginId ?? 'default'];
  const active = data !== undefined && sidebarOfPath(data, pathname) === sidebarId;
  return <DefaultNavbarItem exact {...props} isActive={() => active} label={label ?? sidebarLink.label} to={sidebarLink.path} />;
}
