import type {ThemeConfig} from '@docusaurus/preset-classic';

/**
 * The bar above the navbar. Change `id` whenever the message changes: the theme remembers a
 * dismissal per id, so a new id shows the bar again to people who closed the old one.
 */
export const announcementBar = {
  id: 'editor-starter-2025',
  content:
    'New: the <a href="/docs/editor-starter">Editor Starter</a>, a complete video editor to build your product on.',
  backgroundColor: '#0a6bcc',
  textColor: '#ffffff',
  isCloseable: true,
} satisfies NonNullable<ThemeConfig['announcementBar']>;
