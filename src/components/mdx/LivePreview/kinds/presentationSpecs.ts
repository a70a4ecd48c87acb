/**
 * The presentations of @remotion/transitions that draw with HTML and CSS, as preview data:
 * the options the controls edit, the preview's starting values, the package's defaults (left
 * out of the printed code) and the code. Pure (../__tests__/code.test.ts).
 *
 * The shader presentations (dissolve, ripple, zoom-blur…) are ./shaderPresentationSpecs.ts:
 * they draw through the browser's HTML-in-canvas API, which needs a flag in Chrome for now.
 */
import type {Control, Settings} from '../types';
import {changedEntries, importLine, literal, objectLiteral} from '../code';

export type PresentationSpec = {
  /** The factory's name and its import path below @remotion/transitions/. */
  factory: string;
  module: string;
  /** Options the controls edit (besides the timing's duration). */
  options: Control[];
  defaults: Settings;
  apiDefaults: Settings;
  /** Options the composition passes itself (clockWipe and iris need the frame's size). */
  sized?: boolean;
  /** The factory's argument is not optional: the code passes `{}` when every option is at its default. */
  argumentRequired?: boolean;
  /** CSS backgrounds of scenes A and B, when not the flat colours. */
  scenes?: SceneBackgrounds;
  /** How far into the transition the still frame is, when not halfway. */
  stillProgress?: number;
};

export type SceneBackgrounds = readonly [string, string];
/** The scenes' backgrounds: a blue A and an orange B. */
export const FLAT_SCENES: SceneBackgrounds = ['#0b84f3', '#f5a524'];
/** The same colours as gradients, for the shaders, which react to brightness and detail that a flat colour does not have. */
export const GRADIENT_SCENES: SceneBackgrounds = ['linear-gradient(135deg, #062a5c, #0b84f3 55%, #8fd3ff)', 'linear-gradient(135deg, #7c2d12, #f5a524 55%, #fde68a)'];

/** A scene in the printed code. */
const sceneLine = (background: string) =>
  `        <AbsoluteFill style={{${background.startsWith('#') ? 'backgroundColor' : 'background'}: ${literal(background)}}} />`;

export const select = (key: string, options: string[]): Control => ({type: 'select', key, label: key, options});
export const range = (key: string, min: number, max: number, step = 1): Control => ({type: 'range', key, label: key, min, max, step});
const toggle = (key: string): Control => ({type: 'toggle', key, label: key});

/** The timing's duration, a control on every presentation preview. */
export const DURATION_CONTROL: Control = {type: 'range', key: 'durationInFrames', label: 'durationInFrames (linearTiming)', min: 5, max: 50, step: 1};
const DURATION_DEFAULT = 30;

export const SIDES = ['from-left', 'from-right', 'from-top', 'from-bottom'];

