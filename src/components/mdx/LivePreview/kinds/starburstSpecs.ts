/**
 * The previews of the starburst as data: the <Starburst> component (@remotion/starburst) and
 * the starburst() effect on a <Solid> (@remotion/effects); the controls (the API's parameters,
 * `colors` as two color pickers, `rotation` driven by the frame), the code and the description.
 * Pure (../__tests__/code.test.ts).
 */
import type {Control, Settings} from '../types';
import {importLine, literal} from '../code';

export type StarburstSpec = {
  api: 'component' | 'effect';
  controls: Control[];
  defaults: Settings;
  /** The component's defaults for optional props: equal values are left out of the code. */
  apiDefaults: Settings;
};

export const STARBURST_FRAMES = 120;

const range = (key: string, min: number, max: number, step: number, label = key): Control => ({type: 'range', key, label, min, max, step});

const COMMON: Control[] = [
  range('rays', 2, 100, 1),
  {type: 'color', key: 'color0', label: 'colors[0]'},
  {type: 'color', key: 'color1', label: 'colors[1]'},
  range('speed', 0, 3, 0.1, 'rotation (degrees per frame)'),
  range('smoothness', 0, 1, 0.05),
];
const COMMON_DEFAULTS: Settings = {rays: 16, color0: '#f5a524', color1: '#e5484d', speed: 0.5, smoothness: 0};

export const STARBURSTS: Record<string, StarburstSpec> = {
  component: {
    api: 'component',
    controls: [...COMMON, range('vignette', 0, 1, 0.05), range('originOffsetX', -0.5, 0.5, 0.05), range('originOffsetY', -0.5, 0.5, 0.05)],
    defaults: {...COMMON_DEFAULTS, vignette: 1, originOffsetX: 0, originOffsetY: 0},
    apiDefaults: {smoothness: 0, vignette: 1, originOffsetX: 0, originOffsetY: 0},
  },
  effect: {
    api: 'effect',
    // origin is a [x, y] pair of fractions, y pointing down.
    controls: [...COMMON, range('originX', 0, 1, 0.05, 'origin[0]'), range('originY', 0, 1, 0.05, 'origin[1]')],
    defaults: {...COMMON_DEFAULTS, originX: 0.5, originY: 0.5},
    apiDefaults: {smoothness: 0, originX: 0.5, originY: 0.5},
  },
};

/** The rotation at a frame, in degrees. */
export const starburstRotation = (settings: Settings, frame: number): number => (frame * Number(settings.speed)) % 360;

/** The component's attributes as code: required ones, the rotation expression, then changed options. */
export function starburstAttributes(spec: StarburstSpec, settings: Settings): string[] {
  const attributes = [`rays={${literal(settings.rays!)}}`, `colors={[${literal(settings.color0!)}, ${literal(settings.color1!)}]}`];
  if (Number(settings.speed) !== 0) attributes.push(`rotation={(frame * ${literal(settings.speed!)}) % 360}`);
  for (const key of ['smoothness', 'vignette', 'originOffsetX', 'originOffsetY']) {
    const value = settings[key];
    if (value !== undefined && value !== spec.apiDefaults[key]) attributes.push(`${key}={${literal(value)}}`);
  }
  return attributes;
}

/** The effect's parameters as code, in the same order. */
export function starburstParams(spec: StarburstSpec, settings: Settings): string[] {
  const params = [`rays: ${literal(settings.rays!)}`, `colors: [${literal(settings.color0!)}, ${literal(settings.color1!)}]`];
  if (Number(settings.speed) !== 0) params.push(`rotation: (frame * ${literal(settings.speed!)}) % 360`);
  if (settings.smoothness !== spec.apiDefaults.smoothness) params.push(`smoothness: ${literal(settings.smoothness!)}`);
  if (settings.originX !== spec.apiDefaults.originX || settings.originY !== spec.apiDefaults.originY) params.push(`origin: [${literal(settings.originX!)}, ${literal(settings.originY!)}]`);
  return params;
}

function starburstElement(spec: StarburstSpec, settings: Settings): string[] {
  if (spec.api === 'component') return ['      <Starburst', ...starburstAttributes(spec, settings).map((attribute) => `        ${attribute}`), '      />'];
  return [
    '      <Solid',
    '        width={width}',
    '        height={height}',
    '        effects={[',
    '          starburst({',
    ...starburstParams(spec, settings).map((param) => `            ${param},`),
    '          }),',
    '        ]}',
    '      />',
  ];
}

export function starburstCode(spec: StarburstSpec, settings: Settings): string {
  const rotates = Number(settings.speed) !== 0;
  const effect = spec.api === 'effect';
  const remotion = ['AbsoluteFill', ...(rotates ? ['useCurrentFrame'] : []), ...(effect ? ['Solid', 'useVideoConfig'] : [])];
  return [
    effect ? importLine(['starburst'], '@remotion/effects/starburst') : importLine(['Starburst'], '@remotion/starburst'),
    importLine(remotion, 'remotion'),
    '',
    'export const Rays = () => {',
    ...(rotates ? ['  const frame = useCurrentFrame();'] : []),
    ...(effect ? ['  const {width, height} = useVideoConfig();'] : []),
    '  return (',
    "    <AbsoluteFill style={{backgroundColor: '#0b1020'}}>",
    ...starburstElement(spec, settings),
    '    </AbsoluteFill>',
    '  );',
    '};',
  ].join('\n');
}

export function starburstDescription(spec: StarburstSpec, settings: Settings): string {
  const speed = Number(settings.speed);
  const api = spec.api === 'component' ? '<Starburst>' : 'The starburst() effect on a <Solid>';
  const options =
    spec.api === 'component'
      ? `${Number(settings.originOffsetX) || Number(settings.originOffsetY) ? `, its centre moved by ${String(settings.originOffsetX)} of the width and ${String(settings.originOffsetY)} of the height` : ''}, smoothness ${String(settings.smoothness)} and vignette ${String(settings.vignette)}`
      : `, centred at ${String(settings.originX)} of the width and ${String(settings.originY)} of the height, smoothness ${String(settings.smoothness)}`;
  return `${api} with ${String(settings.rays)} rays alternating ${String(settings.color0)} and ${String(settings.color1)}${options}, ${speed ? `turning ${String(speed)}° per frame` : 'standing still'}.`;
}
