/**
 * Previews of the @remotion/shapes components: the real component in the Player, growing in
 * with a spring; the still is the path of the matching make*() function, drawn as an SVG.
 */
import React, {type ComponentType} from 'react';
import {AbsoluteFill, spring, useCurrentFrame} from 'remotion';
import * as Shapes from '@remotion/shapes';
import type {FrameProps, PreviewDefinition, Settings} from '../types';
import {SHAPES, shapeCode, shapeDescription, type ShapeSpec} from './shapeSpecs';
import {FPS, HEIGHT, kindOf, STAGE, StillSvg, WIDTH} from './frame';

const DURATION = 60;
const grow = (frame: number) => spring({frame, fps: FPS, config: {damping: 14}});

type ShapeInfo = {path: string; width: number; height: number};
type ShapeOptions = Record<string, string | number | boolean>;

function components(spec: ShapeSpec) {
  const library = Shapes as unknown as Record<string, unknown>;
  return {
    Component: library[spec.component] as ComponentType<Record<string, unknown>>,
    make: library[`make${spec.component}`] as (options: ShapeOptions) => ShapeInfo,
  };
}

/** The props the shape gets: every control's value (the printed code leaves defaults out). */
function propsOf(spec: ShapeSpec, settings: Settings): ShapeOptions {
  return Object.fromEntries(spec.controls.map((control) => [control.key, settings[control.key] ?? spec.defaults[control.key]!]));
}

function definition(spec: ShapeSpec): PreviewDefinition {
  const {Component, make} = components(spec);

  function Composition({settings}: {settings: Settings}) {
    const scale = grow(useCurrentFrame());
    return (
      <AbsoluteFill style={{backgroundColor: STAGE, justifyContent: 'center', alignItems: 'center'}}>
        <Component {...propsOf(spec, settings)} style={{transform: `scale(${scale})`}} data-testid="live-preview-shape" />
      </AbsoluteFill>
    );
  }

  function Still({settings, frame}: FrameProps) {
    const {fill, ...options} = propsOf(spec, settings);
    const shape = make(options);
    const scale = grow(frame);
    return (
      <StillSvg>
        <g transform={`translate(${WIDTH / 2} ${HEIGHT / 2}) scale(${scale}) translate(${-shape.width / 2} ${-shape.height / 2})`}>
          <path d={shape.path} fill={String(fill)} data-testid="live-preview-still-path" />
        </g>
      </StillSvg>
    );
  }

  return {
    defaults: spec.defaults,
    controls: spec.controls,
    code: (settings) => shapeCode(spec, settings),
    describe: (settings) => shapeDescription(spec, settings),
    Composition,
    Still,
    stillFrame: DURATION - 1,
    durationInFrames: DURATION,
    fps: FPS,
    width: WIDTH,
    height: HEIGHT,
  };
}

const kind = kindOf(SHAPES, definition);

export default kind;
