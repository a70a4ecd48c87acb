/**
 * The preview itself: the frame (a still, then the Player), the controls and the code, with a
 * text description. The first render matches the server's HTML (default settings, still frame,
 * controls disabled); after hydration the controls come alive and the Player loads.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type ComponentType} from 'react';
import type {PlayerRef} from '@remotion/player';
import type {PreviewDefinition, Settings, SettingValue} from './types';
import {resolveNumber} from './types';
import Controls from './Controls';
import CodePanel from './CodePanel';
import PlaybackButton from './PlaybackButton';

type PlayerModule = typeof import('@remotion/player');

export default function Preview({definition, of}: {definition: PreviewDefinition; of: string}) {
  const {Composition, Still, controls, fps, width, height} = definition;
  const [settings, setSettings] = useState<Settings>(definition.defaults);
  const [hydrated, setHydrated] = useState(false);
  const [player, setPlayer] = useState<{module: PlayerModule; reducedMotion: boolean} | null>(null);
  // Known after hydration only: the server cannot tell which browser will read the page.
  const [unsupported, setUnsupported] = useState(false);
  const playerRef = useRef<PlayerRef>(null);
  const captionId = useId();

  const {needs} = definition;
  useEffect(() => {
    setHydrated(true);
    if (needs && !needs.isSupported()) {
      setUnsupported(true);
      return undefined;
    }
    let cancelled = false;
    // Visitors who ask for reduced motion get a paused Player and the play buttons.
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    void import('@remotion/player').then((module) => {
      if (!cancelled) setPlayer({module, reducedMotion});
    });
    return () => {
      cancelled = true;
    };
  }, [needs]);

  const onChange = useCallback((key: string, value: SettingValue) => setSettings((current) => ({...current, [key]: value})), []);

  const stillFrame = resolveNumber(definition.stillFrame, settings);
  const durationInFrames = resolveNumber(definition.durationInFrames, settings);
  const description = definition.describe(settings);
  const Player = player?.module.Player;

  return (
    <figure className="lp-body" style={{margin: 0}} aria-describedby={captionId} data-hydrated={hydrated ? 'true' : 'false'}>
      <div className="lp-stage">
        <div className="lp-frame" role="group" aria-label={`Video: live preview (${of})`} data-testid="live-preview-frame">
          {Player ? (
            <Player
              ref={playerRef}
              component={Composition as ComponentType<Record<string, unknown>>}
              inputProps={{settings}}
              compositionWidth={width}
              compositionHeight={height}
              fps={fps}
              durationInFrames={durationInFrames}
              initialFrame={stillFrame}
              style={{width: '100%', height: '100%'}}
              controls
              loop
              autoPlay={!player.reducedMotion}
              initiallyMuted
              showVolumeControls={false}
              clickToPlay
              acknowledgeRemotionLicense
            />
          ) : (
            <div data-testid="live-preview-still">
              <Still settings={settings} frame={stillFrame} />
            </div>
          )}
        </div>
        {unsupported && needs ? (
          <p className="lp-note" role="note" data-testid="live-preview-unsupported">
            {needs.note}
          </p>
        ) : (
          <PlaybackButton playerRef={playerRef} ready={Boolean(Player)} />
        )}
      </div>
      <div className="lp-side">
        <Controls controls={controls} settings={settings} onChange={onChange} disabled={!hydrated} legend="Settings" />
        <CodePanel code={definition.code(settings)} label="Code for these settings" />
      </div>
      <figcaption id={captionId} className="lp-caption" style={{flexBasis: '100%'}} data-testid="live-preview-description">
        {description}
      </figcaption>
    </figure>
  );
}
