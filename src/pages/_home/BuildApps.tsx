// The home page's product cards (toolkit, Player, Lambda...). The API link comes from
// usePublishedDoc, so it never points at a doc that is not written yet.
import React from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import {usePublishedDoc} from '@site/src/data/usePublishedDoc';
import styles from './styles.module.css';

type Product = {name: string; pitch: string; points: string[]; to: string; cta: string};

export default function BuildApps() {
  const api = usePublishedDoc(['api'], 'Documentation');
  const products: Product[] = [
    {
      name: 'The toolkit',
      pitch: 'The core library and the packages around it.',
      points: [
        'remotion: compositions, sequences, animation helpers',
        'Packages for captions, fonts, 3D, Skia, transitions and media',
        'Render APIs for Node.js and the command line',
      ],
      to: api.path,
      cta: 'Browse the API',
    },
    {
      name: 'Player',
      pitch: 'Show a Remotion video inside your own React app.',
      points: [
        'Plays the composition itself, not a video file',
        'Props can change while it plays',
        'Controls, events and a ref for custom UI',
      ],
      to: '/player/',
      cta: 'See the Player',
    },
    {
      name: 'Lambda',
      pitch: 'Render on AWS Lambda when one machine is not enough.',
      points: [
        'Splits each render into chunks that run in parallel',
        'Runs in your AWS account, on your bill',
        'Start renders and follow their progress from Node.js',
      ],
      to: '/lambda/',
      cta: 'How Lambda works',
    },
  ];
  return (
    <Section
      id="build-apps"
      tinted
      title="Build video apps"
      intro="When your users should make videos too, put the pieces together: edit in the browser with the Player, render in the cloud with Lambda, and keep one set of components for both."
    >
      <div className={styles.productGrid}>
        {products.map((product) => (
          <article key={product.name} className={styles.product}>
            <h3>{product.name}</h3>
            <p className={styles.productPitch}>{product.pitch}</p>
            <ul className={styles.checkList}>
              {product.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <Link className="button button--outline button--primary" to={product.to}>
              {product.cta}
            </Link>
          </article>
        ))}
      </div>
      <p className={styles.productFoot}>
        Building a full editor? The <Link to="/templates/editor-starter">Editor Starter</Link> is a paid
        codebase for a timeline-based video editor that you can take over and extend.
      </p>
    </Section>
  );
}
