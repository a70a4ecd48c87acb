/**
 * The seven annotations of @remotion/rough-notation as preview data: a short sentence with the
 * annotated words, the props the controls edit (those the component's types declare), the values
 * the preview starts with, the package's defaults (a prop equal to its default is left out of
 * the code, except `progress` and `color`) and the code and description for given settings.
 * The drawing is animated: `progress` goes from 0 to 1 over `drawFrames` frames, then holds.
 * Pure, so that it is unit-tested (../__tests__/roughNotation.test.ts type-checks the code).
 */
import type {Control, Settings, SettingValue} from '../types';
import {importLine, literal, numberLiteral} from '../code';

export type AnnotationComponent = 'Highlight' | 'Underline' | 'StrikeThrough' | 'CrossedOff' | 'Box' | 'Bracket' | 'Circle';

/** How the component takes `padding`: every side, only `top` (Underline), or not at all. */
type PaddingMode = 'sides' | 'top' | 'none';

export type AnnotationSpec = {
  component: AnnotationComponent;
  /** What the mark is, for the description ("a marker band behind"). */
  noun: string;
  /** The sentence: the text before the annotated words, the words, the text after. */
  before: string;
  words: string;
  after: string;
  /**
   * Space between the words and the annotated ones, in pixels. A mark is drawn outside the
   * layout (padding does not push the neighbours away), so the marks that reach out get more.
   */
  gap: number;
  padding: PaddingMode;
  controls: Control[];
  defaults: Settings;
  /** The package's defaults for the props the controls edit (from its resolved configs). */
  apiDefaults: Settings;
};

/** The scene: dark text on paper, as annotations are usually seen. */
export const PAPER = '#fdfcf7';
export const TEXT = '#1f2937';
export const FONT_SIZE = 40;
export const FONT_FAMILY = 'Helvetica, Arial, sans-serif';
/** The drawing starts at this frame and the finished mark holds this many frames before the loop. */
export const DRAW_START = 10;
export const HOLD_FRAMES = 45;

const range = (key: string, min: number, max: number, step: number, label = key): Control => ({type: 'range', key, label, min, max, step});
const toggle = (key: string): Control => ({type: 'toggle', key, label: key});

const DRAW = range('drawFrames', 5, 60, 1, 'drawing time (frames)');
const SEED = range('seed', 1, 30, 1);
const ROUGHNESS = range('roughness', 0, 5, 0.1);
const MULTI_STROKE = toggle('disableMultiStroke');
const COLOR: Control = {type: 'color', key: 'color', label: 'color'};
const STROKE_WIDTH = range('strokeWidth', 1, 30, 1);
const ITERATIONS = range('iterations', 1, 4, 1);
const PADDING = range('padding', 0, 30, 1, 'padding (each side)');
const PADDING_TOP = range('padding', 0, 30, 1, 'padding.top');
const RTL = toggle('rtl');

/** What every component shares: the package sets disableMultiStroke unless the prop says false. */
const SHARED_API: Settings = {seed: 1, roughness: 1.5, disableMultiStroke: true};
const SHARED: Settings = {drawFrames: 30, seed: 1, roughness: 1.5, disableMultiStroke: true};

