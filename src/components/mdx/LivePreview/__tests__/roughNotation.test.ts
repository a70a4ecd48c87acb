/**
 * The @remotion/rough-notation previews: the code they print type-checks against the installed
 * package for every value the controls can produce, it leaves out what equals the package's
 * defaults, and those defaults are the ones the installed package applies.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {typeCheckBlocks} from '../../../../../scripts/content/lib/examples.mjs';
import type {Settings} from '../types';
import {ANNOTATIONS, annotationCode, annotationDescription, annotationDuration, drawProgress, DRAW_START, HOLD_FRAMES} from '../kinds/roughNotationSpecs';

const root = process.cwd();

/** Defaults, then each control at its extremes (and both ways for toggles and selects), one at a time. */
function variations(spec: (typeof ANNOTATIONS)[string]): Settings[] {
  const out: Settings[] = [spec.defaults];
  for (const control of spec.controls) {
    const values =
      control.type === 'range' ? [control.min, control.max] : control.type === 'select' ? control.options : control.type === 'toggle' ? [true, false] : ['#123456'];
    for (const value of values) out.push({...spec.defaults, [control.key]: value});
  }
  return out;
}

describe('rough-notation code', () => {
  it('prints progress from interpolate(), the color and the props that differ from the package defaults', () => {
    const circle = ANNOTATIONS.circle!;
    const code = annotationCode(circle, circle.defaults);
    expect(code.split('\n')[0]).toBe("import {Circle} from '@remotion/rough-notation';");
    expect(code).toContain('const progress = interpolate(frame, [10, 40], [0, 1], {');
    // One attribute a line once the tag is long.
    expect(code).toContain(
      [
        '        <Circle',
        '          progress={progress}',
        '          color="#e5484d"',
        '          strokeWidth={4}',
        '          padding={{left: 6, right: 6, top: 6, bottom: 6}}',
        '        >',
        '          2025',
        '        </Circle>',
      ].join('\n'),
    );
    expect(annotationCode(ANNOTATIONS['strike-through']!, ANNOTATIONS['strike-through']!.defaults)).toContain('        <StrikeThrough progress={progress} color="#e5484d" strokeWidth={5}>\n');
    expect(code).not.toContain('box=');
    expect(code).not.toContain('seed=');
    const inside = annotationCode(circle, {...circle.defaults, box: 'inside', seed: 7, disableMultiStroke: false, drawFrames: 20});
    expect(inside).toContain('box="inside"');
    expect(inside).toContain('seed={7}');
    expect(inside).toContain('disableMultiStroke={false}');
    expect(inside).toContain('interpolate(frame, [10, 30], [0, 1]');
  });

  it('gives Underline only a top padding, and boolean props in short form', () => {
    const underline = ANNOTATIONS.underline!;
    expect(annotationCode(underline, underline.defaults)).not.toContain('padding');
    const code = annotationCode(underline, {...underline.defaults, padding: 6, rtl: true});
    expect(code).toContain('padding={{top: 6}}');
    expect(code).toMatch(/^ *rtl$/m);
    const bracket = ANNOTATIONS.bracket!;
    const sides = annotationCode(bracket, bracket.defaults);
    expect(sides).toContain(' bracketLeft');
    expect(sides).not.toContain('bracketRight');
    expect(annotationCode(bracket, {...bracket.defaults, bracketRight: false})).toContain('bracketRight={false}');
  });

  it('keeps the text around the annotated words, spaced by the row\'s gap', () => {
    const box = ANNOTATIONS.box!;
    const code = annotationCode(box, box.defaults);
    expect(code).toContain("      <div style={{display: 'flex', alignItems: 'baseline', gap: 24}}>\n        Step\n        <Box");
    expect(code).toContain('          2\n        </Box>\n        of 3\n      </div>\n');
  });

  it('draws over drawFrames frames after a pause, then holds', () => {
    const settings = ANNOTATIONS.highlight!.defaults;
    expect(drawProgress(settings, 0)).toBe(0);
    expect(drawProgress(settings, DRAW_START + 15)).toBe(0.5);
    expect(drawProgress(settings, DRAW_START + 30)).toBe(1);
    expect(drawProgress(settings, annotationDuration(settings) - 1)).toBe(1);
    expect(annotationDuration(settings)).toBe(DRAW_START + 30 + HOLD_FRAMES);
  });

  it('describes what is drawn, with the settings', () => {
    const bracket = ANNOTATIONS.bracket!;
    expect(annotationDescription(bracket, bracket.defaults)).toContain('on the left, right sides');
    expect(annotationDescription(bracket, {...bracket.defaults, bracketLeft: false, bracketRight: false})).toContain('nothing is drawn');
    for (const spec of Object.values(ANNOTATIONS)) for (const settings of variations(spec)) expect(annotationDescription(spec, settings)).not.toMatch(/undefined|NaN/);
  });

  it('type-checks against the installed package for every control value', () => {
    const blocks = Object.entries(ANNOTATIONS).flatMap(([variant, spec]) =>
      variations(spec).map((settings, i) => ({
        file: `live-preview/rough-notation/${variant}`,
        index: i + 1,
        lang: 'tsx',
        code: annotationCode(spec, settings),
        line: 0,
        indent: 0,
        title: null,
        nocheck: false,
      })),
    );
    const result = typeCheckBlocks(blocks, {root});
    expect(result.setupErrors).toEqual([]);
    expect(result.errors.map((error) => `${error.block.file} #${error.block.index}: ${error.message} (${error.sourceLine.trim()})`)).toEqual([]);
    expect(result.checked).toBe(blocks.length);
  }, 120_000);
});

