/**
 * Previews of interpolate(), spring() and Easing: the value over the frames, plotted, and a ball
 * moved by it. The Player and the still draw the same SVG (a pure function of the frame).
 */
import React from 'react';
import type {FrameProps, PreviewDefinition} from '../types';
import {MOTIONS, motionCode, motionSamples, type MotionSpec} from './motionSpecs';
import {FPS, frameComponents, HEIGHT, INK, kindOf, MUTED, StillSvg, WIDTH} from './frame';
import {Plot, valueDomain} from './plot';

const PLOT = {x: 48, y: 24, width: 560, height: 220};
const TRACK = {x: 48, y: 310, width: 560};

function MotionFrame({spec, settings, frame}: FrameProps & {spec: MotionSpec}) {
  const samples = motionSamples(spec, settings);
  const [low, high] = valueDomain(samples);
  const current = Math.min(Math.max(0, frame), samples.length - 1);
  const value = samples[current] ?? 0;
  // The ball's track spans the plot's value range, so its 0 and 1 line up with the guides.
  const bx = (v: number) => TRACK.x + ((v - low) / (high - low)) * TRACK.width;
  return (
    <StillSvg>
      <Plot samples={samples} frame={current} box={PLOT} />
      <text x={PLOT.x} y={PLOT.y + PLOT.height + 22} fill={MUTED} fontSize={13} fontFamily="system-ui, sans-serif">
        {`frame ${current}   value ${value.toFixed(3)}`}
      </text>
      <line x1={TRACK.x} x2={TRACK.x + TRACK.width} y1={TRACK.y} y2={TRACK.y} stroke={MUTED} strokeOpacity={0.4} strokeWidth={2} />
      {[0, 1].map((mark) => (
        <line key={mark} x1={bx(mark)} x2={bx(mark)} y1={TRACK.y - 10} y2={TRACK.y + 10} stroke={MUTED} strokeOpacity={0.6} />
      ))}
      <circle cx={bx(value)} cy={TRACK.y} r={16} fill="#0b84f3" stroke={INK} strokeWidth={2} />
    </StillSvg>
  );
}

function definition(spec: MotionSpec): PreviewDefinition {
  const {Composition, Still} = frameComponents((props: FrameProps) => <MotionFrame spec={spec} {...props} />);
  return {
    defaults: spec.defaults,
    controls: spec.controls,
    code: (settings) => motionCode(spec, settings),
    describe: (settings) => `${spec.describe(settings)} The plot shows the value at each frame; the ball below moves with it.`,
    Composition,
    Still,
    stillFrame: Math.round(spec.durationInFrames / 2),
    durationInFrames: spec.durationInFrames,
    fps: FPS,
    width: WIDTH,
    height: HEIGHT,
  };
}

const kind = kindOf(MOTIONS, definition);

export default kind;
