/**
 * Previews of @remotion/motion-blur (<Trail>, <CameraMotionBlur>) as data: the moving scene each
 * one wraps, the controls, the copies the component draws for a frame (which the server's still
 * draws without the component), the code and the description. Pure (../__tests__/code.test.ts).
 */
import {Easing, interpolate} from 'remotion';
import type {Control, Settings, SettingValue} from '../types';
import {importLine, jsxElement} from '../code';

/** One copy of the scene: the frame it shows and its opacity. */
export type Copy = {frame: number; opacity: number};

export type MotionBlurSpec = {
  component: 'Trail' | 'CameraMotionBlur';
  controls: Control[];
  defaults: Settings;
  /** Props always printed (Trail's are all required). */
  required: string[];
  /** The package's defaults for optional props: equal values are left out of the code. */
  apiDefaults: Settings;
  scene: 'ball' | 'propeller';
  durationInFrames: number;
  stillFrame: number;
  /** The copies below the sharp content (Trail) or blended into the picture (CameraMotionBlur). */
  copies: (settings: Settings, frame: number) => Copy[];
  describe: (settings: Settings) => string;
};

export const BLUR_FRAMES = 90;
const TAU = Math.PI * 2;

/** The ball of the Trail preview: a figure eight, once per BLUR_FRAMES, defined for any (also negative or fractional) frame. */
export function ballPosition(frame: number): {x: number; y: number} {
  const t = (frame / BLUR_FRAMES) * TAU;
  return {x: 320 + Math.sin(t) * 230, y: 180 + Math.sin(t * 2) * 90};
}

/** The propeller of the CameraMotionBlur preview: three turns, slow at both ends and fastest halfway. */
export function propellerAngle(frame: number): number {
  return interpolate(frame, [0, BLUR_FRAMES], [0, 1080], {easing: Easing.inOut(Easing.cubic), extrapolateLeft: 'clamp', extrapolateRight: 'clamp'});
}

const range = (key: string, min: number, max: number, step: number): Control => ({type: 'range', key, label: key, min, max, step});

export const MOTION_BLURS: Record<string, MotionBlurSpec> = {
  trail: {
    component: 'Trail',
    controls: [range('layers', 0, 30, 1), range('lagInFrames', 0.1, 3, 0.1), range('trailOpacity', 0, 1, 0.05)],
    defaults: {layers: 12, lagInFrames: 1, trailOpacity: 0.8},
    required: ['layers', 'lagInFrames', 'trailOpacity'],
    apiDefaults: {},
    scene: 'ball',
    durationInFrames: BLUR_FRAMES,
    stillFrame: 10,
    // Copy i of n (oldest first) shows the frame lagInFrames * (n - i) earlier, at trailOpacity * i / n.
    copies: (s, frame) => {
      const layers = Number(s.layers);
      const lag = Number(s.lagInFrames);
      const opacity = Number(s.trailOpacity);
      return Array.from({length: layers}, (_, i) => ({frame: frame - lag * (layers - i), opacity: (opacity * i) / layers}));
    },
    describe: (s) =>
      `<Trail> with ${String(s.layers)} layers, ${String(s.lagInFrames)} frame${Number(s.lagInFrames) === 1 ? '' : 's'} apart, at up to ${String(s.trailOpacity)} opacity: a blue ball flying a figure eight leaves a fading row of delayed copies behind it, reaching ${Number((Number(s.layers) * Number(s.lagInFrames)).toFixed(1))} frames into the past.`,
  },
  'camera-motion-blur': {
    component: 'CameraMotionBlur',
    controls: [range('shutterAngle', 15, 360, 15), range('samples', 1, 16, 1)],
    defaults: {shutterAngle: 180, samples: 10},
    required: [],
    apiDefaults: {shutterAngle: 180, samples: 10},
    scene: 'propeller',
    durationInFrames: BLUR_FRAMES,
    stillFrame: BLUR_FRAMES / 2,
    // Sample i of n shows the frame 1 - (shutterAngle / 360) * (i / n) after the current one, at 1 / n;
    // near frame 0 fewer samples are taken, so that none falls before the start.
    copies: (s, frame) => {
      const fraction = Number(s.shutterAngle) / 360;
      const samples = Number(s.samples);
      const reach = fraction * samples;
      const factor = Math.min(1, Math.max(0, (frame - reach) / reach + 1));
      const count = Math.max(1, Math.round(Math.min(factor * samples, samples)));
      return Array.from({length: count}, (_, i) => ({frame: frame + 1 - fraction * ((i + 1) / count), opacity: 1 / count}));
    },
    describe: (s) =>
      `<CameraMotionBlur> with a ${String(s.shutterAngle)}° shutter and ${String(s.samples)} samples: an orange propeller spins up to three turns and back to rest; while it is fast its blades smear along their path, the hub in the middle stays sharp.`,
  },
};

