// Wraps the theme's navbar item registry to add our own item types (`custom-*` in config/navbar.ts)
// and a `docSidebar` item that finds its active state without a pattern per doc (see its folder).
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import AskAiButton from '@theme/AskAiButton';
import NavbarIconLink from '@site/src/components/NavbarIconLink';
import DocSidebarNavbarItem from '@site/src/components/DocSidebarNavbarItem';

export default {
  ...ComponentTypes,
  docSidebar: DocSidebarNavbarItem,
  'custom-askAi': AskAiButton,
  'custom-iconLink': NavbarIconLink,
};
