import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import CopyCommand from '@site/src/components/CopyCommand';
import WhenVisible from '@site/src/components/WhenVisible';
import {usePublishedDoc} from '@site/src/data/usePublishedDoc';
import styles from './styles.module.css';
import CodeSample from '@site/src/components/CodeSample';
import PlayerExample from './_PlayerExample.mdx';
import {lazyPart} from '@site/src/components/LazyPart';

// The demo pulls in @remotion/player; it loads once the visitor scrolls near it.
const PlayerDemo = lazyPart(() => import('@site/src/components/PlayerDemo'), 'The Player demo');

const USES = [
  {
    title: 'Preview before you render',
    text: 'Let people see the exact video they are configuring, frame for frame, before anything is rendered to a file.',
  },
  {
    title: 'Personalized video in the page',
    text: 'Show each visitor a video with their own name, numbers or images, without rendering a file per person.',
  },
  {
    title: 'Editors and creative tools',
    text: 'Use the Player as the canvas of your own editing interface, with your UI around it driving the props.',
  },
  {
    title: 'Explainers that respond',
    text: 'The video is made of DOM elements, so it can react to input: change a value in a form and watch the animation follow.',
  },
];

function DemoPlaceholder() {
  return <div className={styles.placeholder} aria-hidden="true" />;
}

export default function PlayerPage() {
  const docs = usePublishedDoc(['player/index', 'player/api', 'api'], 'Documentation');
  return (
    <Layout
      title="Player"
      description="The Remotion Player embeds a Remotion composition in any React app. Change its props and the video updates while it plays."
    >
      <main>
        <PageHeader
          eyebrow="@remotion/player"
          title="Remotion Player"
          lead="Embed a Remotion video in your React app. It looks and behaves like a video, but it is your components rendering live, so it changes the moment its props do."
        >
          <Link className="button button--primary button--lg" to={docs.path}>
            Read the Player docs
          </Link>
          <Link className="button button--secondary button--lg" to="#try-it">
            Try it below
          </Link>
        </PageHeader>

        <Section
          id="try-it"
          title="Type, and the video follows"
          intro="Below is a composition in the Player. Your name and color are its props: edit them and the frames that follow are drawn with the new values, without restarting playback."
        >
          <WhenVisible placeholder={<DemoPlaceholder />}>
            <PlayerDemo />
          </WhenVisible>
        </Section>

        <Section tinted id="uses" title="What the Player is for">
          <div className={styles.uses}>
            {USES.map((use) => (
              <article key={use.title} className={styles.use}>
                <h3>{use.title}</h3>
                <p>{use.text}</p>
              </article>
            ))}
          </div>
        </Section>

        <Section
          id="install"
          title="Add it to your app"
          intro="Install the Player next to the core package. Keep both on the same version, like every Remotion package."
        >
          <CopyCommand command="npm i @remotion/player remotion" className={styles.install} />
          <div className={styles.codeRow}>
            <CodeSample file={PlayerExample} />
            <div className={styles.codeNotes}>
              <h3>Good to know</h3>
              <ul>
                <li>
                  <code>inputProps</code> become the component&apos;s props. When they change, the current
                  frame is drawn again with the new values.
                </li>
                <li>
                  The Player needs the composition&apos;s size, frame rate and duration, because it has no
                  video file to read them from.
                </li>
                <li>
                  A ref exposes methods such as <code>play()</code>, <code>pause()</code> and{' '}
                  <code>seekTo()</code>, and events such as <code>frameupdate</code>, for building your own
                  controls.
                </li>
                <li>
                  The Player does not create a file. To export, render the same component with the CLI, on a
                  server or with <Link to="/lambda/">Lambda</Link>.
                </li>
              </ul>
              <Link className="button button--outline button--primary" to={docs.path}>
                Player documentation
              </Link>
            </div>
          </div>
        </Section>
      </main>
    </Layout>
  );
}
