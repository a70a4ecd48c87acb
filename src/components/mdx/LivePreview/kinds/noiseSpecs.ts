/**
 * Previews of @remotion/noise (noise2D, noise3D, noise4D) as data: a grid of dots moved by the
 * noise, the controls, the dot positions for a frame and the code. Pure
 * (../__tests__/code.test.ts).
 */
import {noise2D, noise3D, noise4D} from '@remotion/noise';
import type {Control, Settings} from '../types';
import {importLine, literal} from '../code';

export type NoiseSpec = {
  fn: 'noise2D' | 'noise3D' | 'noise4D';
  /** How the frame enters the noise, as code (`i`, `j`, `frame` and the settings' literals in scope). */
  coordinates: (settings: Settings) => string;
  /** The same coordinates, evaluated. */
  sample: (seed: string, i: number, j: number, frame: number, settings: Settings) => number;
  motion: string;
};

export const COLUMNS = 24;
export const ROWS = 14;
export const NOISE_FRAMES = 120;

const range = (key: string, min: number, max: number, step: number): Control => ({type: 'range', key, label: key, min, max, step});
export const NOISE_CONTROLS: Control[] = [
  {type: 'select', key: 'seed', label: 'seed', options: ['remotion', 'dots', 'wind']},
  range('frequency', 0.01, 0.5, 0.01),
  range('speed', 0, 0.1, 0.005),
  range('amplitude', 0, 40, 1),
];
export const NOISE_DEFAULTS: Settings = {seed: 'remotion', frequency: 0.15, speed: 0.02, amplitude: 14};

const f = (s: Settings) => Number(s.frequency);
const v = (s: Settings) => Number(s.speed);
const loopAngle = (frame: number) => (frame / NOISE_FRAMES) * Math.PI * 2;

export const NOISES: Record<string, NoiseSpec> = {
  noise2D: {
    fn: 'noise2D',
    coordinates: (s) => `i * ${literal(s.frequency!)} + frame * ${literal(s.speed!)}, j * ${literal(s.frequency!)}`,
    sample: (seed, i, j, frame, s) => noise2D(seed, i * f(s) + frame * v(s), j * f(s)),
    motion: 'the field scrolls sideways as the frame moves the x coordinate',
  },
  noise3D: {
    fn: 'noise3D',
    coordinates: (s) => `i * ${literal(s.frequency!)}, j * ${literal(s.frequency!)}, frame * ${literal(s.speed!)}`,
    sample: (seed, i, j, frame, s) => noise3D(seed, i * f(s), j * f(s), frame * v(s)),
    motion: 'the frame is the third dimension, so every dot drifts on its own',
  },
  noise4D: {
    fn: 'noise4D',
    coordinates: (s) =>
      `i * ${literal(s.frequency!)}, j * ${literal(s.frequency!)}, Math.cos(angle) * ${literal(Number(s.speed) * 20)}, Math.sin(angle) * ${literal(Number(s.speed) * 20)}`,
    sample: (seed, i, j, frame, s) => noise4D(seed, i * f(s), j * f(s), Math.cos(loopAngle(frame)) * v(s) * 20, Math.sin(loopAngle(frame)) * v(s) * 20),
    motion: `the frame walks a circle through the last two dimensions, so the motion loops every ${NOISE_FRAMES} frames`,
  },
};

/** The dots of a frame: [x, y] in a 640×360 frame. */
export function noiseDots(spec: NoiseSpec, settings: Settings, frame: number): [number, number][] {
  const seed = String(settings.seed);
  const amplitude = Number(settings.amplitude);
  return Array.from({length: COLUMNS * ROWS}, (_, index) => {
    const i = index % COLUMNS;
    const j = Math.floor(index / COLUMNS);
    const dx = spec.sample(`${seed}-x`, i, j, frame, settings) * amplitude;
    const dy = spec.sample(`${seed}-y`, i, j, frame, settings) * amplitude;
    return [(i + 0.5) * (640 / COLUMNS) + dx, (j + 0.5) * (360 / ROWS) + dy];
  });
}

export function noiseCode(spec: NoiseSpec, settings: Settings): string {
  const seed = String(settings.seed);
  const coords = spec.coordinates(settings);
  const amplitude = literal(settings.amplitude!);
  return [
    importLine([spec.fn], '@remotion/noise'),
    importLine(['AbsoluteFill', 'useCurrentFrame'], 'remotion'),
    '',
    `const COLUMNS = ${COLUMNS};`,
    `const ROWS = ${ROWS};`,
    '',
    'export const NoiseGrid = () => {',
    '  const frame = useCurrentFrame();',
    ...(spec.fn === 'noise4D' ? [`  const angle = (frame / ${NOISE_FRAMES}) * Math.PI * 2;`] : []),
    '  return (',
    "    <AbsoluteFill style={{backgroundColor: '#0b1020'}}>",
    '      <svg viewBox="0 0 640 360">',
    '        {Array.from({length: COLUMNS * ROWS}, (_, index) => {',
    '          const i = index % COLUMNS;',
    '          const j = Math.floor(index / COLUMNS);',
    `          const dx = ${spec.fn}('${seed}-x', ${coords}) * ${amplitude};`,
    `          const dy = ${spec.fn}('${seed}-y', ${coords}) * ${amplitude};`,
    '          const x = (i + 0.5) * (640 / COLUMNS) + dx;',
    '          const y = (j + 0.5) * (360 / ROWS) + dy;',
    '          return <circle key={index} cx={x} cy={y} r={4} fill="#0b84f3" />;',
    '        })}',
    '      </svg>',
    '    </AbsoluteFill>',
    '  );',
    '};',
  ].join('\n');
}

export function noiseDescription(spec: NoiseSpec, settings: Settings): string {
  return `A grid of ${COLUMNS} by ${ROWS} dots, each moved up to ${String(settings.amplitude)} pixels by ${spec.fn}() with seed "${String(settings.seed)}", frequency ${String(settings.frequency)} and speed ${String(settings.speed)}: ${spec.motion}.`;
}
