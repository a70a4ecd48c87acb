import React from 'react';
import Section from '@site/src/components/Section';
import WhenVisible from '@site/src/components/WhenVisible';
import styles from './styles.module.css';
import {lazyPart} from '@site/src/components/LazyPart';

// Loaded when the section nears the viewport: the Player is not part of the first paint.
const HomeDemo = lazyPart(() => import('@site/src/components/HomeDemo'), 'The live demo');

function DemoPlaceholder() {
  return (
    <div className={styles.demoPlaceholder} aria-hidden="true">
      <div className={styles.demoPlaceholderVideo} />
      <div className={styles.demoPlaceholderForm} />
    </div>
  );
}

export default function LiveDemo() {
  return (
    <Section
      id="demo"
      title="Change the video while it plays"
      intro="This is a Remotion composition running in the Player, not a recording. Edit the fields and the next frame is drawn with your values."
    >
      <WhenVisible placeholder={<DemoPlaceholder />}>
        <HomeDemo />
      </WhenVisible>
    </Section>
  );
}
