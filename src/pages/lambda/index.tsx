// /lambda: Remotion Lambda's product page. The code sample is ./_RenderExample.mdx (highlighted at
// build time); its doc links come from usePublishedDoc, so each points at a page that exists.
import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import CopyCommand from '@site/src/components/CopyCommand';
import {usePublishedDoc} from '@site/src/data/usePublishedDoc';
import styles from './styles.module.css';
import CodeSample from '@site/src/components/CodeSample';
import RenderExample from './_RenderExample.mdx';

const BENEFITS = [
  {
    title: 'Speed from parallel work',
    text: 'A render is cut into chunks of frames and many functions render their chunk at the same time. A longer video means more chunks, not a longer wait for one machine.',
  },
  {
    title: 'Scale without servers',
    text: 'Functions start when a render begins and stop when it ends. Nothing sits idle between renders, and several renders can run at once within your AWS account’s limits.',
  },
  {
    title: 'Cost you can see',
    text: 'AWS bills you for the time the functions run, in your own account. estimatePrice() estimates a render in advance, and the progress of a running render includes what it has cost so far.',
  },
];

type Step = {title: string; text: React.ReactNode; command?: string};

const STEPS: Step[] = [
  {
    title: 'Give Remotion access to AWS',
    text: (
      <>
        Install <code>@remotion/lambda</code>, create an AWS user or role for it and attach the permissions it
        asks for. The CLI prints the policy it needs.
      </>
    ),
    command: 'npx remotion lambda policies user',
  },
  {
    title: 'Deploy the function',
    text: (
      <>
        One Lambda function per region does all the rendering. Create it with the CLI or with{' '}
        <code>deployFunction()</code>.
      </>
    ),
    command: 'npx remotion lambda functions deploy',
  },
  {
    title: 'Upload your project',
    text: (
      <>
        Your Remotion project is bundled and uploaded to an S3 bucket as a site. You get back a serve URL;{' '}
        <code>deploySite()</code> does the same from code.
      </>
    ),
    command: 'npx remotion lambda sites create',
  },
  {
    title: 'Start a render',
    text: (
      <>
        Call <code>renderMediaOnLambda()</code> with the serve URL, a composition ID and the props for this
        video. The function splits the frames into chunks and invokes itself once per chunk.
      </>
    ),
  },
  {
    title: 'Collect the file',
    text: (
      <>
        Poll <code>getRenderProgress()</code> or receive a webhook. When the chunks are done they are
        combined, and the finished video is saved in your S3 bucket.
      </>
    ),
  },
];

export default function LambdaPage() {
  const setup = usePublishedDoc(['lambda/setup', 'lambda', 'api'], 'Documentation');
  const api = usePublishedDoc(['lambda/api', 'lambda/rendermediaonlambda', 'api'], 'Documentation');
  const howItWorks = usePublishedDoc(['lambda/how-lambda-works', 'lambda', 'api'], 'Documentation');
  return (
    <Layout
      title="Lambda"
      description="Remotion Lambda renders videos on AWS Lambda: each render is split into chunks that run in parallel, in your own AWS account."
    >
      <main>
        <PageHeader
          eyebrow="@remotion/lambda"
          title="Remotion Lambda"
          lead="Render your Remotion videos on AWS Lambda. Each render is split across many functions that work at the same time, and the finished file lands in your own S3 bucket."
        >
          <Link className="button button--primary button--lg" to={setup.path}>
            Set up Lambda
          </Link>
          <Link className="button button--secondary button--lg" to={api.path}>
            API reference
          </Link>
        </PageHeader>

        <Section id="why" title="What serverless rendering gives you">
          <div className={styles.benefits}>
            {BENEFITS.map((benefit) => (
              <article key={benefit.title} className={styles.benefit}>
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </article>
            ))}
          </div>
        </Section>

        <Section
          tinted
          id="how-it-works"
          title="How it works"
          intro="Three steps once per project, then two for every video."
        >
          <ol className={styles.steps}>
            {STEPS.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div className={styles.stepBody}>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                  {step.command ? (
                    <CopyCommand command={step.command} className={styles.stepCommand} />
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        </Section>

        <Section
          id="code"
          title="Start a render from your backend"
          intro="Your server calls Lambda with the props for one video and waits for the file. The light client import keeps the bundle small in serverless backends."
        >
          <div className={styles.codeRow}>
            <CodeSample file={RenderExample} />
            <div className={styles.links}>
              <h3>Read next</h3>
              <ul className={styles.linkList}>
                <li>
                  <Link to={setup.path}>Setting up Lambda</Link>
                </li>
                <li>
                  <Link to={howItWorks.path}>How rendering on Lambda works</Link>
                </li>
                <li>
                  <Link to={api.path}>Lambda API reference</Link>
                </li>
                <li>
                  <Link to="/player/">Preview videos in the browser with the Player</Link>
                </li>
              </ul>
            </div>
          </div>
        </Section>
      </main>
    </Layout>
  );
}