describe('rough-notation defaults match the installed package', () => {
  const dist = fs.readFileSync(path.join(root, 'node_modules/@remotion/rough-notation/dist/esm/index.mjs'), 'utf8');
  // Each schema is built from helpers with the default as argument: `...strokeWidthSchema(20)`.
  const schemaOf = (component: string): string => {
    const name = `${component[0]!.toLowerCase()}${component.slice(1)}Schema`;
    return new RegExp(`var ${name} = \\{([\\s\\S]*?)\\n\\};`).exec(dist)?.[1] ?? '';
  };
  for (const [variant, spec] of Object.entries(ANNOTATIONS)) {
    it(variant, () => {
      const schema = schemaOf(spec.component);
      expect(schema, `no schema for ${spec.component}`).not.toBe('');
      expect(schema).toContain(`sharedSchema(${String(spec.apiDefaults.roughness)})`);
      const helper = (key: string) => new RegExp(`${key}Schema\\((\\d+)\\)`).exec(schema)?.[1];
      expect(helper('strokeWidth'), 'strokeWidth').toBe(spec.apiDefaults.strokeWidth === undefined ? undefined : String(spec.apiDefaults.strokeWidth));
      expect(helper('iterations'), 'iterations').toBe(spec.apiDefaults.iterations === undefined ? undefined : String(spec.apiDefaults.iterations));
      expect(schema.includes('rtlSchema'), 'rtl').toBe(spec.apiDefaults.rtl !== undefined);
      const padding = spec.padding === 'sides' ? '...paddingSchema' : spec.padding === 'top' ? '...underlinePaddingSchema' : null;
      for (const mode of ['...paddingSchema', '...underlinePaddingSchema']) expect(schema.includes(mode), mode).toBe(mode === padding);
      for (const side of ['Left', 'Right', 'Top', 'Bottom']) {
        const key = `bracket${side}`;
        const declared = new RegExp(`${key}: \\{[^}]*default: (true|false)`).exec(schema)?.[1];
        expect(declared, key).toBe(spec.apiDefaults[key] === undefined ? undefined : String(spec.apiDefaults[key]));
      }
      if (spec.apiDefaults.box !== undefined) expect(schema).toMatch(new RegExp(`box: \\{[^}]*default: "${String(spec.apiDefaults.box)}"`));
    });
  }
  it('turns multi-stroke off unless the prop says otherwise, and seeds with 1', () => {
    expect(dist).toMatch(/disableMultiStroke: type !== "double"/);
    expect(dist).toContain('seed: seed ?? 1');
    for (const spec of Object.values(ANNOTATIONS)) expect([spec.apiDefaults.disableMultiStroke, spec.apiDefaults.seed]).toEqual([true, 1]);
  });
});