export const ANNOTATIONS: Record<string, AnnotationSpec> = {
  highlight: {
    component: 'Highlight',
    noun: 'a marker band behind',
    before: 'Sales grew',
    words: 'three times',
    after: 'faster',
    gap: 14,
    padding: 'sides',
    // No strokeWidth: the band is as tall as the content plus the vertical padding.
    controls: [DRAW, SEED, ROUGHNESS, MULTI_STROKE, COLOR, ITERATIONS, PADDING, RTL],
    defaults: {...SHARED, roughness: 3, color: '#fde047', iterations: 2, padding: 4, rtl: false},
    apiDefaults: {...SHARED_API, roughness: 3, iterations: 2, padding: 0, rtl: false},
  },
  underline: {
    component: 'Underline',
    noun: 'a line under',
    before: 'Videos written in',
    words: 'React',
    after: '',
    gap: 11,
    padding: 'top',
    controls: [DRAW, SEED, ROUGHNESS, MULTI_STROKE, COLOR, STROKE_WIDTH, ITERATIONS, PADDING_TOP, RTL],
    defaults: {...SHARED, color: '#e5484d', strokeWidth: 5, iterations: 2, padding: 0, rtl: false},
    apiDefaults: {...SHARED_API, strokeWidth: 20, iterations: 2, padding: 0, rtl: false},
  },
  'strike-through': {
    component: 'StrikeThrough',
    noun: 'a line through',
    before: 'Only',
    words: '$49',
    after: 'now $29',
    gap: 11,
    padding: 'none',
    controls: [DRAW, SEED, ROUGHNESS, MULTI_STROKE, COLOR, STROKE_WIDTH, ITERATIONS, RTL],
    defaults: {...SHARED, color: '#e5484d', strokeWidth: 5, iterations: 1, rtl: false},
    apiDefaults: {...SHARED_API, strokeWidth: 20, iterations: 1, rtl: false},
  },
  'crossed-off': {
    component: 'CrossedOff',
    noun: 'an X over',
    before: 'No more',
    words: 'manual edits',
    after: '',
    gap: 11,
    padding: 'none',
    controls: [DRAW, SEED, ROUGHNESS, MULTI_STROKE, COLOR, STROKE_WIDTH, ITERATIONS, RTL],
    defaults: {...SHARED, color: '#e5484d', strokeWidth: 4, iterations: 1, rtl: false},
    apiDefaults: {...SHARED_API, strokeWidth: 20, iterations: 1, rtl: false},
  },
  box: {
    component: 'Box',
    noun: 'a rectangle around',
    before: 'Step',
    words: '2',
    after: 'of 3',
    gap: 24,
    padding: 'sides',
    controls: [DRAW, SEED, ROUGHNESS, MULTI_STROKE, COLOR, STROKE_WIDTH, ITERATIONS, PADDING],
    defaults: {...SHARED, color: '#0b84f3', strokeWidth: 4, iterations: 2, padding: 10},
    apiDefaults: {...SHARED_API, strokeWidth: 7, iterations: 2, padding: 0},
  },
  bracket: {
    component: 'Bracket',
    noun: 'brackets around',
    before: 'The',
    words: 'key idea',
    after: 'first',
    gap: 22,
    padding: 'sides',
    // No iterations: each chosen side is one stroke.
    controls: [DRAW, SEED, ROUGHNESS, MULTI_STROKE, COLOR, STROKE_WIDTH, PADDING, toggle('bracketLeft'), toggle('bracketRight'), toggle('bracketTop'), toggle('bracketBottom')],
    defaults: {...SHARED, color: '#7c3aed', strokeWidth: 4, padding: 8, bracketLeft: true, bracketRight: true, bracketTop: false, bracketBottom: false},
    apiDefaults: {...SHARED_API, strokeWidth: 20, padding: 0, bracketLeft: false, bracketRight: true, bracketTop: false, bracketBottom: false},
  },
  circle: {
    component: 'Circle',
    noun: 'an ellipse around',
    before: 'Best year:',
    words: '2025',
    after: '',
    gap: 34,
    padding: 'sides',
    controls: [DRAW, SEED, ROUGHNESS, MULTI_STROKE, COLOR, STROKE_WIDTH, ITERATIONS, PADDING, {type: 'select', key: 'box', label: 'box', options: ['around', 'inside']}],
    defaults: {...SHARED, color: '#e5484d', strokeWidth: 4, iterations: 2, padding: 6, box: 'around'},
    apiDefaults: {...SHARED_API, strokeWidth: 20, iterations: 2, padding: 0, box: 'around'},
  },
};

/** The frames of the loop: a pause, the drawing, the finished mark held. */
export const annotationDuration = (settings: Settings): number => DRAW_START + Number(settings.drawFrames) + HOLD_FRAMES;

/** `progress` at a frame: 0 before DRAW_START, 1 after the drawing, linear between (interpolate with clamping). */
export function drawProgress(settings: Settings, frame: number): number {
  const t = (frame - DRAW_START) / Number(settings.drawFrames);
  return Math.min(1, Math.max(0, t));
}

/** The padding prop as the component takes it, or undefined for a component without one. */
function paddingValue(spec: AnnotationSpec, settings: Settings): Record<string, number> | undefined {
  const value = Number(settings.padding);
  if (spec.padding === 'top') return {top: value};
  if (spec.padding === 'sides') return {left: value, right: value, top: value, bottom: value};
  return undefined;
}

/** The keys the controls edit that are props of the component (drawFrames drives progress instead). */
const propKeys = (spec: AnnotationSpec): string[] => spec.controls.map((control) => control.key).filter((key) => key !== 'drawFrames');

/** Every prop the component gets in the Player, defaults included (`progress` apart). */
export function annotationProps(spec: AnnotationSpec, settings: Settings): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const key of propKeys(spec)) props[key] = key === 'padding' ? paddingValue(spec, settings) : settings[key];
  return props;
}

