// /about: the company, how it works, and the brand assets (the navbar logo's right-click opens them).
import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import {externalLinks} from '@site/config/links';
import styles from './styles.module.css';

type Asset = {file: string; name: string; use: string; dark?: boolean};

const ASSETS: Asset[] = [
  {
    file: '/img/logo.svg',
    name: 'Logo mark',
    use: 'For light backgrounds and small spaces such as avatars and favicons.',
  },
  {
    file: '/img/logo-dark.svg',
    name: 'Logo mark, dark',
    use: 'The same mark tuned for dark backgrounds.',
    dark: true,
  },
  {
    file: '/img/logo-footer.svg',
    name: 'Logo with wordmark',
    use: 'Mark and name side by side, for headers, slides and partner pages.',
  },
  {
    file: '/img/logo-footer-dark.svg',
    name: 'Logo with wordmark, dark',
    use: 'The horizontal logo for dark backgrounds.',
    dark: true,
  },
];

function AssetCard({asset}: {asset: Asset}) {
  const url = useBaseUrl(asset.file);
  const fileName = asset.file.split('/').pop() ?? asset.file;
  return (
    <li className={styles.asset}>
      <div className={asset.dark ? `${styles.assetPreview} ${styles.assetPreviewDark}` : styles.assetPreview}>
        <img src={url} alt={asset.name} className={styles.assetImage} />
      </div>
      <div className={styles.assetText}>
        <strong>{asset.name}</strong>
        <span>{asset.use}</span>
        <a href={url} download={fileName} className={styles.assetDownload}>
          Download {fileName}
        </a>
      </div>
    </li>
  );
}

function LayersArt() {
  return (
    <svg viewBox="0 0 320 220" className={styles.art} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <path
          key={i}
          d="M60 40c0-10 11-16 20-11l120 69c9 5 9 18 0 23L80 190c-9 5-20-1-20-11z"
          transform={`translate(${i * 36} 0)`}
          className={styles[`layer${i}`]}
        />
      ))}
    </svg>
  );
}

export default function AboutPage() {
  return (
    <Layout
      title="About us"
      description="Remotion AG, based in Zurich, Switzerland, makes Remotion, the toolkit for creating videos with React."
    >
      <main>
        <PageHeader
          eyebrow="About us"
          title="We make video a thing you can program"
          lead="Remotion AG is the company behind Remotion, the toolkit for creating videos with React. We are based in Zurich, Switzerland."
          aside={<LayersArt />}
        >
          <Link className="button button--primary button--lg" to="/contact/">
            Contact us
          </Link>
          <Link className="button button--secondary button--lg" to="#brand">
            Brand assets
          </Link>
        </PageHeader>

        <Section id="what-we-make" title="What we make">
          <div className={styles.columns}>
            <p>
              Remotion turns a React component into a video. Each frame is a render of your component at a
              given moment, so everything a web developer already knows, from layout and fonts to data
              fetching and testing, carries over to making video.
            </p>
            <p>
              Around that idea sit the <Link to="/player/">Player</Link> for showing videos inside web apps,{' '}
              <Link to="/lambda/">Lambda</Link> for rendering in the cloud, the Studio for previewing and
              editing, and <Link to="/templates/">templates</Link> for getting a project off the ground.
            </p>
          </div>
        </Section>

        <Section tinted id="how-we-work" title="How we work">
          <ul className={styles.principles}>
            <li>
              <h3>Source in the open</h3>
              <p>
                The code, the issue tracker and the release history are public on{' '}
                <a href={externalLinks.github}>GitHub</a>. You can read how a feature works before you depend
                on it.
              </p>
            </li>
            <li>
              <h3>Free for small teams</h3>
              <p>
                Individuals and companies of up to three people use Remotion for free. Larger companies buy a
                license; see <Link to="/#pricing">pricing</Link>.
              </p>
            </li>
            <li>
              <h3>Support where developers are</h3>
              <p>
                Questions get answered in our <a href={externalLinks.discord}>Discord community</a>, and
                anything else reaches us at <a href={externalLinks.email}>hi@remotion.dev</a>.
              </p>
            </li>
          </ul>
        </Section>

        <Section
          id="brand"
          title="Brand assets"
          intro="Our logo files, ready to use in articles, talks and integrations. Right-clicking the logo in the navigation bar brings you here."
        >
          <ul className={styles.assets}>
            {ASSETS.map((asset) => (
              <AssetCard key={asset.file} asset={asset} />
            ))}
          </ul>
          <div className={styles.brandRules}>
            <h3>Using the logo</h3>
            <ul>
              <li>Use the files as they are: do not stretch, rotate, recolor or add effects.</li>
              <li>Pick the dark variants on dark backgrounds so the mark keeps its contrast.</li>
              <li>Leave clear space around the logo of at least half its height.</li>
              <li>
                Say &ldquo;Remotion&rdquo; with a capital R, and do not suggest that we endorse a product
                unless we have agreed to it.
              </li>
            </ul>
            <p>
              Need a format that is not here? Write to <a href={externalLinks.email}>hi@remotion.dev</a>.
            </p>
          </div>
        </Section>
      </main>
    </Layout>
  );
}
