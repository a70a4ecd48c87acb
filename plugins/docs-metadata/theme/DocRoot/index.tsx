// Wraps the docs root so a missing page under /docs/ keeps its "Page Not Found" title after hydration.
import React from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDocRootMetadata} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import DocRoot from '@theme-init/DocRoot';
import type {Props} from '@theme/DocRoot';

/**
 * The docs routes catch every path under /docs/. For one that names no doc, the theme's DocRoot
 * renders only the not-found content (no second layout), without the page title the site-wide
 * 404 page sets: the server's 404.html says "Page Not Found", and once the app hydrates the title
 * fell back to the site name. The title the 404 page uses, with the same translation id.
 */
export default function DocRootWithNotFoundTitle(props: Props): React.ReactNode {
  const found = useDocRootMetadata(props);
  return (
    <>
      {!found && <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />}
      <DocRoot {...props} />
    </>
  );
}
