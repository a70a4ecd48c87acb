/**
 * Previews of the @remotion/transitions presentations: a TransitionSeries of two scenes in the
 * Player; the still is the presentation's own component at the transition's midpoint.
 */
import React from 'react';
import type {TransitionPresentation} from '@remotion/transitions';
import {fade} from '@remotion/transitions/fade';
import {slide} from '@remotion/transitions/slide';
import {wipe} from '@remotion/transitions/wipe';
import {flip} from '@remotion/transitions/flip';
import {clockWipe} from '@remotion/transitions/clock-wipe';
import {iris} from '@remotion/transitions/iris';
import {none} from '@remotion/transitions/none';
import {pushCut} from '@remotion/transitions/push-cut';
import type {FrameProps, PreviewDefinition, Settings} from '../types';
import {PRESENTATIONS, presentationCode, presentationControls, presentationDefaults, presentationDescription, type PresentationSpec} from './presentationSpecs';
import {FPS, HEIGHT, kindOf, WIDTH} from './frame';
import {PresentationStill, SCENE_FRAMES, TransitionScenes} from './scenes';

type AnyPresentation = TransitionPresentation<Record<string, unknown>>;
type Factory = (options: Record<string, unknown>) => AnyPresentation;

const FACTORIES: Record<string, Factory> = {fade, slide, wipe, flip, clockWipe, iris, none, pushCut} as unknown as Record<string, Factory>;

function presentationFor(spec: PresentationSpec, settings: Settings): AnyPresentation {
  const options: Record<string, unknown> = Object.fromEntries(spec.options.map((o) => [o.key, settings[o.key]]));
  if (spec.sized) Object.assign(options, {width: WIDTH, height: HEIGHT});
  return FACTORIES[spec.factory]!(options);
}

const durationOf = (settings: Settings) => Number(settings.durationInFrames);

function definition(spec: PresentationSpec): PreviewDefinition {
  function Composition({settings}: {settings: Settings}) {
    return <TransitionScenes presentation={presentationFor(spec, settings)} durationInFrames={durationOf(settings)} />;
  }

  function Still({settings}: FrameProps) {
    return <PresentationStill presentation={presentationFor(spec, settings)} progress={0.5} durationInFrames={durationOf(settings)} width={WIDTH} height={HEIGHT} />;
  }

  return {
    defaults: presentationDefaults(spec),
    controls: presentationControls(spec),
    code: (settings) => presentationCode(spec, settings),
    describe: (settings) => presentationDescription(spec, settings),
    Composition,
    Still,
    // The transition runs over the last `durationInFrames` frames of scene A: its middle.
    stillFrame: (settings) => SCENE_FRAMES - Math.ceil(durationOf(settings) / 2),
    durationInFrames: (settings) => 2 * SCENE_FRAMES - durationOf(settings),
    fps: FPS,
    width: WIDTH,
    height: HEIGHT,
  };
}

const kind = kindOf(PRESENTATIONS, definition);

export default kind;
