// /templates: every starter template by category (records in src/data/templates.ts); each also
// gets its own page from the data-routes plugin.
import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import CopyCommand from '@site/src/components/CopyCommand';
import {
  freeTemplates,
  paidTemplates,
  templateCategories,
  templateImagePath,
  templatePagePath,
  type TemplateCategory,
} from '@site/src/data/templates';
import TemplateCard from './_components/TemplateCard';
import styles from './_components/styles.module.css';

const categories = Object.keys(templateCategories) as TemplateCategory[];

function PaidRow() {
  const editorStarter = paidTemplates[0];
  const image = useBaseUrl(editorStarter ? templateImagePath(editorStarter) : '/img/logo.svg');
  if (!editorStarter) return null;
  return (
    <Link to={templatePagePath(editorStarter)} className={styles.paidRow} data-testid="template-card">
      <img src={image} alt="" width={320} height={180} loading="lazy" className={styles.paidImage} />
      <span className={styles.paidBody}>
        <span className={styles.paidBadge}>Paid</span>
        <span className={styles.paidTitle}>{editorStarter.homePageLabel}</span>
        <span className={styles.cardSummary}>{editorStarter.summary}</span>
        <span className={styles.paidMore}>What you get →</span>
      </span>
    </Link>
  );
}

export default function TemplatesPage() {
  return (
    <Layout
      title="Templates"
      description="Starter projects for Remotion: blank and Hello World starters, video apps with Next.js or React Router, 3D, captions, audiograms and more."
    >
      <main>
        <PageHeader
          eyebrow="Templates"
          title="Start from a template"
          lead={`${freeTemplates.length} free starting points, from an empty composition to complete apps that let your users render videos. Each one is a real project you can run, change and ship.`}
        >
          <CopyCommand command="npx create-video@latest" className={styles.headerCommand} />
        </PageHeader>
        {categories.map((category) => {
          const inCategory = freeTemplates.filter((t) => t.category === category);
          return (
            <Section
              key={category}
              id={category}
              title={templateCategories[category].label}
              intro={templateCategories[category].blurb}
              className={styles.categorySection}
            >
              <div className={styles.grid}>
                {inCategory.map((template) => (
                  <TemplateCard key={template.cliId} template={template} />
                ))}
              </div>
            </Section>
          );
        })}
        <Section
          id="paid"
          tinted
          title="Paid template"
          intro="One template is sold separately. It goes further than a starter: a codebase you build a product on."
        >
          <PaidRow />
        </Section>
      </main>
    </Layout>
  );
}
