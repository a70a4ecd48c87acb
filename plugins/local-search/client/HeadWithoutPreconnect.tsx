/**
 * `@docusaurus/Head` as seen by the theme's SearchBar only (a module-scoped alias set by the
 * plugin). The theme always adds a preconnect to `https://<appId>-dsn.algolia.net`; in local
 * mode that would open a connection to a third party for nothing. The site adds its own
 * preconnect in hosted mode (config/search.ts, `searchHeadTags`), so this one is dropped.
 */
import React, {Children, isValidElement, type ComponentProps, type ReactNode} from 'react';
import Head from '@docusaurus/Head';

function isPreconnect(child: ReactNode): boolean {
  return isValidElement<{rel?: string}>(child) && child.type === 'link' && child.props.rel === 'preconnect';
}

export default function HeadWithoutPreconnect({children, ...props}: ComponentProps<typeof Head>) {
  const kept = Children.toArray(children).filter((child) => !isPreconnect(child));
  if (kept.length === 0) return null;
  return <Head {...props}>{kept}</Head>;
}
