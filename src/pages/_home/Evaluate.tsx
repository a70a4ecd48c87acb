// The home page's "how to evaluate Remotion" steps: guide, templates, showcase, community.
import React from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import {externalLinks} from '@site/config/links';
import styles from './styles.module.css';

type Step = {title: string; text: string; to: string; label: string; external?: boolean};

const STEPS: Step[] = [
  {
    title: 'Make a first video',
    text: 'Create a project, open it in the Studio and render an MP4. The getting-started guide walks through it.',
    to: '/docs/',
    label: 'Read the guide',
  },
  {
    title: 'Start from something close',
    text: 'Pick a template that already does most of what you need: captions, audiograms, 3D, a SaaS app.',
    to: '/templates/',
    label: 'Browse templates',
  },
  {
    title: 'See examples play',
    text: 'Small compositions you can watch, scrub and take apart, each with the idea behind it.',
    to: '/showcase/',
    label: 'Open the showcase',
  },
  {
    title: 'Ask people who use it',
    text: 'Questions about an approach or a bug? The Discord community is where Remotion users help each other.',
    to: externalLinks.discord,
    label: 'Join the Discord',
    external: true,
  },
];

export default function Evaluate() {
  return (
    <Section
      id="evaluate"
      title="Evaluate Remotion"
      intro="Four steps to find out whether Remotion fits your project, in the order we suggest trying them."
    >
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
            <Link to={step.to}>{step.label} →</Link>
          </li>
        ))}
      </ol>
      <aside className={styles.expertsBanner}>
        <div>
          <h3>Rather have someone build it with you?</h3>
          <p>Our experts directory lists people you can contact about Remotion work.</p>
        </div>
        <Link className="button button--primary" to="/experts/">
          Find an expert
        </Link>
      </aside>
    </Section>
  );
}
