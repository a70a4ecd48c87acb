// The home page's opening: headline, template picker, calls to action, and a code sample written
// in ./HeroCode.mdx so the build highlights it (no highlighter in the page's bundle).
import React from 'react';
import Link from '@docusaurus/Link';
import TemplatePicker from '@site/src/components/TemplatePicker';
import styles from './styles.module.css';
import CodeSample from '@site/src/components/CodeSample';
import HeroCode from './HeroCode.mdx';

export default function Hero() {
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>Remotion</p>
          <h1 className={styles.heroTitle}>
            Make videos <span className={styles.accent}>programmatically.</span>
          </h1>
          <p className={styles.heroLead}>
            Write your video as React components. Preview it in the browser, drive it with data and render it
            to MP4 on your laptop, your own server or many cloud functions at once.
          </p>
          <TemplatePicker />
          <div className={styles.heroButtons}>
            <Link className="button button--primary button--lg" to="/docs/">
              Get started
            </Link>
            <Link className="button button--secondary button--lg" to="/templates/">
              Browse templates
            </Link>
          </div>
        </div>
        <div className={styles.heroCode}>
          <CodeSample file={HeroCode} />
          <p className={styles.heroCodeNote}>
            The whole video is this component: frame 0 is transparent, frame 30 is fully visible.
          </p>
        </div>
      </div>
    </header>
  );
}
