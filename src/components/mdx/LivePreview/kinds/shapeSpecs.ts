/**
 * The shapes of @remotion/shapes as preview data: for each component, the props the controls
 * edit (with ranges that keep the shape inside a 640×360 frame), the values the preview starts
 * with, the package's own defaults (a prop equal to its default is left out of the code) and
 * the code for a given setting. Pure, so that it is unit-tested (../__tests__/code.test.ts).
 */
import type {Control, Settings} from '../types';
import {importLine, jsxElement} from '../code';

export type ShapeSpec = {
  /** The component's export name. */
  component: string;
  /** What the shape is, for the text description ("a star"). */
  noun: string;
  controls: Control[];
  defaults: Settings;
  /** Props the component requires: always printed. */
  required: string[];
  /** The package's defaults for optional props (from make*.js): equal values are not printed. */
  apiDefaults: Settings;
};

const range = (key: string, min: number, max: number, step = 1): Control => ({type: 'range', key, label: key, min, max, step});
const select = (key: string, options: string[]): Control => ({type: 'select', key, label: key, options});
const toggle = (key: string): Control => ({type: 'toggle', key, label: key});
const FILL: Control = {type: 'color', key: 'fill', label: 'fill'};
const FILL_DEFAULT = '#0b84f3';
const DIRECTIONS = ['right', 'left', 'up', 'down'];

export const SHAPES: Record<string, ShapeSpec> = {
  arrow: {
    component: 'Arrow',
    noun: 'an arrow',
    // Ranges that cannot cross: makeArrow() requires headWidth >= shaftWidth and headLength <= length.
    controls: [range('length', 150, 500), range('headWidth', 120, 300), range('headLength', 20, 150), range('shaftWidth', 10, 120), select('direction', DIRECTIONS), range('cornerRadius', 0, 40), FILL],
    defaults: {length: 300, headWidth: 185, headLength: 120, shaftWidth: 80, direction: 'right', cornerRadius: 0, fill: FILL_DEFAULT},
    required: [],
    apiDefaults: {length: 300, headWidth: 185, headLength: 120, shaftWidth: 80, direction: 'right', cornerRadius: 0},
  },
  callout: {
    component: 'Callout',
    noun: 'a speech-bubble callout',
    controls: [
      range('width', 120, 540),
      range('height', 60, 240),
      range('pointerLength', 5, 100),
      range('pointerBaseWidth', 10, 150),
      range('pointerPosition', 0, 1, 0.05),
      select('pointerDirection', ['down', 'up', 'left', 'right']),
      range('cornerRadius', 0, 60),
      FILL,
    ],
    defaults: {width: 420, height: 180, pointerLength: 40, pointerBaseWidth: 60, pointerPosition: 0.5, pointerDirection: 'down', cornerRadius: 24, fill: FILL_DEFAULT},
    required: [],
    apiDefaults: {width: 500, height: 200, pointerLength: 40, pointerBaseWidth: 60, pointerPosition: 0.5, pointerDirection: 'down', cornerRadius: 0},
  },
  circle: {
    component: 'Circle',
    noun: 'a circle',
    controls: [range('radius', 10, 170), FILL],
    defaults: {radius: 120, fill: FILL_DEFAULT},
    required: ['radius'],
    apiDefaults: {},
  },
  ellipse: {
    component: 'Ellipse',
    noun: 'an ellipse',
    controls: [range('rx', 10, 300), range('ry', 10, 170), FILL],
    defaults: {rx: 220, ry: 110, fill: FILL_DEFAULT},
    required: ['rx', 'ry'],
    apiDefaults: {},
  },
  heart: {
    component: 'Heart',
    noun: 'a heart',
    controls: [range('height', 40, 300), range('aspectRatio', 0.6, 1.6, 0.05), range('bottomRoundnessAdjustment', -0.5, 0.5, 0.05), range('depthAdjustment', -0.5, 0.5, 0.05), FILL],
    defaults: {height: 240, aspectRatio: 1.1, bottomRoundnessAdjustment: 0, depthAdjustment: 0, fill: '#e5484d'},
    required: ['height'],
    apiDefaults: {aspectRatio: 1.1, bottomRoundnessAdjustment: 0, depthAdjustment: 0},
  },
  pie: {
    component: 'Pie',
    noun: 'a pie slice',
    controls: [range('radius', 20, 170), range('progress', 0, 1, 0.01), toggle('closePath'), toggle('counterClockwise'), range('rotation', 0, 6.28, 0.01), FILL],
    defaults: {radius: 140, progress: 0.7, closePath: true, counterClockwise: false, rotation: 0, fill: FILL_DEFAULT},
    required: ['radius', 'progress'],
    apiDefaults: {closePath: true, counterClockwise: false, rotation: 0},
  },
  polygon: {
    component: 'Polygon',
    noun: 'a regular polygon',
    controls: [range('points', 3, 12), range('radius', 20, 170), range('cornerRadius', 0, 60), FILL],
    defaults: {points: 6, radius: 140, cornerRadius: 0, fill: FILL_DEFAULT},
    required: ['points', 'radius'],
    apiDefaults: {cornerRadius: 0},
  },
  rect: {
    component: 'Rect',
    noun: 'a rectangle',
    controls: [range('width', 20, 560), range('height', 20, 320), range('cornerRadius', 0, 100), FILL],
    defaults: {width: 360, height: 200, cornerRadius: 24, fill: FILL_DEFAULT},
    required: ['width', 'height'],
    apiDefaults: {cornerRadius: 0},
  },
  spark: {
    component: 'Spark',
    noun: 'a four-pointed spark',
    controls: [range('width', 20, 400), range('height', 20, 320), range('edgeRoundness', 0, 2, 0.05), FILL],
    defaults: {width: 260, height: 260, edgeRoundness: 1, fill: '#f5a524'},
    required: ['width', 'height'],
    apiDefaults: {edgeRoundness: 1},
  },
  star: {
    component: 'Star',
    noun: 'a star',
    controls: [range('points', 3, 16), range('innerRadius', 10, 170), range('outerRadius', 20, 170), range('cornerRadius', 0, 40), FILL],
    defaults: {points: 5, innerRadius: 70, outerRadius: 150, cornerRadius: 0, fill: '#f5a524'},
    required: ['points', 'innerRadius', 'outerRadius'],
    apiDefaults: {cornerRadius: 0},
  },
  triangle: {
    component: 'Triangle',
    noun: 'an equilateral triangle',
    controls: [range('length', 40, 320), select('direction', DIRECTIONS), range('cornerRadius', 0, 40), FILL],
    defaults: {length: 260, direction: 'up', cornerRadius: 0, fill: FILL_DEFAULT},
    required: ['length', 'direction'],
    apiDefaults: {cornerRadius: 0},
  },
};

