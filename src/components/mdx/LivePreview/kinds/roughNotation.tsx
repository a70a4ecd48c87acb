/**
 * Previews of the @remotion/rough-notation annotations: the real component in the Player,
 * drawing itself over a word of a sentence as `progress` goes from 0 to 1. The package measures
 * the annotated text in the browser and generates its strokes there, which the server cannot do,
 * so the still is a captured frame of the finished mark (scripts/previews/capture-stills.mjs).
 */
import React, {type ComponentType} from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import {Box, Bracket, Circle, CrossedOff, Highlight, StrikeThrough, Underline} from '@remotion/rough-notation';
import type {PreviewDefinition, Settings} from '../types';
import {
  ANNOTATIONS,
  annotationCode,
  annotationDescription,
  annotationDuration,
  annotationProps,
  drawProgress,
  FONT_FAMILY,
  FONT_SIZE,
  PAPER,
  TEXT,
  type AnnotationComponent,
  type AnnotationSpec,
} from './roughNotationSpecs';
import {FPS, HEIGHT, kindOf, WIDTH} from './frame';
import {CapturedStill} from './capturedStill';

/** The components take different props; the spec decides which ones each gets. */
const COMPONENTS = {Highlight, Underline, StrikeThrough, CrossedOff, Box, Bracket, Circle} as unknown as Record<AnnotationComponent, ComponentType<Record<string, unknown>>>;

const STILLS: Record<AnnotationComponent, string> = {
  Highlight: 'rough-notation-highlight.jpg',
  Underline: 'rough-notation-underline.jpg',
  StrikeThrough: 'rough-notation-strike-through.jpg',
  CrossedOff: 'rough-notation-crossed-off.jpg',
  Box: 'rough-notation-box.jpg',
  Bracket: 'rough-notation-bracket.jpg',
  Circle: 'rough-notation-circle.jpg',
};

function definition(spec: AnnotationSpec): PreviewDefinition {
  const Annotation = COMPONENTS[spec.component];

  function Composition({settings}: {settings: Settings}) {
    const progress = drawProgress(settings, useCurrentFrame());
    return (
      <AbsoluteFill
        style={{backgroundColor: PAPER, color: TEXT, justifyContent: 'center', alignItems: 'center', fontSize: FONT_SIZE, fontFamily: FONT_FAMILY}}
        data-testid="live-preview-annotation"
      >
        <div style={{display: 'flex', alignItems: 'baseline', gap: spec.gap}}>
          {spec.before || null}
          <Annotation {...annotationProps(spec, settings)} progress={progress}>
            {spec.words}
          </Annotation>
          {spec.after || null}
        </div>
      </AbsoluteFill>
    );
  }

  return {
    defaults: spec.defaults,
    controls: spec.controls,
    code: (settings) => annotationCode(spec, settings),
    describe: (settings) => annotationDescription(spec, settings),
    Composition,
    Still: () => <CapturedStill file={STILLS[spec.component]} />,
    // The finished mark: the last frame of the loop.
    stillFrame: (settings) => annotationDuration(settings) - 1,
    durationInFrames: annotationDuration,
    fps: FPS,
    width: WIDTH,
    height: HEIGHT,
  };
}

const kind = kindOf(ANNOTATIONS, definition);

export default kind;
