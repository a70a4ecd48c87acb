import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Pager from '@site/src/components/Pager';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CopyCommand from '@site/src/components/CopyCommand';
import {
  templateCategories,
  templateCommand,
  templateImagePath,
  templateRepoUrl,
  type Template,
} from '@site/src/data/templates';
import type {TemplateRouteData} from '../../../data/routeData';
import styles from './detail.module.css';

/** The store page the create-video CLI prints for the paid template. */
const EDITOR_STARTER_STORE = 'https://www.remotion.pro/editor-starter';

function CommandNote({template}: {template: Template}) {
  if (template.paid) {
    return (
      <p className={styles.note}>
        {template.homePageLabel} is a paid template: instead of creating a project, this command prints a link
        to <a href={EDITOR_STARTER_STORE}>its purchase page</a>.
      </p>
    );
  }
  if (template.cliFlag === null) {
    return (
      <p className={styles.note}>
        This template is not in the create-video menu: clone its repository and follow the setup steps in its
        README.
      </p>
    );
  }
  if (template.cliFlag !== template.cliId) {
    return (
      <p className={styles.note}>
        create-video offers this repository under the <code>--{template.cliFlag}</code> flag.
      </p>
    );
  }
  return <p className={styles.note}>Leave out the flag to choose from every template interactively.</p>;
}

export default function TemplateDetailPage({data}: {data: TemplateRouteData}) {
  const {template, relatedDocs, previous, next} = data;
  const image = useBaseUrl(templateImagePath(template));
  const repoUrl = templateRepoUrl(template);
  const category = templateCategories[template.category];

  return (
    <Layout title={`${template.shortName} template`} description={template.summary}>
      <main className={styles.page}>
        <div className="container">
          <nav className={styles.breadcrumbs} aria-label="Breadcrumbs">
            <Link to="/templates/">Templates</Link>
            <span aria-hidden="true"> / </span>
            <span>{category.label}</span>
          </nav>
          <div className={styles.layout}>
            <div className={styles.main}>
              <p className={styles.kind}>
                {template.paid ? <span className={styles.paid}>Paid</span> : null}
                {template.kind}
              </p>
              <h1 className={styles.title}>{template.homePageLabel}</h1>
              <p className={styles.summary}>{template.summary}</p>
              <CopyCommand command={templateCommand(template)} />
              <CommandNote template={template} />
              <img
                src={image}
                alt={`Preview drawing for the ${template.homePageLabel} template`}
                width={640}
                height={360}
                className={styles.image}
              />
              <h2 className={styles.h2}>About this template</h2>
              <p className={styles.description}>{template.description}</p>
            </div>
            <aside className={styles.side}>
              <div className={styles.panel}>
                <h2 className={styles.panelTitle}>Source</h2>
                <a className={styles.repo} href={repoUrl} data-testid="template-repo">
                  github.com/{template.org}/{template.repoName}
                </a>
                <dl className={styles.facts}>
                  <dt>Published by</dt>
                  <dd>{template.org}</dd>
                  <dt>Branch</dt>
                  <dd>
                    <code>{template.defaultBranch}</code>
                  </dd>
                  {template.defaultCompositionFromPreviewURL ? (
                    <>
                      <dt>Opens on</dt>
                      <dd>
                        <code>{template.defaultCompositionFromPreviewURL}</code> composition
                      </dd>
                    </>
                  ) : null}
                </dl>
              </div>
              <div className={styles.panel}>
                <h2 className={styles.panelTitle}>Related docs</h2>
                <ul className={styles.docList}>
                  {relatedDocs.map((doc) => (
                    <li key={doc.id}>
                      <Link to={doc.path}>{doc.title}</Link>
                    </li>
                  ))}
                  <li>
                    <Link to="/docs/">Creating a new project</Link>
                  </li>
                </ul>
              </div>
            </aside>
          </div>
          <Pager previous={previous} next={next} label="Other templates" />
        </div>
      </main>
    </Layout>
  );
}
