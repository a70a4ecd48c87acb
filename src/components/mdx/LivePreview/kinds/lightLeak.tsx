/**
 * The preview of <LightLeak>: the real component (a WebGL canvas) over a cut between two scenes
 * in the Player. The server cannot run the shader, so the still is a captured frame.
 */
import React from 'react';
import {AbsoluteFill, Sequence} from 'remotion';
import {LightLeak} from '@remotion/light-leaks';
import type {PreviewDefinition, Settings} from '../types';
import {LEAK_CUT, LEAK_FRAMES, LEAK_SCENES, LIGHT_LEAKS, lightLeakCode, lightLeakDescription, type LightLeakSpec} from './lightLeakSpecs';
import {FPS, HEIGHT, kindOf, WIDTH} from './frame';
import {CapturedStill} from './capturedStill';
import stillUrl from './stills/light-leak-component.jpg';

function Scene({color, label}: {color: string; label: string}) {
  return (
    <AbsoluteFill style={{backgroundColor: color, justifyContent: 'center', alignItems: 'center'}}>
      <span style={{color: 'white', fontSize: 160, fontWeight: 800, fontFamily: 'system-ui, sans-serif'}}>{label}</span>
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
        <LightLeak seed={Number(settings.seed)} hueShift={Number(settings.hueShift)} />
      </AbsoluteFill>
    );
  }

  return {
    defaults: spec.defaults,
    controls: spec.controls,
    code: (settings) => lightLeakCode(spec, settings),
    describe: lightLeakDescription,
    Composition,
    Still: () => <CapturedStill src={stillUrl} />,
    stillFrame: LEAK_CUT,
    durationInFrames: LEAK_FRAMES,
    fps: FPS,
    width: WIDTH,
    height: HEIGHT,
  };
}

const kind = kindOf(LIGHT_LEAKS, definition);

export default kind;