/** One JSX attribute: `seed={3}`, `color="#fff"`, `rtl`, `disableMultiStroke={false}`, `padding={{top: 4}}`. */
function attribute(spec: AnnotationSpec, key: string, value: SettingValue, settings: Settings): string {
  if (key === 'padding') {
    const padding = paddingValue(spec, settings)!;
    return `padding={{${Object.entries(padding)
      .map(([side, n]) => `${side}: ${numberLiteral(n)}`)
      .join(', ')}}}`;
  }
  if (typeof value === 'string') return `${key}="${value}"`;
  if (value === true) return key;
  return `${key}={${literal(value)}}`;
}

/** The attributes printed for these settings: progress, color, then the props that differ from the package's defaults. */
export function annotationAttributes(spec: AnnotationSpec, settings: Settings): string[] {
  const attributes = ['progress={progress}'];
  for (const key of propKeys(spec)) {
    const value = settings[key];
    if (value === undefined) continue;
    if (key !== 'color' && value === spec.apiDefaults[key]) continue;
    attributes.push(attribute(spec, key, value, settings));
  }
  return attributes;
}

/** The sentence as a flex row, so that `gap` spaces the annotated words from the others. */
function sentence(spec: AnnotationSpec, settings: Settings): string[] {
  const indent = '        ';
  const attributes = annotationAttributes(spec, settings);
  const open = `${indent}<${spec.component} ${attributes.join(' ')}>`;
  const element =
    open.length <= 80
      ? [open]
      : [`${indent}<${spec.component}`, ...attributes.map((a) => `${indent}  ${a}`), `${indent}>`];
  return [
    `      <div style={{display: 'flex', alignItems: 'baseline', gap: ${spec.gap}}}>`,
    ...(spec.before ? [`${indent}${spec.before}`] : []),
    ...element,
    `${indent}  ${spec.words}`,
    `${indent}</${spec.component}>`,
    ...(spec.after ? [`${indent}${spec.after}`] : []),
    '      </div>',
  ];
}

export function annotationCode(spec: AnnotationSpec, settings: Settings): string {
  const end = DRAW_START + Number(settings.drawFrames);
  return [
    importLine([spec.component], '@remotion/rough-notation'),
    importLine(['AbsoluteFill', 'interpolate', 'useCurrentFrame'], 'remotion'),
    '',
    'export const Annotated = () => {',
    '  const frame = useCurrentFrame();',
    `  const progress = interpolate(frame, [${DRAW_START}, ${end}], [0, 1], {`,
    "    extrapolateLeft: 'clamp',",
    "    extrapolateRight: 'clamp',",
    '  });',
    '  return (',
    '    <AbsoluteFill',
    '      style={{',
    `        backgroundColor: '${PAPER}',`,
    `        color: '${TEXT}',`,
    "        justifyContent: 'center',",
    "        alignItems: 'center',",
    `        fontSize: ${FONT_SIZE},`,
    `        fontFamily: '${FONT_FAMILY}',`,
    '      }}',
    '    >',
    ...sentence(spec, settings),
    '    </AbsoluteFill>',
    '  );',
    '};',
  ].join('\n');
}

/** The settings that shape the mark, as words for the description. */
function options(spec: AnnotationSpec, settings: Settings): string {
  const parts: string[] = [];
  if (settings.iterations !== undefined) parts.push(`${String(settings.iterations)} ${Number(settings.iterations) === 1 ? 'stroke' : 'strokes'}`);
  if (settings.strokeWidth !== undefined) parts.push(`strokeWidth ${String(settings.strokeWidth)}`);
  parts.push(`roughness ${String(settings.roughness)}`, `seed ${String(settings.seed)}`);
  if (settings.padding !== undefined) parts.push(`padding ${String(settings.padding)}`);
  if (settings.box !== undefined) parts.push(`box ${String(settings.box)}`);
  if (spec.component === 'Bracket') {
    const sides = ['Left', 'Right', 'Top', 'Bottom'].filter((side) => settings[`bracket${side}`]).map((side) => side.toLowerCase());
    parts.push(sides.length ? `on the ${sides.join(', ')} ${sides.length === 1 ? 'side' : 'sides'}` : 'no side chosen, so nothing is drawn');
  }
  if (settings.rtl) parts.push('starting from the right');
  if (settings.disableMultiStroke === false) parts.push('each line drawn twice');
  return parts.join(', ');
}

export function annotationDescription(spec: AnnotationSpec, settings: Settings): string {
  const text = [spec.before, spec.words, spec.after].filter(Boolean).join(' ');
  return `The <${spec.component}> component draws ${spec.noun} "${spec.words}" in the sentence "${text}", in ${String(settings.color)} (${options(spec, settings)}). In the video the mark draws itself over ${String(settings.drawFrames)} frames, then holds.`;
}
