/**
 * The preview of <LightLeak> (@remotion/light-leaks) as data: a leak over a cut between two
 * scenes, its controls (the component's own props), the code and the description. Pure
 * (../__tests__/code.test.ts).
 */
import type {Control, Settings} from '../types';
import {changedEntries, importLine, jsxElement} from '../code';

export type LightLeakSpec = {
  controls: Control[];
  defaults: Settings;
  apiDefaults: Settings;
};

/** The scenes before and after the cut, as the code prints them. */
export const LEAK_SCENES = [
  {color: '#1e293b', label: 'A'},
  {color: '#3b0764', label: 'B'},
] as const;
/** The composition's length; the cut, and the leak's peak, are halfway. */
export const LEAK_FRAMES = 60;
export const LEAK_CUT = LEAK_FRAMES / 2;

export const LIGHT_LEAKS: Record<string, LightLeakSpec> = {
  component: {
    controls: [
      {type: 'range', key: 'seed', label: 'seed', min: 0, max: 20, step: 1},
      {type: 'range', key: 'hueShift', label: 'hueShift', min: 0, max: 360, step: 5},
    ],
    defaults: {seed: 0, hueShift: 0},
    apiDefaults: {seed: 0, hueShift: 0},
  },
};

export function lightLeakCode(spec: LightLeakSpec, settings: Settings): string {
  const [before, after] = LEAK_SCENES;
  return [
    importLine(['LightLeak'], '@remotion/light-leaks'),
    importLine(['AbsoluteFill', 'Sequence'], 'remotion'),
    '',
    'const Scene = ({color, label}: {color: string; label: string}) => (',
    "  <AbsoluteFill style={{backgroundColor: color, justifyContent: 'center', alignItems: 'center'}}>",
    "    <span style={{color: 'white', fontSize: 160, fontWeight: 800}}>{label}</span>",
    '  </AbsoluteFill>',
    ');',
    '',
    `// A ${LEAK_FRAMES}-frame composition: the leak lasts all of it and peaks at the cut.`,
    'export const LeakOverCut = () => (',
    '  <AbsoluteFill>',
    `    <Sequence durationInFrames={${LEAK_CUT}}>`,
    `      <Scene color="${before.color}" label="${before.label}" />`,
    '    </Sequence>',
    `    <Sequence from={${LEAK_CUT}}>`,
    `      <Scene color="${after.color}" label="${after.label}" />`,
    '    </Sequence>',
    jsxElement('LightLeak', changedEntries(settings, ['seed', 'hueShift'], spec.apiDefaults), '    '),
    '  </AbsoluteFill>',
    ');',
  ].join('\n');
}

export function lightLeakDescription(settings: Settings): string {
  return `<LightLeak> with seed ${String(settings.seed)} and hueShift ${String(settings.hueShift)}° over a cut from a slate scene "A" to a purple scene "B": a warm glow spreads over the frame during the first ${LEAK_CUT} frames, is at its fullest at the cut, and is wiped away again by frame ${LEAK_FRAMES}.`;
}
