/** Previews of @remotion/paths operations (evolvePath, interpolatePath, warpPath) on sample paths. */
import React from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import type {FrameProps, PreviewDefinition, PreviewKind, Settings} from '../types';
import {PATHS, pathCode, type PathSpec} from './pathSpecs';
import {FPS, HEIGHT, StillSvg, WIDTH} from './frame';

function PathFrame({spec, settings, frame}: FrameProps & {spec: PathSpec}) {
  const {d, strokeDasharray, strokeDashoffset} = spec.draw(settings, frame);
  return (
    <StillSvg>
      <path d={d} fill="none" stroke="#0b84f3" strokeWidth={8} strokeLinecap="round" strokeLinejoin="round" strokeDasharray={strokeDasharray} strokeDashoffset={strokeDashoffset} data-testid="live-preview-path" />
    </StillSvg>
  );
}

function definition(spec: PathSpec): PreviewDefinition {
  function Composition({settings}: {settings: Settings}) {
    const frame = useCurrentFrame();
    return (
      <AbsoluteFill>
        <PathFrame spec={spec} settings={settings} frame={frame} />
      </AbsoluteFill>
    );
  }
  function Still({settings, frame}: FrameProps) {
    return <PathFrame spec={spec} settings={settings} frame={frame} />;
  }
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

const kind: PreviewKind = {
  variants: Object.keys(PATHS),
  get: (variant) => {
    const spec = PATHS[variant];
    return spec ? definition(spec) : undefined;
  },
};

export default kind;
