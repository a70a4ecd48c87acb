/**
 * Previews of remotion's motion helpers (interpolate, spring, Easing) as data: the controls,
 * the value at each frame, the code and the description. Pure (../__tests__/code.test.ts).
 */
import {interpolate, spring, type ExtrapolateType} from 'remotion';
import type {Control, Settings} from '../types';
import {changedEntries, EASING_MODES, EASING_NAMES, easingExpression, importLine, literal, objectLiteral, type EasingMode, type EasingName} from '../code';
import {easingFunction} from './easings';

export type MotionSpec = {
  /** The API named in the description. */
  api: string;
  controls: Control[];
  defaults: Settings;
  durationInFrames: number;
  /** The animated value at a frame (30 fps). */
  value: (settings: Settings, frame: number) => number;
  /** The lines computing `value` inside the component, and the names they import from remotion. */
  body: (settings: Settings) => {lines: string[]; imports: string[]};
  describe: (settings: Settings) => string;
};

const range = (key: string, min: number, max: number, step = 1, label = key): Control => ({type: 'range', key, label, min, max, step});
const select = (key: string, options: readonly string[], label = key): Control => ({type: 'select', key, label, options});
const toggle = (key: string): Control => ({type: 'toggle', key, label: key});

const EXTRAPOLATE = ['extend', 'clamp', 'identity', 'wrap'] as const;
export const MOTION_FPS = 30;

const easingOf = (settings: Settings) => easingFunction(settings.easing as EasingName, settings.mode as EasingMode);
const easingCode = (settings: Settings) => easingExpression(settings.easing as EasingName, settings.mode as EasingMode);

/** Wraps a call's argument list over lines when it is long. */
function call(head: string, args: string[]): string[] {
  const oneLine = `  const value = ${head}(${args.join(', ')});`;
  if (oneLine.length <= 80) return [oneLine];
  return [`  const value = ${head}(`, ...args.map((arg) => `    ${arg},`), '  );'];
}

