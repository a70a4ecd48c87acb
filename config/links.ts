/** External addresses used in more than one place (navbar, footer, pages). */
export const externalLinks = {
  github: 'https://github.com/remotion-dev/remotion',
  discord: 'https://remotion.dev/discord',
  x: 'https://x.com/remotion',
  convert: 'https://convert.remotion.dev',
  store: 'https://www.remotion.pro/store',
  npm: 'https://www.npmjs.com/package/remotion',
  email: 'mailto:hi@remotion.dev',
} as const;

/** Where a right-click on the navbar logo leads: the brand assets, in a new tab. */
export const brandPagePath = '/about#brand';
