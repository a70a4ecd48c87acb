/**
 * Previews of the @remotion/transitions timings (springTiming, linearTiming) as data: the
 * controls, the timing for a setting, the code and the description. Pure
 * (../__tests__/code.test.ts).
 */
import {linearTiming, springTiming, type TransitionTiming} from '@remotion/transitions';
import type {Control, Settings} from '../types';
import {changedEntries, EASING_MODES, EASING_NAMES, easingExpression, importLine, literal, objectLiteral, type EasingMode, type EasingName} from '../code';
import {easingFunction} from './easings';

export type TimingSpec = {
  factory: 'springTiming' | 'linearTiming';
  controls: Control[];
  defaults: Settings;
  timing: (settings: Settings) => TransitionTiming;
  /** The expression passed as `timing`, and the extra names it imports from remotion. */
  expression: (settings: Settings) => {code: string; remotionImports: string[]};
};

const range = (key: string, min: number, max: number, step = 1, label = key): Control => ({type: 'range', key, label, min, max, step});
const select = (key: string, options: readonly string[], label = key): Control => ({type: 'select', key, label, options});

export const TIMING_FPS = 30;

export const TIMINGS: Record<string, TimingSpec> = {
  spring: {
    factory: 'springTiming',
    controls: [range('damping', 5, 200, 1, 'config.damping'), range('stiffness', 10, 400, 5, 'config.stiffness'), range('mass', 0.2, 5, 0.1, 'config.mass'), range('durationInFrames', 0, 60, 1, 'durationInFrames (0: not set)')],
    defaults: {damping: 200, stiffness: 100, mass: 1, durationInFrames: 0},
    timing: (s) =>
      springTiming({
        config: {damping: Number(s.damping), stiffness: Number(s.stiffness), mass: Number(s.mass)},
        ...(Number(s.durationInFrames) > 0 ? {durationInFrames: Number(s.durationInFrames)} : {}),
      }),
    expression: (s) => {
      const config = changedEntries(s, ['damping', 'stiffness', 'mass'], {damping: 10, stiffness: 100, mass: 1}).map(([k, v]): [string, string] => [k, literal(v)]);
      const entries: [string, string][] = [];
      if (config.length) entries.push(['config', objectLiteral(config)]);
      if (Number(s.durationInFrames) > 0) entries.push(['durationInFrames', literal(s.durationInFrames!)]);
      return {code: `springTiming(${entries.length ? objectLiteral(entries) : ''})`, remotionImports: []};
    },
  },
  linear: {
    factory: 'linearTiming',
    controls: [range('durationInFrames', 5, 60), select('easing', EASING_NAMES), select('mode', EASING_MODES, 'easing mode (in, out, inOut)')],
    defaults: {durationInFrames: 30, easing: 'linear', mode: 'inOut'},
    timing: (s) =>
      linearTiming({
        durationInFrames: Number(s.durationInFrames),
        ...(s.easing === 'linear' ? {} : {easing: easingFunction(s.easing as EasingName, s.mode as EasingMode)}),
      }),
    expression: (s) => {
      const entries: [string, string][] = [['durationInFrames', literal(s.durationInFrames!)]];
      if (s.easing !== 'linear') entries.push(['easing', easingExpression(s.easing as EasingName, s.mode as EasingMode)]);
      return {code: `linearTiming(${objectLiteral(entries)})`, remotionImports: s.easing === 'linear' ? [] : ['Easing']};
    },
  },
};

/** Frames of each scene: long enough for the slowest timing the controls allow. */
export const sceneFrames = (transitionFrames: number): number => Math.max(60, transitionFrames + 20);

export function timingCode(spec: TimingSpec, settings: Settings): string {
  const {code, remotionImports} = spec.expression(settings);
  const frames = sceneFrames(spec.timing(settings).getDurationInFrames({fps: TIMING_FPS}));
  return [
    importLine(['TransitionSeries', spec.factory], '@remotion/transitions'),
    importLine(['slide'], '@remotion/transitions/slide'),
    importLine(['AbsoluteFill', ...remotionImports], 'remotion'),
    '',
    'export const Scenes = () => {',
    '  return (',
    '    <TransitionSeries>',
    `      <TransitionSeries.Sequence durationInFrames={${frames}}>`,
    "        <AbsoluteFill style={{backgroundColor: '#0b84f3'}} />",
    '      </TransitionSeries.Sequence>',
    '      <TransitionSeries.Transition',
    "        presentation={slide({direction: 'from-right'})}",
    `        timing={${code}}`,
    '      />',
    `      <TransitionSeries.Sequence durationInFrames={${frames}}>`,
    "        <AbsoluteFill style={{backgroundColor: '#f5a524'}} />",
    '      </TransitionSeries.Sequence>',
    '    </TransitionSeries>',
    '  );',
    '};',
  ].join('\n');
}

export function timingDescription(spec: TimingSpec, settings: Settings): string {
  const duration = spec.timing(settings).getDurationInFrames({fps: TIMING_FPS});
  return `A slide() transition from scene A (blue) to scene B (orange) timed by ${spec.expression(settings).code}, which lasts ${duration} frames at 30 fps. The plot in the top right corner shows the transition's progress (0 to 1) against its frames, with a dot at the current frame.`;
}

/** The progress at each frame of the transition. */
export function timingSamples(spec: TimingSpec, settings: Settings): number[] {
  const timing = spec.timing(settings);
  const duration = timing.getDurationInFrames({fps: TIMING_FPS});
  return Array.from({length: duration + 1}, (_, frame) => timing.getProgress({frame, fps: TIMING_FPS}));
}
