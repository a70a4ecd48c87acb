// The home page's feature overview. Its links to the docs come from usePublishedDoc, so each
// points at a page that exists in this build (the docs landing page until the page is written).
import React from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import {usePublishedDoc} from '@site/src/data/usePublishedDoc';
import styles from './styles.module.css';

function ComposeArt() {
  return (
    <svg viewBox="0 0 240 150" className={styles.featureArt} aria-hidden="true">
      <rect x="8" y="10" width="224" height="130" rx="12" className={styles.artPanel} />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i} transform={`translate(${24 + i * 42} 30)`}>
          <rect width="34" height="22" rx="4" className={styles.artFrame} />
          <circle cx={8 + i * 4.5} cy="11" r="5" className={styles.artDot} />
          <text x="17" y="42" textAnchor="middle" className={styles.artLabel}>
            {i * 15}
          </text>
        </g>
      ))}
      <rect x="24" y="92" width="120" height="8" rx="4" className={styles.artLine} />
      <rect x="24" y="108" width="168" height="8" rx="4" className={styles.artLineMuted} />
      <rect x="24" y="124" width="90" height="6" rx="3" className={styles.artLineMuted} />
    </svg>
  );
}

function RenderArt() {
  return (
    <svg viewBox="0 0 240 150" className={styles.featureArt} aria-hidden="true">
      <rect x="8" y="10" width="224" height="130" rx="12" className={styles.artPanel} />
      <rect x="22" y="58" width="46" height="34" rx="6" className={styles.artFrame} />
      <text x="45" y="110" textAnchor="middle" className={styles.artLabel}>
        bundle
      </text>
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <path d={`M70 75 C 100 75, 100 ${32 + i * 28}, 128 ${32 + i * 28}`} className={styles.artWire} />
          <rect x="128" y={22 + i * 28} width="40" height="20" rx="4" className={styles.artChunk} />
          <path d={`M168 ${32 + i * 28} C 190 ${32 + i * 28}, 190 75, 202 75`} className={styles.artWire} />
        </g>
      ))}
      <rect x="200" y="60" width="22" height="30" rx="4" className={styles.artDotBox} />
      <text x="211" y="110" textAnchor="middle" className={styles.artLabel}>
        mp4
      </text>
    </svg>
  );
}

function EditArt() {
  return (
    <svg viewBox="0 0 240 150" className={styles.featureArt} aria-hidden="true">
      <rect x="8" y="10" width="224" height="130" rx="12" className={styles.artPanel} />
      <rect x="20" y="22" width="130" height="72" rx="6" className={styles.artFrame} />
      <circle cx="85" cy="58" r="16" className={styles.artDot} />
      <rect x="160" y="22" width="60" height="8" rx="4" className={styles.artLineMuted} />
      <rect x="160" y="38" width="60" height="14" rx="4" className={styles.artInput} />
      <rect x="160" y="60" width="60" height="8" rx="4" className={styles.artLineMuted} />
      <rect x="160" y="76" width="60" height="14" rx="4" className={styles.artInput} />
      <rect x="20" y="106" width="200" height="8" rx="4" className={styles.artLineMuted} />
      <rect x="20" y="120" width="120" height="8" rx="4" className={styles.artLine} />
      <rect x="96" y="102" width="3" height="30" className={styles.artPlayhead} />
    </svg>
  );
}

export default function Features() {
  const fundamentals = usePublishedDoc(['the-fundamentals'], 'Getting started');
  const rendering = usePublishedDoc(['render', 'ssr'], 'Getting started');
  const studio = usePublishedDoc(['studio/studio'], 'Getting started');
  return (
    <Section
      id="how-it-works"
      title="Video, the way you already build interfaces"
      intro="Remotion gives every frame a number and asks your components what to draw at that number. Everything else follows from that idea."
    >
      <div className={styles.featureGrid}>
        <article className={styles.feature}>
          <ComposeArt />
          <h3>Compose with code</h3>
          <p>
            Scenes are components, timing is arithmetic on the frame number and variations are props. Use{' '}
            <code>interpolate()</code> and <code>spring()</code> for motion, <code>&lt;Sequence&gt;</code> to
            place scenes in time, and any npm package you like for the rest: charts, maps, 3D, data fetching.
          </p>
          <Link to={fundamentals.path}>Learn the fundamentals →</Link>
        </article>
        <article className={styles.feature}>
          <RenderArt />
          <h3>Render at any scale</h3>
          <p>
            The same project renders from the command line on your machine, from a Node.js server with{' '}
            <code>@remotion/renderer</code>, or on AWS Lambda with <code>@remotion/lambda</code>, which splits
            a video into chunks that render in parallel and joins them into one file.
          </p>
          <Link to={rendering.path}>Ways to render →</Link>
        </article>
        <article className={styles.feature}>
          <EditArt />
          <h3>Edit with a live preview</h3>
          <p>
            <code>npx remotion studio</code> opens your compositions in the Remotion Studio: scrub a timeline
            frame by frame, see code changes without losing your place and adjust props in a form generated
            from your schema before you render.
          </p>
          <Link to={studio.path}>Meet the Studio →</Link>
        </article>
      </div>
    </Section>
  );
}