// pushCut() accepts flashFrames: 0 but then throws while rendering (an interpolate() input range
// [cutProgress, cutProgress]), so the control starts at 1.
export const PRESENTATIONS: Record<string, PresentationSpec> = {
  fade: {factory: 'fade', module: 'fade', options: [toggle('shouldFadeOutExitingScene')], defaults: {shouldFadeOutExitingScene: false}, apiDefaults: {shouldFadeOutExitingScene: false}},
  slide: {factory: 'slide', module: 'slide', options: [select('direction', SIDES)], defaults: {direction: 'from-left'}, apiDefaults: {direction: 'from-left'}},
  wipe: {
    factory: 'wipe',
    module: 'wipe',
    options: [select('direction', ['from-left', 'from-top-left', 'from-top', 'from-top-right', 'from-right', 'from-bottom-right', 'from-bottom', 'from-bottom-left'])],
    defaults: {direction: 'from-left'},
    apiDefaults: {direction: 'from-left'},
  },
  flip: {
    factory: 'flip',
    module: 'flip',
    options: [select('direction', SIDES), range('perspective', 200, 3000, 100)],
    defaults: {direction: 'from-left', perspective: 1000},
    apiDefaults: {direction: 'from-left', perspective: 1000},
  },
  'clock-wipe': {factory: 'clockWipe', module: 'clock-wipe', options: [], defaults: {}, apiDefaults: {}, sized: true},
  iris: {factory: 'iris', module: 'iris', options: [], defaults: {}, apiDefaults: {}, sized: true},
  none: {factory: 'none', module: 'none', options: [], defaults: {}, apiDefaults: {}},
  'push-cut': {
    factory: 'pushCut',
    module: 'push-cut',
    options: [range('cutProgress', 0.1, 0.9, 0.05), range('flashOpacity', 0, 1, 0.05), range('flashFrames', 1, 6), range('incomingEndScale', 1, 1.3, 0.01)],
    defaults: {cutProgress: 0.45, flashOpacity: 0.2, flashFrames: 2, incomingEndScale: 1.07},
    apiDefaults: {flashOpacity: 0.2, flashFrames: 2, incomingEndScale: 1.07},
  },
};

export const presentationControls = (spec: PresentationSpec): Control[] => [...spec.options, DURATION_CONTROL];
export const presentationDefaults = (spec: PresentationSpec): Settings => ({...spec.defaults, durationInFrames: DURATION_DEFAULT});

/** The options object the factory gets, as code, e.g. `{direction: 'from-right'}`; empty when all are defaults (`{}` if required). */
export function presentationOptions(spec: PresentationSpec, settings: Settings): string {
  const entries: [string, string][] = changedEntries(
    settings,
    spec.options.map((o) => o.key),
    spec.apiDefaults,
  ).map(([key, value]) => [key, literal(value)]);
  if (spec.sized) entries.unshift(['width', 'width'], ['height', 'height']);
  return entries.length ? objectLiteral(entries) : spec.argumentRequired ? '{}' : '';
}

export function presentationCode(spec: PresentationSpec, settings: Settings): string {
  const duration = literal(settings.durationInFrames ?? DURATION_DEFAULT);
  return [
    importLine(['TransitionSeries', 'linearTiming'], '@remotion/transitions'),
    importLine([spec.factory], `@remotion/transitions/${spec.module}`),
    importLine(spec.sized ? ['AbsoluteFill', 'useVideoConfig'] : ['AbsoluteFill'], 'remotion'),
    '',
    'export const Scenes = () => {',
    ...(spec.sized ? ['  const {width, height} = useVideoConfig();'] : []),
    '  return (',
    '    <TransitionSeries>',
    '      <TransitionSeries.Sequence durationInFrames={60}>',
    sceneLine((spec.scenes ?? FLAT_SCENES)[0]),
    '      </TransitionSeries.Sequence>',
    '      <TransitionSeries.Transition',
    `        presentation={${spec.factory}(${presentationOptions(spec, settings)})}`,
    `        timing={linearTiming({durationInFrames: ${duration}})}`,
    '      />',
    '      <TransitionSeries.Sequence durationInFrames={60}>',
    sceneLine((spec.scenes ?? FLAT_SCENES)[1]),
    '      </TransitionSeries.Sequence>',
    '    </TransitionSeries>',
    '  );',
    '};',
  ].join('\n');
}

export function presentationDescription(spec: PresentationSpec, settings: Settings): string {
  const options = spec.options.map((o) => `${o.key} ${String(settings[o.key])}`).join(', ');
  const at = spec.stillProgress ?? 0.5;
  const still = at === 0.5 ? 'the middle of the transition' : `the transition ${Math.round(at * 100)} % of the way through`;
  return `A blue scene A changes to an orange scene B with ${spec.factory}()${options ? ` (${options})` : ''} over ${String(settings.durationInFrames)} frames of linearTiming, inside a TransitionSeries. The still frame shows ${still}.`;
}
