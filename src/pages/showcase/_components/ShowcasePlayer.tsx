import React, {useEffect, useState, type ComponentType} from 'react';
import DemoPlayer from '@site/src/components/DemoPlayer';
import {showcaseVideoLoaders} from '@site/src/components/ShowcaseVideos/registry';
import type {ShowcaseEntry} from '@site/src/data/showcase';

/** Showcase compositions take no props; one shared object keeps the Player from re-rendering. */
const NO_PROPS = {};

/** Loads an example's composition and plays it; imported lazily by the showcase page. */
export default function ShowcasePlayer({entry}: {entry: ShowcaseEntry}) {
  const [component, setComponent] = useState<{Component: ComponentType} | null>(null);

  useEffect(() => {
    if (!entry.demo) return undefined;
    let cancelled = false;
    showcaseVideoLoaders[entry.demo]().then((Component) => {
      if (!cancelled) setComponent({Component});
    });
    return () => {
      cancelled = true;
    };
  }, [entry.demo]);

  if (!component || !entry.fps || !entry.durationInFrames) return null;
  return (
    <DemoPlayer
      component={component.Component}
      inputProps={NO_PROPS}
      compositionWidth={entry.width}
      compositionHeight={entry.height}
      fps={entry.fps}
      durationInFrames={entry.durationInFrames}
      label={`${entry.title}, video`}
      autoPlay
    />
  );
}
