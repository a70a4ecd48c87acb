/**
 * The previews of the light leak as data: the <LightLeak> component (@remotion/light-leaks) and
 * the lightLeak() effect on a <Solid> (@remotion/effects), each over a cut between two scenes;
 * the controls (seed, hueShift), the code and the description. Pure (../__tests__/code.test.ts).
 */
import type {Control, Settings} from '../types';
import {changedEntries, importLine, jsxElement, literal, objectLiteral} from '../code';

export type LightLeakSpec = {
  api: 'component' | 'effect';
  controls: Control[];
  defaults: Settings;
};

/** The scenes before and after the cut, as the code prints them. */
export const LEAK_SCENES = [
  {color: '#1e293b', label: 'A'},
  {color: '#3b0764', label: 'B'},
] as const;
/** The composition's length; the cut, and the leak's peak, are halfway. */
export const LEAK_FRAMES = 60;
export const LEAK_CUT = LEAK_FRAMES / 2;
/** seed and hueShift default to 0 in both APIs. */
const API_DEFAULTS: Settings = {seed: 0, hueShift: 0};

const CONTROLS: Control[] = [
  {type: 'range', key: 'seed', label: 'seed', min: 0, max: 20, step: 1},
  {type: 'range', key: 'hueShift', label: 'hueShift', min: 0, max: 360, step: 5},
];

export const LIGHT_LEAKS: Record<string, LightLeakSpec> = {
  component: {api: 'component', controls: CONTROLS, defaults: {seed: 0, hueShift: 0}},
  effect: {api: 'effect', controls: CONTROLS, defaults: {seed: 0, hueShift: 0}},
};

/** The leak's progress at a frame in the effect preview: 0 on the first frame, 1 on the last. */
export const leakProgress = (frame: number): number => Math.min(1, Math.max(0, frame / (LEAK_FRAMES - 1)));

function leakLines(spec: LightLeakSpec, settings: Settings): {imports: string[][]; head: string[]; element: string} {
  const changed = changedEntries(settings, ['seed', 'hueShift'], API_DEFAULTS);
  if (spec.api === 'component') {
    return {
      imports: [['LightLeak'], ['AbsoluteFill', 'Sequence']],
      head: [],
      element: jsxElement('LightLeak', changed, '    '),
    };
  }
  const params = objectLiteral([...changed.map(([key, value]): [string, string] => [key, literal(value)]), ['progress', 'progress']]).replace('progress: progress', 'progress');
  return {
    imports: [['lightLeak'], ['AbsoluteFill', 'interpolate', 'Sequence', 'Solid', 'useCurrentFrame', 'useVideoConfig']],
    head: [
      'const Leak = () => {',
      '  const frame = useCurrentFrame();',
      '  const {width, height, durationInFrames} = useVideoConfig();',
      "  const progress = interpolate(frame, [0, durationInFrames - 1], [0, 1], {extrapolateRight: 'clamp'});",
      '  return (',
      "    <AbsoluteFill style={{pointerEvents: 'none'}}>",
      `      <Solid width={width} height={height} effects={[lightLeak(${params})]} />`,
      '    </AbsoluteFill>',
      '  );',
      '};',
      '',
    ],
    element: '    <Leak />',
  };
}

export function lightLeakCode(spec: LightLeakSpec, settings: Settings): string {
  const [before, after] = LEAK_SCENES;
  const {imports, head, element} = leakLines(spec, settings);
  return [
    importLine(imports[0]!, spec.api === 'component' ? '@remotion/light-leaks' : '@remotion/effects/light-leak'),
    importLine(imports[1]!, 'remotion'),
    '',
    'const Scene = ({color, label}: {color: string; label: string}) => (',
    "  <AbsoluteFill style={{backgroundColor: color, justifyContent: 'center', alignItems: 'center'}}>",
    "    <span style={{color: 'white', fontSize: 160, fontWeight: 800}}>{label}</span>",
    '  </AbsoluteFill>',
    ');',
    '',
    ...head,
    `// A ${LEAK_FRAMES}-frame composition: the leak lasts all of it and peaks at the cut.`,
    'export const LeakOverCut = () => (',
    '  <AbsoluteFill>',
    `    <Sequence durationInFrames={${LEAK_CUT}}>`,
    `      <Scene color="${before.color}" label="${before.label}" />`,
    '    </Sequence>',
    `    <Sequence from={${LEAK_CUT}}>`,
    `      <Scene color="${after.color}" label="${after.label}" />`,
    '    </Sequence>',
    element,
    '  </AbsoluteFill>',
    ');',
  ].join('\n');
}

export function lightLeakDescription(spec: LightLeakSpec, settings: Settings): string {
  const api = spec.api === 'component' ? '<LightLeak>' : 'The lightLeak() effect on a transparent <Solid>, its progress running from 0 to 1,';
  return `${api} with seed ${String(settings.seed)} and hueShift ${String(settings.hueShift)}° over a cut from a slate scene "A" to a purple scene "B": a warm glow spreads over the frame during the first ${LEAK_CUT} frames, is at its fullest at the cut, and is wiped away again by frame ${LEAK_FRAMES}.`;
}
