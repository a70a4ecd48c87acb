/**
 * Previews of @remotion/paths operations on sample paths (evolvePath, interpolatePath,
 * warpPath) as data: the controls, the path drawn at a frame and the code. Pure
 * (../__tests__/code.test.ts).
 */
import {interpolate} from 'remotion';
import {evolvePath, interpolatePath, warpPath} from '@remotion/paths';
import type {Control, Settings} from '../types';
import {importLine, literal} from '../code';

/** Sample paths in a 640×360 frame, short enough to print in the code. */
export const SAMPLE_PATHS: Record<string, string> = {
  wave: 'M 40 180 C 140 40 240 40 320 180 S 500 320 600 180',
  loop: 'M 80 280 C 80 60 320 60 320 180 C 320 300 560 300 560 80',
  star: 'M 320 40 L 356 134 L 456 138 L 378 200 L 404 298 L 320 242 L 236 298 L 262 200 L 184 138 L 284 134 Z',
  square: 'M 200 60 L 440 60 L 440 300 L 200 300 Z',
  circle: 'M 320 60 C 386 60 440 114 440 180 C 440 246 386 300 320 300 C 254 300 200 246 200 180 C 200 114 254 60 320 60 Z',
};
const NAMES = Object.keys(SAMPLE_PATHS);

/** What a frame draws: a path, and for evolvePath the dash that reveals it. */
export type PathDrawing = {d: string; strokeDasharray?: string; strokeDashoffset?: number};

export type PathSpec = {
  api: 'evolvePath' | 'interpolatePath' | 'warpPath';
  controls: Control[];
  defaults: Settings;
  durationInFrames: number;
  stillFrame: number;
  draw: (settings: Settings, frame: number) => PathDrawing;
  /** The component body: lines computing the drawn path from `frame`. */
  body: (settings: Settings) => string[];
  /** The `<path>` element's attributes after `d` and the stroke. */
  pathProps: string;
  describe: (settings: Settings) => string;
};

const range = (key: string, min: number, max: number, step: number): Control => ({type: 'range', key, label: key, min, max, step});
const select = (key: string, options: string[]): Control => ({type: 'select', key, label: key, options});
const DURATION: Control = range('durationInFrames', 10, 90, 1);
const progressAt = (s: Settings, frame: number) => interpolate(frame, [0, Number(s.durationInFrames)], [0, 1], {extrapolateRight: 'clamp'});
const progressLine = (s: Settings) => `  const progress = interpolate(frame, [0, ${literal(s.durationInFrames!)}], [0, 1], {extrapolateRight: 'clamp'});`;
const pathConst = (name: string, key: string) => `const ${name} = '${SAMPLE_PATHS[key]}';`;

const warpFn = (s: Settings, frame: number) => {
  const amplitude = Number(s.amplitude);
  const wavelength = Number(s.wavelength);
  const phase = frame * Number(s.speed);
  return ({x, y}: {x: number; y: number}) => ({x, y: y + Math.sin(x / wavelength + phase) * amplitude});
};

export const PATHS: Record<string, PathSpec> = {
  'evolve-path': {
    api: 'evolvePath',
    controls: [select('path', NAMES), DURATION],
    defaults: {path: 'loop', durationInFrames: 45},
    durationInFrames: 90,
    stillFrame: 30,
    draw: (s, frame) => ({d: SAMPLE_PATHS[String(s.path)]!, ...evolvePath(progressAt(s, frame), SAMPLE_PATHS[String(s.path)]!)}),
    body: (s) => [progressLine(s), '  const {strokeDasharray, strokeDashoffset} = evolvePath(progress, PATH);'],
    pathProps: ' strokeDasharray={strokeDasharray} strokeDashoffset={strokeDashoffset}',
    describe: (s) => `evolvePath() draws the "${String(s.path)}" sample path from its start to its end over ${String(s.durationInFrames)} frames, through the stroke's dash array and offset.`,
  },
  'interpolate-path': {
    api: 'interpolatePath',
    controls: [select('from', NAMES), select('to', NAMES), DURATION],
    defaults: {from: 'square', to: 'circle', durationInFrames: 45},
    durationInFrames: 90,
    stillFrame: 20,
    draw: (s, frame) => ({d: interpolatePath(progressAt(s, frame), SAMPLE_PATHS[String(s.from)]!, SAMPLE_PATHS[String(s.to)]!)}),
    body: (s) => [progressLine(s), '  const d = interpolatePath(progress, FROM, TO);'],
    pathProps: '',
    describe: (s) => `interpolatePath() morphs the "${String(s.from)}" sample path into the "${String(s.to)}" one over ${String(s.durationInFrames)} frames.`,
  },
  'warp-path': {
    api: 'warpPath',
    controls: [select('path', NAMES), range('amplitude', 0, 60, 1), range('wavelength', 10, 120, 1), range('speed', 0, 0.5, 0.01)],
    defaults: {path: 'square', amplitude: 20, wavelength: 40, speed: 0.15},
    durationInFrames: 90,
    stillFrame: 0,
    draw: (s, frame) => ({d: warpPath(SAMPLE_PATHS[String(s.path)]!, warpFn(s, frame))}),
    body: (s) => [
      '  const d = warpPath(PATH, ({x, y}) => ({',
      '    x,',
      `    y: y + Math.sin(x / ${literal(s.wavelength!)} + frame * ${literal(s.speed!)}) * ${literal(s.amplitude!)},`,
      '  }));',
    ],
    pathProps: '',
    describe: (s) => `warpPath() moves every point of the "${String(s.path)}" sample path up and down along a sine wave (amplitude ${String(s.amplitude)}, wavelength ${String(s.wavelength)}), shifted by ${String(s.speed)} per frame.`,
  },
};

export function pathCode(spec: PathSpec, settings: Settings): string {
  const consts = spec.api === 'interpolatePath' ? [pathConst('FROM', String(settings.from)), pathConst('TO', String(settings.to))] : [pathConst('PATH', String(settings.path))];
  const usesProgress = spec.api !== 'warpPath';
  const d = spec.api === 'evolvePath' ? 'PATH' : 'd';
  return [
    importLine([spec.api], '@remotion/paths'),
    importLine(['AbsoluteFill', 'useCurrentFrame', ...(usesProgress ? ['interpolate'] : [])], 'remotion'),
    '',
    ...consts,
    '',
    'export const PathScene = () => {',
    '  const frame = useCurrentFrame();',
    ...spec.body(settings),
    '  return (',
    '    <AbsoluteFill>',
    '      <svg viewBox="0 0 640 360">',
    `        <path d={${d}} fill="none" stroke="#0b84f3" strokeWidth={8}${spec.pathProps} />`,
    '      </svg>',
    '    </AbsoluteFill>',
    '  );',
    '};',
  ].join('\n');
}
