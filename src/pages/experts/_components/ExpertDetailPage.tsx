// /experts/{slug}: one expert, with contact through the site's address. A route of the
// data-routes plugin (config/pages.ts), which hands the page its record as route data.
import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Pager from '@site/src/components/Pager';
import {CONTACT_EMAIL, expertContactHref, formatSince} from '@site/src/data/experts';
import type {ExpertRouteData} from '../../../data/routeData';
import ExpertAvatar from './ExpertAvatar';
import styles from './styles.module.css';

export default function ExpertDetailPage({data}: {data: ExpertRouteData}) {
  const {expert, previous, next} = data;
  return (
    <Layout
      title={`${expert.name} · Remotion expert`}
      description={`${expert.name} is listed in the Remotion experts directory. Contact them through hi@remotion.dev.`}
    >
      <main className={styles.detail}>
        <div className="container">
          <nav className={styles.breadcrumbs} aria-label="Breadcrumbs">
            <Link to="/experts/">Experts</Link>
            <span aria-hidden="true"> / </span>
            <span>{expert.name}</span>
          </nav>
          <div className={styles.profile}>
            <ExpertAvatar name={expert.name} size="lg" />
            <div>
              <h1 className={styles.detailName}>{expert.name}</h1>
              <p className={styles.detailSince}>
                In the Remotion experts directory since {formatSince(expert.since)}
              </p>
            </div>
          </div>
          <div className={styles.detailBody}>
            <p>
              Get in touch through our address, <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>: the
              button below starts an email with {expert.name}&apos;s name in the subject line.
            </p>
            <div className={styles.detailActions}>
              <a
                className="button button--primary button--lg"
                href={expertContactHref(expert)}
                data-testid="expert-contact"
              >
                Email about {expert.name}
              </a>
              <Link className="button button--secondary button--lg" to="/experts/">
                All experts
              </Link>
            </div>
          </div>
          <Pager previous={previous} next={next} label="Other experts" />
        </div>
      </main>
    </Layout>
  );
}
