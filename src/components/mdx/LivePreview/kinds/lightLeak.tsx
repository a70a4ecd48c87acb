/**
 * The previews of the light leak: the real <LightLeak> component, or the lightLeak() effect on
 * a <Solid>, over a cut between two scenes in the Player. Both draw with WebGL, which the server
 * cannot run, so their stills are captured frames.
 */
import React from 'react';
import {AbsoluteFill, Sequence, Solid, useCurrentFrame} from 'remotion';
// The package re-exports lightLeak() from @remotion/effects/light-leak, which the code imports.
import {LightLeak, lightLeak} from '@remotion/light-leaks';
import type {PreviewDefinition, Settings} from '../types';
import {LEAK_CUT, LEAK_FRAMES, LEAK_SCENES, LIGHT_LEAKS, leakProgress, lightLeakCode, lightLeakDescription, type LightLeakSpec} from './lightLeakSpecs';
import {FPS, HEIGHT, kindOf, WIDTH} from './frame';
import {CapturedStill} from './capturedStill';

const STILLS: Record<LightLeakSpec['api'], string> = {component: 'light-leak-component.jpg', effect: 'light-leak-effect.jpg'};

function Scene({color, label}: {color: string; label: string}) {
  return (
    <AbsoluteFill style={{backgroundColor: color, justifyContent: 'center', alignItems: 'center'}}>
      <span style={{color: 'white', fontSize: 160, fontWeight: 800, fontFamily: 'system-ui, sans-serif'}}>{label}</span>
    </AbsoluteFill>
  );
}

function LeakEffect({settings}: {settings: Settings}) {
  const progress = leakProgress(useCurrentFrame());
  return (
    <AbsoluteFill style={{pointerEvents: 'none'}}>
      <Solid width={WIDTH} height={HEIGHT} effects={[lightLeak({seed: Number(settings.seed), hueShift: Number(settings.hueShift), progress})]} />
    </AbsoluteFill>
  );
}

function definition(spec: LightLeakSpec): PreviewDefinition {
  const [before, after] = LEAK_SCENES;
  function Composition({settings}: {settings: Settings}) {
    return (
      <AbsoluteFill data-testid="live-preview-light-leak">
        <Sequence durationInFrames={LEAK_CUT}>
          <Scene {...before} />
        </Sequence>
        <Sequence from={LEAK_CUT}>
          <Scene {...after} />
        </Sequence>
        {spec.api === 'component' ? <LightLeak seed={Number(settings.seed)} hueShift={Number(settings.hueShift)} /> : <LeakEffect settings={settings} />}
      </AbsoluteFill>
    );
  }

  return {
    defaults: spec.defaults,
    controls: spec.controls,
    code: (settings) => lightLeakCode(spec, settings),
    describe: (settings) => lightLeakDescription(spec, settings),
    Composition,
    Still: () => <CapturedStill file={STILLS[spec.api]} />,
    stillFrame: LEAK_CUT,
    durationInFrames: LEAK_FRAMES,
    fps: FPS,
    width: WIDTH,
    height: HEIGHT,
  };
}

const kind = kindOf(LIGHT_LEAKS, definition);

export default kind;
