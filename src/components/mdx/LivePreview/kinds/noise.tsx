/** Previews of noise2D(), noise3D() and noise4D(): a grid of dots displaced by the noise. */
import React from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import type {FrameProps, PreviewDefinition, PreviewKind, Settings} from '../types';
import {NOISE_CONTROLS, NOISE_DEFAULTS, NOISE_FRAMES, NOISES, noiseCode, noiseDescription, noiseDots, type NoiseSpec} from './noiseSpecs';
import {FPS, HEIGHT, StillSvg, WIDTH} from './frame';

function NoiseFrame({spec, settings, frame}: FrameProps & {spec: NoiseSpec}) {
  return (
    <StillSvg>
      <g data-testid="live-preview-dots">
        {noiseDots(spec, settings, frame).map(([x, y], index) => (
          <circle key={index} cx={x.toFixed(2)} cy={y.toFixed(2)} r={4} fill="#0b84f3" />
        ))}
      </g>
    </StillSvg>
  );
}

function definition(spec: NoiseSpec): PreviewDefinition {
  function Composition({settings}: {settings: Settings}) {
    const frame = useCurrentFrame();
    return (
      <AbsoluteFill>
        <NoiseFrame spec={spec} settings={settings} frame={frame} />
      </AbsoluteFill>
    );
  }
  function Still({settings, frame}: FrameProps) {
    return <NoiseFrame spec={spec} settings={settings} frame={frame} />;
  }
  return {
    defaults: NOISE_DEFAULTS,
    controls: NOISE_CONTROLS,
    code: (settings) => noiseCode(spec, settings),
    describe: (settings) => noiseDescription(spec, settings),
    Composition,
    Still,
    stillFrame: 0,
    durationInFrames: NOISE_FRAMES,
    fps: FPS,
    width: WIDTH,
    height: HEIGHT,
  };
}

const kind: PreviewKind = {
  variants: Object.keys(NOISES),
  get: (variant) => {
    const spec = NOISES[variant];
    return spec ? definition(spec) : undefined;
  },
};

export default kind;
