import React, {useEffect, useRef, useState, type ComponentType} from 'react';
import {Player, type PlayerRef} from '@remotion/player';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props<T extends Record<string, unknown>> = {
  component: ComponentType<T>;
  inputProps: T;
  compositionWidth: number;
  compositionHeight: number;
  fps: number;
  durationInFrames: number;
  /** Accessible name of the video region, e.g. "Live preview of your title card". */
  label: string;
  /** Start playing on load, unless the visitor prefers reduced motion. */
  autoPlay?: boolean;
  className?: string;
};

/** Shows the playhead under the video; it lives in its own component so that only it re-renders. */
function PlaybackStatus({
  playerRef,
  durationInFrames,
  fps,
}: {
  playerRef: React.RefObject<PlayerRef | null>;
  durationInFrames: number;
  fps: number;
}) {
  const [frame, setFrame] = useState(0);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const player = playerRef.current;
    if (!player) return undefined;
    const onFrame = ({detail}: {detail: {frame: number}}) => setFrame(detail.frame);
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    setPlaying(player.isPlaying());
    setFrame(player.getCurrentFrame());
    player.addEventListener('frameupdate', onFrame);
    player.addEventListener('seeked', onFrame);
    player.addEventListener('play', onPlay);
    player.addEventListener('pause', onPause);
    return () => {
      player.removeEventListener('frameupdate', onFrame);
      player.removeEventListener('seeked', onFrame);
      player.removeEventListener('play', onPlay);
      player.removeEventListener('pause', onPause);
    };
  }, [playerRef]);
  const toggle = () => playerRef.current?.toggle();
  return (
    <div className={styles.status}>
      <button type="button" className={styles.toggle} onClick={toggle} data-testid="demo-toggle">
        {playing ? 'Pause' : 'Play'}
      </button>
      <span data-testid="demo-frame" data-frame={frame} data-playing={playing ? 'true' : 'false'}>
        Frame {frame + 1} of {durationInFrames} · {(frame / fps).toFixed(1)} s
      </span>
    </div>
  );
}

/**
 * A Remotion Player with its own controls and a readout of the current frame. Import it
 * lazily: @remotion/player and the composition only load when a demo needs them.
 */
export default function DemoPlayer<T extends Record<string, unknown>>({
  component,
  inputProps,
  compositionWidth,
  compositionHeight,
  fps,
  durationInFrames,
  label,
  autoPlay = false,
  className,
}: Props<T>) {
  const playerRef = useRef<PlayerRef>(null);
  // Visitors who ask for reduced motion get a paused demo and the play button; this component
  // only loads in the browser, so the preference can be read on the first render.
  const [reducedMotion] = useState(() => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  return (
    <figure className={clsx(styles.figure, className)} aria-label={label} data-testid="demo-player">
      <div className={styles.frame} style={{aspectRatio: `${compositionWidth} / ${compositionHeight}`}}>
        <Player
          ref={playerRef}
          component={component as ComponentType<Record<string, unknown>>}
          inputProps={inputProps}
          compositionWidth={compositionWidth}
          compositionHeight={compositionHeight}
          fps={fps}
          durationInFrames={durationInFrames}
          style={{width: '100%', height: '100%'}}
          controls
          loop
          autoPlay={autoPlay && !reducedMotion}
          // The demo compositions are silent: start muted so autoplay is allowed everywhere.
          initiallyMuted
          showVolumeControls={false}
          clickToPlay
          acknowledgeRemotionLicense
        />
      </div>
      <PlaybackStatus playerRef={playerRef} durationInFrames={durationInFrames} fps={fps} />
    </figure>
  );
}
