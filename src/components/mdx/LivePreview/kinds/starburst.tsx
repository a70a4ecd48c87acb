/**
 * The previews of the starburst: the real <Starburst> component, or the starburst() effect on a
 * <Solid>, in the Player, the rotation driven by the frame. Both draw with WebGL, which the
 * server cannot run, so their stills are captured frames.
 */
import React from 'react';
import {AbsoluteFill, Solid, useCurrentFrame} from 'remotion';
// The package re-exports starburst() from @remotion/effects/starburst, which the code imports.
import {Starburst, starburst} from '@remotion/starburst';
import type {PreviewDefinition, Settings} from '../types';
import {STARBURST_FRAMES, STARBURSTS, starburstCode, starburstDescription, starburstRotation, type StarburstSpec} from './starburstSpecs';
import {FPS, HEIGHT, kindOf, STAGE, WIDTH} from './frame';
import {CapturedStill} from './capturedStill';

const STILLS: Record<StarburstSpec['api'], string> = {component: 'starburst-component.jpg', effect: 'starburst-effect.jpg'};

function Rays({api, settings}: {api: StarburstSpec['api']; settings: Settings}) {
  const rotation = starburstRotation(settings, useCurrentFrame());
  const rays = Number(settings.rays);
  const colors = [String(settings.color0), String(settings.color1)];
  const smoothness = Number(settings.smoothness);
  if (api === 'component') {
    return (
      <Starburst
        rays={rays}
        colors={colors}
        rotation={rotation}
        smoothness={smoothness}
        vignette={Number(settings.vignette)}
        originOffsetX={Number(settings.originOffsetX)}
        originOffsetY={Number(settings.originOffsetY)}
      />
    );
  }
  return <Solid width={WIDTH} height={HEIGHT} effects={[starburst({rays, colors, rotation, smoothness, origin: [Number(settings.originX), Number(settings.originY)]})]} />;
}

function definition(spec: StarburstSpec): PreviewDefinition {
  function Composition({settings}: {settings: Settings}) {
    return (
      <AbsoluteFill style={{backgroundColor: STAGE}} data-testid="live-preview-starburst">
        <Rays api={spec.api} settings={settings} />
      </AbsoluteFill>
    );
  }

  return {
    defaults: spec.defaults,
    controls: spec.controls,
    code: (settings) => starburstCode(spec, settings),
    describe: (settings) => starburstDescription(spec, settings),
    Composition,
    Still: () => <CapturedStill file={STILLS[spec.api]} />,
    stillFrame: 0,
    durationInFrames: STARBURST_FRAMES,
    fps: FPS,
    width: WIDTH,
    height: HEIGHT,
  };
}

const kind = kindOf(STARBURSTS, definition);

export default kind;
