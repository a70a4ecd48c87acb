// /experts: the experts directory (records in src/data/experts.ts; each also gets its own page).
import React from 'react';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import {CONTACT_EMAIL, experts} from '@site/src/data/experts';
import ExpertList from './_components/ExpertList';
import styles from './_components/styles.module.css';

export default function ExpertsPage() {
  return (
    <Layout
      title="Experts"
      description="People in the Remotion experts directory, and how to get in touch with them about a project."
    >
      <main>
        <PageHeader
          eyebrow="Experts"
          title="Remotion experts"
          lead={`${experts.length} people in our directory whom you can contact about a Remotion project.`}
        />
        <Section>
          <p className={styles.orderNote}>
            The list is shuffled once a day, so nobody stays at the top. It stays in the same order until
            midnight UTC.
          </p>
          <ExpertList />
        </Section>
        <Section tinted title="How getting in touch works" narrow>
          <p>
            We only publish names and the date each person joined the directory. Every contact button opens an
            email to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> with the person&apos;s name in
            the subject line, so you do not need to look up anyone&apos;s address. Mention what you are
            building and your timeline; it makes the first reply more useful.
          </p>
          <p>
            Do you build with Remotion and want to be listed? Write to the same address and tell us about your
            work.
          </p>
        </Section>
      </main>
    </Layout>
  );
}
