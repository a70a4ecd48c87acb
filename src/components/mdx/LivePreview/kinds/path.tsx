/** Previews of @remotion/paths operations (evolvePath, interpolatePath, warpPath) on sample paths. */
import React from 'react';
import type {FrameProps, PreviewDefinition} from '../types';
import {PATHS, pathCode, type PathSpec} from './pathSpecs';
import {FPS, frameComponents, HEIGHT, kindOf, StillSvg, WIDTH} from './frame';

function PathFrame({spec, settings, frame}: FrameProps & {spec: PathSpec}) {
  const {d, strokeDasharray, strokeDashoffset} = spec.draw(settings, frame);
  return (
    <StillSvg>
      <path d={d} fill="none" stroke="#0b84f3" strokeWidth={8} strokeLinecap="round" strokeLinejoin="round" strokeDasharray={strokeDasharray} strokeDashoffset={strokeDashoffset} data-testid="live-preview-path" />
    </StillSvg>
  );
}

function definition(spec: PathSpec): PreviewDefinition {
  const {Composition, Still} = frameComponents((props: FrameProps) => <PathFrame spec={spec} {...props} />);
  return {
    defaults: spec.defaults,
    controls: spec.controls,
    code: (settings) => pathCode(spec, settings),
    describe: spec.describe,
    Composition,
    Still,
    stillFrame: spec.stillFrame,
    durationInFrames: spec.durationInFrames,
    fps: FPS,
    width: WIDTH,
    height: HEIGHT,
  };
}

const kind = kindOf(PATHS, definition);

export default kind;
