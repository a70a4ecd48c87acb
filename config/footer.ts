import type {ThemeConfig} from '@docusaurus/preset-classic';
import {externalLinks} from './links';

type Footer = NonNullable<ThemeConfig['footer']>;

export const footer = {
  style: 'light',
  logo: {
    alt: 'Remotion',
    src: 'img/logo-footer.svg',
    srcDark: 'img/logo-footer-dark.svg',
    href: '/',
    width: 140,
    height: 40,
  },
  links: [
    {
      title: 'Product',
      items: [
        {label: 'Getting started', to: '/docs/'},
        {label: 'API reference', to: '/docs/api'},
        {label: 'Player', to: '/player'},
        {label: 'Lambda', to: '/lambda'},
        {label: 'Templates', to: '/templates'},
        {label: 'License + Pricing', to: '/docs/license/pricing'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Showcase', to: '/showcase'},
        {label: 'Experts', to: '/experts'},
        {label: 'Discord', href: externalLinks.discord},
        {label: 'GitHub', href: externalLinks.github},
        {label: 'X', href: externalLinks.x},
        {label: 'Support', to: '/docs/support'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog'},
        {label: 'Learn', to: '/learn'},
        {label: 'Success Stories', to: '/success-stories'},
        {label: 'About us', to: '/about'},
        {label: 'Contact us', to: '/contact'},
        {label: 'Resources', to: '/docs/resources'},
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} Remotion AG. Built with Docusaurus.`,
} satisfies Footer;
