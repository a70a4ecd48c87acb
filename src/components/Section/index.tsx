import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

type Props = {
  id?: string;
  /** The section's h2; leave out for a section that continues the one above. */
  title?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** Tinted background, to separate neighboring sections. */
  tinted?: boolean;
  narrow?: boolean;
  className?: string;
};

/** A band of a marketing page with consistent spacing and an optional h2 and intro. */
export default function Section({id, title, intro, children, tinted, narrow, className}: Props) {
  // Registers the id so that links to `page#id` pass the build's broken-anchor check.
  const brokenLinks = useBrokenLinks();
  if (id) brokenLinks.collectAnchor(id);
  return (
    <section id={id} className={clsx(styles.section, tinted && styles.tinted, className)}>
      <div className={clsx('container', narrow && styles.narrow)}>
        {title ? <h2 className={clsx(styles.title, !intro && styles.titleAlone)}>{title}</h2> : null}
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
