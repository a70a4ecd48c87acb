// Wraps the docs breadcrumbs so that a doc in no sidebar still shows where it sits: the theme's own
// trail comes from the sidebar and is empty there, so the trail by URL from this plugin is shown.
import React from 'react';
import DocBreadcrumbs from '@theme-init/DocBreadcrumbs';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useHomePageRoute} from '@docusaurus/theme-common/internal';
import {useDoc, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import trails from '@generated/docusaurus-plugin-content-docs/default/unlisted-trails.json';
import styles from './styles.module.css';

function UnlistedDocBreadcrumbs() {
  const {metadata, frontMatter} = useDoc();
  const homePageRoute = useHomePageRoute();
  const trail = trails[metadata.permalink] ?? [];
  const current = typeof frontMatter.sidebar_label === 'string' ? frontMatter.sidebar_label : metadata.title;
  return (
    <nav
      className={`${ThemeClassNames.docs.docBreadcrumbs} ${styles.container}`}
      aria-label={translate({id: 'theme.docs.breadcrumbs.navAriaLabel', message: 'Breadcrumbs'})}>
      <ul className="breadcrumbs">
        {homePageRoute && <HomeBreadcrumbItem />}
        {trail.map((item) => (
          <li key={item.href} className="breadcrumbs__item">
            <Link className="breadcrumbs__link" href={item.href}>
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
        <li className="breadcrumbs__item breadcrumbs__item--active">
          <span className="breadcrumbs__link" aria-current="page">
            {current}
          </span>
        </li>
      </ul>
    </nav>
  );
}

export default function DocBreadcrumbsWithUnlisted(): React.ReactNode {
  const fromSidebar = useSidebarBreadcrumbs();
  return fromSidebar ? <DocBreadcrumbs /> : <UnlistedDocBreadcrumbs />;
}
