import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  /** Small label above the title, e.g. the product family. */
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons or a command under the lead. */
  children?: ReactNode;
  /** Artwork or a demo beside the text on wide screens. */
  aside?: ReactNode;
  className?: string;
};

/** The top of a marketing page: one h1, a short lead and the main actions. */
export default function PageHeader({eyebrow, title, lead, children, aside, className}: Props) {
  return (
    <header className={clsx(styles.header, aside ? styles.withAside : null, className)}>
      <div className={clsx('container', styles.inner)}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children ? <div className={styles.actions}>{children}</div> : null}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
    </header>
  );
}
