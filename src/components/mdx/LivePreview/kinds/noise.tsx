/** Previews of noise2D(), noise3D() and noise4D(): a grid of dots displaced by the noise. */
import React from 'react';
import type {FrameProps, PreviewDefinition} from '../types';
import {NOISE_CONTROLS, NOISE_DEFAULTS, NOISE_FRAMES, NOISES, noiseCode, noiseDescription, noiseDots, type NoiseSpec} from './noiseSpecs';
import {FPS, frameComponents, HEIGHT, kindOf, StillSvg, WIDTH} from './frame';

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
  const {Composition, Still} = frameComponents((props: FrameProps) => <NoiseFrame spec={spec} {...props} />);
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

const kind = kindOf(NOISES, definition);

export default kind;
