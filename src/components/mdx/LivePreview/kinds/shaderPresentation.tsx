/**
 * Previews of the @remotion/transitions presentations drawn by a WebGL2 shader (blurSlide(),
 * dissolve(), ripple()…): the same TransitionSeries of two scenes as ./presentation.tsx. Each
 * takes pictures of the scenes through the HTML-in-canvas API (`canvas.captureElementImage()`,
 * `drawElementImage()`), which Chrome offers only behind a flag for now, and throws where it
 * is missing; so the Player is loaded only where remotion's own check finds the API, and the
 * still is a frame captured with the flag on (scripts/previews/capture-stills.mjs).
 */
import React from 'react';
import {HtmlInCanvas} from 'remotion';
import type {TransitionPresentation} from '@remotion/transitions';
import {blurSlide} from '@remotion/transitions/blur-slide';
import {bookFlip} from '@remotion/transitions/book-flip';
import {crossZoom} from '@remotion/transitions/cross-zoom';
import {crosswarp} from '@remotion/transitions/crosswarp';
import {dissolve} from '@remotion/transitions/dissolve';
import {dreamyZoom} from '@remotion/transitions/dreamy-zoom';
import {filmBurn} from '@remotion/transitions/film-burn';
import {linearBlur} from '@remotion/transitions/linear-blur';
import {ripple} from '@remotion/transitions/ripple';
import {swap} from '@remotion/transitions/swap';
import {zoomBlur} from '@remotion/transitions/zoom-blur';
import type {PreviewDefinition, Settings} from '../types';
import {presentationCode, presentationControls, presentationDefaults, presentationDescription, type PresentationSpec} from './presentationSpecs';
import {HTML_IN_CANVAS_NOTE, SHADER_PRESENTATIONS} from './shaderPresentationSpecs';
import {FPS, HEIGHT, kindOf, WIDTH} from './frame';
import {SCENE_FRAMES, TransitionScenes} from './scenes';
import {CapturedStill} from './capturedStill';

type AnyPresentation = TransitionPresentation<Record<string, unknown>>;
type Factory = (options: Record<string, unknown>) => AnyPresentation;

const FACTORIES = {blurSlide, bookFlip, crossZoom, crosswarp, dissolve, dreamyZoom, filmBurn, linearBlur, ripple, swap, zoomBlur} as unknown as Record<string, Factory>;


const durationOf = (settings: Settings) => Number(settings.durationInFrames);

function definition(spec: PresentationSpec): PreviewDefinition {
  function Composition({settings}: {settings: Settings}) {
    const options = Object.fromEntries(spec.options.map((o) => [o.key, settings[o.key]]));
    return <TransitionScenes presentation={FACTORIES[spec.factory]!(options)} durationInFrames={durationOf(settings)} backgrounds={spec.scenes} />;
  }

  return {
    defaults: presentationDefaults(spec),
    controls: presentationControls(spec),
    code: (settings) => presentationCode(spec, settings),
    describe: (settings) => presentationDescription(spec, settings),
    Composition,
    Still: () => <CapturedStill file={`shader-${spec.module}.jpg`} />,
    // The transition runs over the last `durationInFrames` frames of scene A.
    stillFrame: (settings) => SCENE_FRAMES - Math.ceil(durationOf(settings) * (1 - (spec.stillProgress ?? 0.5))),
    durationInFrames: (settings) => 2 * SCENE_FRAMES - durationOf(settings),
    fps: FPS,
    width: WIDTH,
    height: HEIGHT,
    needs: {isSupported: () => HtmlInCanvas.isSupported(), note: HTML_IN_CANVAS_NOTE},
  };
}

const kind = kindOf(SHADER_PRESENTATIONS, definition);

export default kind;
