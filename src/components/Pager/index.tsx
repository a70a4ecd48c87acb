import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Target = {label: string; path: string};

/** Previous/next links at the bottom of a page that belongs to a series. */
export default function Pager({
  previous,
  next,
  label,
}: {
  previous: Target | null;
  next: Target | null;
  label: string;
}) {
  return (
    <nav className={styles.pager} aria-label={label}>
      {previous ? (
        <Link className={styles.link} to={previous.path}>
          <span>Previous</span>
          {previous.label}
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link className={`${styles.link} ${styles.next}`} to={next.path}>
          <span>Next</span>
          {next.label}
        </Link>
      ) : null}
    </nav>
  );
}
