/**
 * The preview of <Starburst>: the real component (a WebGL canvas) in the Player, its rotation
 * driven by the frame. The server cannot run the shader, so the still is a captured frame.
 */
import React from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import {Starburst} from '@remotion/starburst';
import type {PreviewDefinition, Settings} from '../types';
import {STARBURST_FRAMES, STARBURSTS, starburstCode, starburstDescription, starburstRotation, type StarburstSpec} from './starburstSpecs';
import {FPS, HEIGHT, kindOf, STAGE, WIDTH} from './frame';
import {CapturedStill} from './capturedStill';
import stillUrl from './stills/starburst-component.jpg';

function definition(spec: StarburstSpec): PreviewDefinition {
  function Composition({settings}: {settings: Settings}) {
    const frame = useCurrentFrame();
    return (
      <AbsoluteFill style={{backgroundColor: STAGE}} data-testid="live-preview-starburst">
        <Starburst
          rays={Number(settings.rays)}
          colors={[String(settings.color0), String(settings.color1)]}
          rotation={starburstRotation(settings, frame)}
          smoothness={Number(settings.smoothness)}
          vignette={Number(settings.vignette)}
          originOffsetX={Number(settings.originOffsetX)}
          originOffsetY={Number(settings.originOffsetY)}
        />
      </AbsoluteFill>
    );
  }

  return {
    defaults: spec.defaults,
    controls: spec.controls,
    code: (settings) => starburstCode(spec, settings),
    describe: starburstDescription,
    Composition,
    Still: () => <CapturedStill src={stillUrl} />,
    stillFrame: 0,
    durationInFrames: STARBURST_FRAMES,
    fps: FPS,
    width: WIDTH,
    height: HEIGHT,
  };
}

const kind = kindOf(STARBURSTS, definition);

export default kind;
