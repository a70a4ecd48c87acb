import type {ThemeConfig} from '@docusaurus/preset-classic';
import {externalLinks} from './links';

type Navbar = NonNullable<ThemeConfig['navbar']>;

/**
 * Custom item types (`custom-*`) are registered in src/theme/NavbarItem/ComponentTypes.tsx.
 * Dropdowns keep the theme's own behaviour: open on hover, toggle on Enter, close on an
 * outside click, touch or focus.
 */
export const navbar = {
  title: 'Remotion',
  hideOnScroll: false,
  logo: {
    alt: 'Remotion logo',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    {type: 'docSidebar', sidebarId: 'mainSidebar', label: 'Docs', position: 'left'},
    {type: 'docSidebar', sidebarId: 'apiSidebar', label: 'API', position: 'left'},
    {
      type: 'dropdown',
      label: 'Products',
      position: 'left',
      items: [
        {label: 'Player', to: '/player'},
        {label: 'Lambda', to: '/lambda'},
        {label: 'Editor Starter', to: '/docs/editor-starter'},
        {label: 'Timeline', to: '/docs/timeline'},
        {label: 'WebCodecs', to: '/docs/webcodecs'},
        {label: 'Recorder', to: '/docs/recorder'},
      ],
    },
    {
      type: 'dropdown',
      label: 'Resources',
      position: 'left',
      items: [
        {label: 'Learn', to: '/learn'},
        {label: 'Resources', to: '/docs/resources'},
        {label: 'Blog', to: '/blog'},
        {label: 'Showcase', to: '/showcase'},
        {label: 'Convert a video', href: externalLinks.convert},
        {label: 'Support', to: '/docs/support'},
      ],
    },
    {
      type: 'dropdown',
      label: 'Commercial',
      position: 'left',
      items: [
        {label: 'License + Pricing', to: '/docs/license/pricing'},
        {label: 'Store', href: externalLinks.store},
        {label: 'Success Stories', to: '/success-stories'},
        {label: 'Experts', to: '/experts'},
        {label: 'About us', to: '/about'},
        {label: 'Investors', to: '/docs/investors'},
        {label: 'Contact us', to: '/contact'},
      ],
    },
    {
      type: 'custom-iconLink',
      position: 'right',
      href: externalLinks.github,
      icon: 'github',
      label: 'GitHub repository',
    },
    {
      type: 'custom-iconLink',
      position: 'right',
      href: externalLinks.discord,
      icon: 'discord',
      label: 'Discord community',
    },
    {
      type: 'custom-iconLink',
      position: 'right',
      href: externalLinks.x,
      icon: 'x',
      label: 'Remotion on X',
    },
    {type: 'custom-askAi', position: 'right'},
  ],
} satisfies Navbar;
