/**
 * The code a preview shows for its current settings: pure functions from settings to TSX text,
 * shared by every kind (./kinds) and covered by __tests__/code.test.ts. Each generator prints
 * what a reader would paste into a composition; the lines it prints compile against the
 * installed packages for every value the controls can produce.
 */
import type {Settings, SettingValue} from './types';

/** A number as code: at most three decimals, no trailing zeros. */
export const numberLiteral = (value: number): string => String(Number(value.toFixed(3)));

/** A setting value as a JavaScript literal. */
export function literal(value: SettingValue): string {
  if (typeof value === 'number') return numberLiteral(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** `<Name a={1} b="x" />`, on one line when short, one attribute per line otherwise. */
export function jsxElement(name: string, props: [string, SettingValue][], indent = ''): string {
  const attrs = props.map(([key, value]) => (typeof value === 'string' ? `${key}="${value}"` : `${key}={${literal(value)}}`));
  const oneLine = `${indent}<${name}${attrs.map((a) => ` ${a}`).join('')} />`;
  if (oneLine.length <= 80) return oneLine;
  return [`${indent}<${name}`, ...attrs.map((a) => `${indent}  ${a}`), `${indent}/>`].join('\n');
}

/** `{a: 1, b: 'x'}`, or `{}` / nothing for an empty list. */
export function objectLiteral(entries: [string, string][]): string {
  return entries.length ? `{${entries.map(([key, value]) => `${key}: ${value}`).join(', ')}}` : '{}';
}

/** The entries of `settings` listed in `keys`, leaving out those equal to the API's defaults. */
export function changedEntries(settings: Settings, keys: readonly string[], apiDefaults: Settings = {}): [string, SettingValue][] {
  return keys.flatMap((key) => {
    const value = settings[key];
    if (value === undefined || value === apiDefaults[key]) return [];
    return [[key, value] as [string, SettingValue]];
  });
}

/** An import line: `import {a, b} from 'module';`. */
export const importLine = (names: readonly string[], from: string): string => `import {${[...new Set(names)].sort().join(', ')}} from '${from}';`;

/**
 * The easing expressions a control can choose, as `remotion`'s Easing spells them. The preview
 * evaluates the same list (kinds/easings.ts), so the code and the curve cannot disagree.
 */
export const EASING_NAMES = [
  'linear',
  'ease',
  'quad',
  'cubic',
  'sin',
  'circle',
  'exp',
  'back',
  'elastic',
  'bounce',
  'bezier',
] as const;
export type EasingName = (typeof EASING_NAMES)[number];
export const EASING_MODES = ['in', 'out', 'inOut'] as const;
export type EasingMode = (typeof EASING_MODES)[number];

/** `Easing.out(Easing.cubic)` and the like; `linear` and `bezier` take no mode. */
export function easingExpression(name: EasingName, mode: EasingMode): string {
  if (name === 'linear') return 'Easing.linear';
  if (name === 'bezier') return 'Easing.bezier(0.33, 1, 0.68, 1)';
  const base =
    name === 'back' ? 'Easing.back(1.7)' : name === 'elastic' ? 'Easing.elastic(1)' : name === 'bounce' ? 'Easing.bounce' : `Easing.${name}`;
  return `Easing.${mode}(${base})`;
}
