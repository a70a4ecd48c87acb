import React from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {templateImagePath, templatePagePath, type Template} from '@site/src/data/templates';
import styles from './styles.module.css';

/** A template in the grid: preview image as the icon, its label and one line about it. */
export default function TemplateCard({template}: {template: Template}) {
  const image = useBaseUrl(templateImagePath(template));
  return (
    <Link to={templatePagePath(template)} className={styles.card} data-testid="template-card">
      <img src={image} alt="" width={320} height={180} loading="lazy" className={styles.cardImage} />
      <span className={styles.cardBody}>
        <span className={styles.cardTitle}>{template.homePageLabel}</span>
        <span className={styles.cardSummary}>{template.summary}</span>
      </span>
    </Link>
  );
}
