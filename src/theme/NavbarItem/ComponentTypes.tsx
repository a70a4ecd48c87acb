// Wraps the theme's navbar item registry to add our own item types (`custom-*` in config/navbar.ts).
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import AskAiButton from '@site/src/components/AskAiButton';
import NavbarIconLink from '@site/src/components/NavbarIconLink';

export default {
  ...ComponentTypes,
  'custom-askAi': AskAiButton,
  'custom-iconLink': NavbarIconLink,
};
