/**
 * Previews of springTiming() and linearTiming(): a slide() transition timed by the settings in
 * the Player, with the timing's progress curve plotted in a corner of the frame.
 */
import React from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import {TransitionSeries, type TransitionPresentation} from '@remotion/transitions';
import {slide} from '@remotion/transitions/slide';
import type {FrameProps, PreviewDefinition, Settings} from '../types';
import {sceneFrames, TIMING_FPS, TIMINGS, timingCode, timingDescription, timingSamples, type TimingSpec} from './timingSpecs';
import {HEIGHT, kindOf, STAGE, WIDTH} from './frame';
import {Plot} from './plot';
import {PresentationStill, SceneA, SceneB} from './scenes';

const presentation = slide({direction: 'from-right'}) as unknown as TransitionPresentation<Record<string, unknown>>;
// Top right: the Player's controls cover the bottom of the frame.
const INSET = {x: 400, y: 16, width: 216, height: 126};
const PLOT = {x: INSET.x + 24, y: INSET.y + 12, width: INSET.width - 36, height: INSET.height - 24};

/** Where the transition sits in the composition: it starts this many frames in, and lasts `duration`. */
function layout(spec: TimingSpec, settings: Settings) {
  const duration = spec.timing(settings).getDurationInFrames({fps: TIMING_FPS});
  const scene = sceneFrames(duration);
  return {duration, scene, start: scene - duration, total: 2 * scene - duration};
}

function Inset({samples, frame}: {samples: number[]; frame: number}) {
  return (
    <g>
      <rect x={INSET.x} y={INSET.y} width={INSET.width} height={INSET.height} rx={8} fill={STAGE} fillOpacity={0.85} />
      <Plot samples={samples} frame={frame} box={PLOT} color="#7dd3fc" />
    </g>
  );
}

function definition(spec: TimingSpec): PreviewDefinition {
  function Composition({settings}: {settings: Settings}) {
    const frame = useCurrentFrame();
    const {duration, scene, start} = layout(spec, settings);
    const samples = timingSamples(spec, settings);
    return (
      <AbsoluteFill style={{backgroundColor: STAGE}}>
        <TransitionSeries>
          <TransitionSeries.Sequence durationInFrames={scene}>
            <SceneA />
          </TransitionSeries.Sequence>
          <TransitionSeries.Transition presentation={presentation} timing={spec.timing(settings)} />
          <TransitionSeries.Sequence durationInFrames={scene}>
            <SceneB />
          </TransitionSeries.Sequence>
        </TransitionSeries>
        <AbsoluteFill>
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" aria-hidden="true">
            <Inset samples={samples} frame={Math.min(Math.max(0, frame - start), duration)} />
          </svg>
        </AbsoluteFill>
      </AbsoluteFill>
    );
  }

  function Still({settings, frame}: FrameProps) {
    const {duration, start} = layout(spec, settings);
    const samples = timingSamples(spec, settings);
    const local = Math.min(Math.max(0, frame - start), duration);
    return (
      <PresentationStill presentation={presentation} progress={samples[local] ?? 0} durationInFrames={duration} width={WIDTH} height={HEIGHT}>
        <Inset samples={samples} frame={local} />
      </PresentationStill>
    );
  }

  return {
    defaults: spec.defaults,
    controls: spec.controls,
    code: (settings) => timingCode(spec, settings),
    describe: (settings) => timingDescription(spec, settings),
    Composition,
    Still,
    stillFrame: (settings) => {
      const {duration, start} = layout(spec, settings);
      return start + Math.round(duration / 2);
    },
    durationInFrames: (settings) => layout(spec, settings).total,
    fps: TIMING_FPS,
    width: WIDTH,
    height: HEIGHT,
  };
}

const kind = kindOf(TIMINGS, definition);

export default kind;
