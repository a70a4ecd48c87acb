// The home page's closing call to action: the create-video command, ready to copy.
import React from 'react';
import Link from '@docusaurus/Link';
import CopyCommand from '@site/src/components/CopyCommand';
import styles from './styles.module.css';

export default function ClosingCta() {
  return (
    <section className={styles.closing}>
      <div className={`container ${styles.closingInner}`}>
        <h2>Your first render is one command away</h2>
        <p>
          Create a project, change some text, press render. The rest of Remotion is there when you need it.
        </p>
        <CopyCommand command="npx create-video@latest" className={styles.closingCommand} />
        <div className={styles.closingButtons}>
          <Link className="button button--primary button--lg" to="/docs/">
            Read the docs
          </Link>
          <Link className="button button--secondary button--lg" to="/contact/">
            Contact us
          </Link>
        </div>
      </div>
    </section>
  );
}
