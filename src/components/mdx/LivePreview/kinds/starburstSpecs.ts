/**
 * The preview of <Starburst> (@remotion/starburst) as data: rotating rays behind a title, the
 * controls (the component's props; `colors` as two color pickers, `rotation` driven by the
 * frame), the code and the description. Pure (../__tests__/code.test.ts).
 */
import type {Control, Settings} from '../types';
import {importLine, literal} from '../code';

export type StarburstSpec = {
  controls: Control[];
  defaults: Settings;
  /** The component's defaults for optional props: equal values are left out of the code. */
  apiDefaults: Settings;
};

export const STARBURST_FRAMES = 120;

const range = (key: string, min: number, max: number, step: number, label = key): Control => ({type: 'range', key, label, min, max, step});

export const STARBURSTS: Record<string, StarburstSpec> = {
  component: {
    controls: [
      range('rays', 2, 100, 1),
      {type: 'color', key: 'color0', label: 'colors[0]'},
      {type: 'color', key: 'color1', label: 'colors[1]'},
      range('speed', 0, 3, 0.1, 'rotation (degrees per frame)'),
      range('smoothness', 0, 1, 0.05),
      range('vignette', 0, 1, 0.05),
      range('originOffsetX', -0.5, 0.5, 0.05),
      range('originOffsetY', -0.5, 0.5, 0.05),
    ],
    defaults: {rays: 16, color0: '#f5a524', color1: '#e5484d', speed: 0.5, smoothness: 0, vignette: 1, originOffsetX: 0, originOffsetY: 0},
    apiDefaults: {smoothness: 0, vignette: 1, originOffsetX: 0, originOffsetY: 0},
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

export function starburstCode(spec: StarburstSpec, settings: Settings): string {
  const attributes = starburstAttributes(spec, settings);
  const rotates = Number(settings.speed) !== 0;
  return [
    importLine(['Starburst'], '@remotion/starburst'),
    importLine(rotates ? ['AbsoluteFill', 'useCurrentFrame'] : ['AbsoluteFill'], 'remotion'),
    '',
    'export const Rays = () => {',
    ...(rotates ? ['  const frame = useCurrentFrame();'] : []),
    '  return (',
    "    <AbsoluteFill style={{backgroundColor: '#0b1020'}}>",
    '      <Starburst',
    ...attributes.map((attribute) => `        ${attribute}`),
    '      />',
    '    </AbsoluteFill>',
    '  );',
    '};',
  ].join('\n');
}

export function starburstDescription(settings: Settings): string {
  const speed = Number(settings.speed);
  const origin = Number(settings.originOffsetX) || Number(settings.originOffsetY) ? `, its centre moved by ${String(settings.originOffsetX)} of the width and ${String(settings.originOffsetY)} of the height` : '';
  return `<Starburst> with ${String(settings.rays)} rays alternating ${String(settings.color0)} and ${String(settings.color1)}${origin}, smoothness ${String(settings.smoothness)} and vignette ${String(settings.vignette)}, ${speed ? `turning ${String(speed)}° per frame` : 'standing still'}.`;
}
