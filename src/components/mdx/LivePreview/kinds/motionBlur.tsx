/**
 * Previews of @remotion/motion-blur: the real <Trail> or <CameraMotionBlur> in the Player around
 * a moving SVG scene. The server's still draws the copies the component would draw for that
 * frame (motionBlurSpecs.ts computes them), as SVG groups with the same opacities and blending.
 */
import React from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import {CameraMotionBlur, Trail} from '@remotion/motion-blur';
import type {FrameProps, PreviewDefinition, Settings} from '../types';
import {MOTION_BLURS, motionBlurCode, ballPosition, propellerAngle, type MotionBlurSpec} from './motionBlurSpecs';
import {FPS, HEIGHT, INK, kindOf, STAGE, StillSvg, WIDTH} from './frame';

/** The scene at a frame, as SVG content: the same markup in the Player and in the still. */
function SceneShapes({scene, frame}: {scene: MotionBlurSpec['scene']; frame: number}) {
  if (scene === 'ball') {
    const {x, y} = ballPosition(frame);
    return <circle cx={x} cy={y} r={28} fill="#0b84f3" />;
  }
  return (
    <>
      <g transform={`translate(320 180) rotate(${propellerAngle(frame)})`}>
        <rect x={-140} y={-20} width={280} height={40} rx={20} fill="#f5a524" />
      </g>
      <circle cx={320} cy={180} r={12} fill={INK} />
    </>
  );
}

/** The scene as the component's child: it reads the frame, so that the component can shift it in time. */
function Scene({scene}: {scene: MotionBlurSpec['scene']}) {
  const frame = useCurrentFrame();
  return (
    <AbsoluteFill>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
        <SceneShapes scene={scene} frame={frame} />
      </svg>
    </AbsoluteFill>
  );
}

function definition(spec: MotionBlurSpec): PreviewDefinition {
  function Composition({settings}: {settings: Settings}) {
    const child = <Scene scene={spec.scene} />;
    return (
      <AbsoluteFill style={{backgroundColor: STAGE}} data-testid="live-preview-motion-blur">
        {spec.component === 'Trail' ? (
          <Trail layers={Number(settings.layers)} lagInFrames={Number(settings.lagInFrames)} trailOpacity={Number(settings.trailOpacity)}>
            {child}
          </Trail>
        ) : (
          <CameraMotionBlur shutterAngle={Number(settings.shutterAngle)} samples={Number(settings.samples)}>
            {child}
          </CameraMotionBlur>
        )}
      </AbsoluteFill>
    );
  }

  function Still({settings, frame}: FrameProps) {
    const copies = spec.copies(settings, frame).map((copy, index) => (
      // CameraMotionBlur adds its samples up (plus-lighter), Trail stacks its layers.
      <g key={index} opacity={copy.opacity} style={spec.component === 'CameraMotionBlur' ? {mixBlendMode: 'plus-lighter'} : undefined}>
        <SceneShapes scene={spec.scene} frame={copy.frame} />
      </g>
    ));
    return (
      <StillSvg>
        <g data-testid="live-preview-copies" style={{isolation: 'isolate'}}>
          {copies}
          {spec.component === 'Trail' ? <SceneShapes scene={spec.scene} frame={frame} /> : null}
        </g>
      </StillSvg>
    );
  }

  return {
    defaults: spec.defaults,
    controls: spec.controls,
    code: (settings) => motionBlurCode(spec, settings),
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

const kind = kindOf(MOTION_BLURS, definition);

export default kind;