/** The props printed for these settings: required ones, then optional ones that differ from the package's defaults, then `fill`. */
export function shapeProps(spec: ShapeSpec, settings: Settings): [string, Settings[string]][] {
  return spec.controls.flatMap((control) => {
    const value = settings[control.key];
    if (value === undefined) return [];
    const printed = control.key === 'fill' || spec.required.includes(control.key) || spec.apiDefaults[control.key] !== value;
    return printed ? [[control.key, value] as [string, Settings[string]]] : [];
  });
}

export function shapeCode(spec: ShapeSpec, settings: Settings): string {
  return [
    importLine([spec.component], '@remotion/shapes'),
    importLine(['AbsoluteFill'], 'remotion'),
    '',
    `export const ${spec.component}Scene = () => {`,
    '  return (',
    "    <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center'}}>",
    jsxElement(spec.component, shapeProps(spec, settings), '      '),
    '    </AbsoluteFill>',
    '  );',
    '};',
  ].join('\n');
}

export function shapeDescription(spec: ShapeSpec, settings: Settings): string {
  const props = spec.controls
    .filter((control) => control.key !== 'fill')
    .map((control) => `${control.key} ${String(settings[control.key])}`)
    .join(', ');
  return `The <${spec.component}> component draws ${spec.noun} (${props}), filled with ${String(settings.fill)}, centred in a 640 by 360 frame. In the video it grows in with a spring, then holds.`;
}