export const MOTIONS: Record<string, MotionSpec> = {
  interpolate: {
    api: 'interpolate()',
    controls: [
      range('inputStart', 0, 29, 1, 'inputRange start (frame)'),
      range('inputEnd', 31, 60, 1, 'inputRange end (frame)'),
      range('outputStart', -1, 2, 0.1, 'outputRange start'),
      range('outputEnd', -1, 2, 0.1, 'outputRange end'),
      select('extrapolateLeft', EXTRAPOLATE),
      select('extrapolateRight', EXTRAPOLATE),
      select('easing', EASING_NAMES),
      select('mode', EASING_MODES, 'easing mode (in, out, inOut)'),
    ],
    defaults: {inputStart: 10, inputEnd: 50, outputStart: 0, outputEnd: 1, extrapolateLeft: 'extend', extrapolateRight: 'extend', easing: 'linear', mode: 'inOut'},
    durationInFrames: 60,
    value: (s, frame) =>
      interpolate(frame, [Number(s.inputStart), Number(s.inputEnd)], [Number(s.outputStart), Number(s.outputEnd)], {
        extrapolateLeft: s.extrapolateLeft as ExtrapolateType,
        extrapolateRight: s.extrapolateRight as ExtrapolateType,
        easing: easingOf(s),
      }),
    body: (s) => {
      const options: [string, string][] = changedEntries(s, ['extrapolateLeft', 'extrapolateRight'], {extrapolateLeft: 'extend', extrapolateRight: 'extend'}).map(([k, v]) => [k, literal(v)]);
      if (s.easing !== 'linear') options.push(['easing', easingCode(s)]);
      const args = ['frame', `[${literal(s.inputStart!)}, ${literal(s.inputEnd!)}]`, `[${literal(s.outputStart!)}, ${literal(s.outputEnd!)}]`];
      if (options.length) args.push(objectLiteral(options));
      return {lines: call('interpolate', args), imports: ['interpolate', ...(s.easing !== 'linear' ? ['Easing'] : [])]};
    },
    describe: (s) =>
      `interpolate() maps frames ${String(s.inputStart)} to ${String(s.inputEnd)} onto values ${String(s.outputStart)} to ${String(s.outputEnd)} (extrapolateLeft ${String(s.extrapolateLeft)}, extrapolateRight ${String(s.extrapolateRight)}, easing ${easingCode(s)}).`,
  },
  spring: {
    api: 'spring()',
    controls: [range('mass', 0.1, 5, 0.1), range('damping', 1, 50, 1), range('stiffness', 10, 400, 5), toggle('overshootClamping'), range('delay', 0, 30, 1, 'delay (frames)')],
    defaults: {mass: 1, damping: 10, stiffness: 100, overshootClamping: false, delay: 0},
    durationInFrames: 90,
    value: (s, frame) =>
      spring({
        frame,
        fps: MOTION_FPS,
        delay: Number(s.delay),
        config: {mass: Number(s.mass), damping: Number(s.damping), stiffness: Number(s.stiffness), overshootClamping: Boolean(s.overshootClamping)},
      }),
    body: (s) => {
      const config = changedEntries(s, ['mass', 'damping', 'stiffness', 'overshootClamping'], {mass: 1, damping: 10, stiffness: 100, overshootClamping: false});
      const entries: [string, string][] = [['frame', 'frame'], ['fps', 'fps']];
      if (Number(s.delay) !== 0) entries.push(['delay', literal(s.delay!)]);
      if (config.length) entries.push(['config', objectLiteral(config.map(([k, v]) => [k, literal(v)]))]);
      const object = `{${entries.map(([k, v]) => (k === v ? k : `${k}: ${v}`)).join(', ')}}`;
      return {lines: ['  const {fps} = useVideoConfig();', ...call('spring', [object])], imports: ['spring', 'useVideoConfig']};
    },
    describe: (s) =>
      `spring() with mass ${String(s.mass)}, damping ${String(s.damping)}, stiffness ${String(s.stiffness)}${s.overshootClamping ? ', overshoot clamped' : ''}${Number(s.delay) ? `, starting after ${String(s.delay)} frames` : ''} goes from 0 to 1 over ${90} frames at 30 fps.`,
  },
  easing: {
    api: 'Easing',
    controls: [select('easing', EASING_NAMES, 'easing function'), select('mode', EASING_MODES, 'mode (in, out, inOut)')],
    defaults: {easing: 'cubic', mode: 'inOut'},
    durationInFrames: 70,
    value: (s, frame) => interpolate(frame, [0, 60], [0, 1], {easing: easingOf(s), extrapolateRight: 'clamp'}),
    body: (s) => ({
      lines: call('interpolate', ['frame', '[0, 60]', '[0, 1]', objectLiteral([['easing', easingCode(s)], ['extrapolateRight', "'clamp'"]])]),
      imports: ['Easing', 'interpolate'],
    }),
    describe: (s) => `interpolate() from 0 to 1 over 60 frames with ${easingCode(s)}.`,
  },
};

export function motionCode(spec: MotionSpec, settings: Settings): string {
  const {lines, imports} = spec.body(settings);
  return [
    importLine(['AbsoluteFill', 'useCurrentFrame', ...imports], 'remotion'),
    '',
    'export const MovingBall = () => {',
    '  const frame = useCurrentFrame();',
    ...lines,
    '  return (',
    "    <AbsoluteFill style={{justifyContent: 'center'}}>",
    "      <div style={{width: 40, height: 40, borderRadius: 20, backgroundColor: '#0b84f3', marginLeft: value * 500}} />",
    '    </AbsoluteFill>',
    '  );',
    '};',
  ].join('\n');
}

/** The value at every frame of the preview. */
export const motionSamples = (spec: MotionSpec, settings: Settings): number[] =>
  Array.from({length: spec.durationInFrames}, (_, frame) => spec.value(settings, frame));