/** The props printed for these settings. */
export function motionBlurProps(spec: MotionBlurSpec, settings: Settings): [string, SettingValue][] {
  return spec.controls.flatMap((control) => {
    const value = settings[control.key];
    if (value === undefined) return [];
    return spec.required.includes(control.key) || spec.apiDefaults[control.key] !== value ? [[control.key, value] as [string, SettingValue]] : [];
  });
}

/** The scene component of the code, as the preview renders it. */
const SCENE_CODE: Record<MotionBlurSpec['scene'], {name: string; imports: string[]; lines: string[]}> = {
  ball: {
    name: 'Ball',
    imports: ['AbsoluteFill', 'useCurrentFrame'],
    lines: [
      'const Ball = () => {',
      '  const frame = useCurrentFrame();',
      `  const t = (frame / ${BLUR_FRAMES}) * Math.PI * 2;`,
      '  return (',
      '    <AbsoluteFill>',
      '      <svg viewBox="0 0 640 360">',
      '        <circle cx={320 + Math.sin(t) * 230} cy={180 + Math.sin(t * 2) * 90} r={28} fill="#0b84f3" />',
      '      </svg>',
      '    </AbsoluteFill>',
      '  );',
      '};',
    ],
  },
  propeller: {
    name: 'Propeller',
    imports: ['AbsoluteFill', 'Easing', 'interpolate', 'useCurrentFrame'],
    lines: [
      'const Propeller = () => {',
      '  const frame = useCurrentFrame();',
      `  const angle = interpolate(frame, [0, ${BLUR_FRAMES}], [0, 1080], {`,
      '    easing: Easing.inOut(Easing.cubic),',
      "    extrapolateLeft: 'clamp',",
      "    extrapolateRight: 'clamp',",
      '  });',
      '  return (',
      '    <AbsoluteFill>',
      '      <svg viewBox="0 0 640 360">',
      '        <g transform={`translate(320 180) rotate(${angle})`}>',
      '          <rect x={-140} y={-20} width={280} height={40} rx={20} fill="#f5a524" />',
      '        </g>',
      '        <circle cx={320} cy={180} r={12} fill="#e6e9f2" />',
      '      </svg>',
      '    </AbsoluteFill>',
      '  );',
      '};',
    ],
  },
};

/** `<Name a={1}>`: jsxElement's layout, left open for children. */
function openingTag(name: string, props: [string, SettingValue][], indent: string): string {
  const element = jsxElement(name, props, indent);
  return element.includes('\n') ? element.replace(/\/>$/, '>') : element.replace(/ \/>$/, '>');
}

export function motionBlurCode(spec: MotionBlurSpec, settings: Settings): string {
  const scene = SCENE_CODE[spec.scene];
  return [
    importLine([spec.component], '@remotion/motion-blur'),
    importLine(scene.imports, 'remotion'),
    '',
    ...scene.lines,
    '',
    `export const ${scene.name}Blur = () => {`,
    '  return (',
    "    <AbsoluteFill style={{backgroundColor: '#0b1020'}}>",
    openingTag(spec.component, motionBlurProps(spec, settings), '      '),
    `        <${scene.name} />`,
    `      </${spec.component}>`,
    '    </AbsoluteFill>',
    '  );',
    '};',
  ].join('\n');
}
