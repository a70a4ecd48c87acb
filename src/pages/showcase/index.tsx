import React, {useCallback, useEffect, useState} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import {findShowcaseEntry, showcase} from '@site/src/data/showcase';
import ShowcaseCard from './_components/ShowcaseCard';
import styles from './_components/styles.module.css';

/**
 * Entries deep-link by hash (/showcase/#countdown): the linked entry is scrolled into view,
 * highlighted and opened, on first load and whenever the hash changes.
 */
function useHashTarget(): string | null {
  const {hash} = useLocation();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    const slug = decodeURIComponent(hash.replace(/^#/, ''));
    const entry = findShowcaseEntry(slug);
    setTarget(entry ? entry.slug : null);
    if (entry) {
      const element = document.getElementById(entry.slug);
      element?.scrollIntoView({block: 'start', behavior: 'auto'});
    }
  }, [hash]);
  return target;
}

export default function ShowcasePage() {
  const target = useHashTarget();
  const [opened, setOpened] = useState<Set<string>>(() => new Set());
  const open = useCallback((slug: string) => setOpened((prev) => new Set(prev).add(slug)), []);

  useEffect(() => {
    if (target) open(target);
  }, [target, open]);

  return (
    <Layout
      title="Showcase"
      description="Videos made with Remotion that play right on the page, with what each one demonstrates."
    >
      <main>
        <PageHeader
          eyebrow="Showcase"
          title="Made with Remotion"
          lead="Each entry plays live in the Remotion Player, so you can pause it, scrub it and see how it is put together. Every entry has its own link to share."
        >
          <Link className="button button--primary button--lg" to="/showcase/add">
            Submit your video
          </Link>
        </PageHeader>
        <Section>
          <div className={styles.list}>
            {showcase.map((entry) => (
              <ShowcaseCard
                key={entry.slug}
                entry={entry}
                open={opened.has(entry.slug)}
                highlighted={target === entry.slug}
                onOpen={() => open(entry.slug)}
              />
            ))}
          </div>
        </Section>
      </main>
    </Layout>
  );
}
