import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {easingExpression, EASING_MODES, EASING_NAMES, jsxElement, literal, numberLiteral} from '../code';
import {lexCode, packLines} from '../highlight';
import {packTokens} from '../../../../../lib/codeTokens';
import type {Control, PreviewKind, Settings} from '../types';
import {SHAPES, shapeCode} from '../kinds/shapeSpecs';
import {PRESENTATIONS, presentationCode, presentationDefaults} from '../kinds/presentationSpecs';
import {TIMINGS, timingCode, timingSamples} from '../kinds/timingSpecs';
import {MOTIONS, motionCode, motionSamples} from '../kinds/motionSpecs';
import shapeKind from '../kinds/shape';
import presentationKind from '../kinds/presentation';
import timingKind from '../kinds/timing';
import motionKind from '../kinds/motion';
import noiseKind from '../kinds/noise';
import pathKind from '../kinds/path';
import {PATHS, pathCode} from '../kinds/pathSpecs';
import {NOISES, noiseCode, NOISE_DEFAULTS} from '../kinds/noiseSpecs';
import {resolveNumber} from '../types';
import motionBlurKind from '../kinds/motionBlur';
import {MOTION_BLURS, motionBlurCode} from '../kinds/motionBlurSpecs';
import lightLeakKind from '../kinds/lightLeak';
import {LIGHT_LEAKS, lightLeakCode} from '../kinds/lightLeakSpecs';
import starburstKind from '../kinds/starburst';
import {STARBURSTS, starburstCode} from '../kinds/starburstSpecs';
import shaderPresentationKind from '../kinds/shaderPresentation';
import {SHADER_PRESENTATIONS} from '../kinds/shaderPresentationSpecs';
import roughNotationKind from '../kinds/roughNotation';

/** The extremes and a middle value of every control, one control at a time. */
function variations(controls: readonly Control[], defaults: Settings): Settings[] {
  return controls.flatMap((control): Settings[] => {
    const values =
      control.type === 'range'
        ? [control.min, control.max, control.min + Math.round((control.max - control.min) / 2 / control.step) * control.step]
        : control.type === 'select'
          ? control.options
          : control.type === 'toggle'
            ? [true, false]
            : ['#123456'];
    return values.map((value) => ({...defaults, [control.key]: value}));
  });
}

describe('literals and JSX', () => {
  it('prints numbers, strings and booleans as code', () => {
    expect(numberLiteral(0.1 + 0.2)).toBe('0.3');
    expect(literal(1.23456)).toBe('1.235');
    expect(literal("it's")).toBe("'it\\'s'");
    expect(literal(false)).toBe('false');
  });
  it('breaks a long element over lines, one attribute each', () => {
    expect(jsxElement('Star', [['points', 5], ['fill', 'red']])).toBe('<Star points={5} fill="red" />');
    const long = jsxElement('Arrow', [['length', 300], ['headWidth', 185], ['headLength', 120], ['shaftWidth', 80], ['fill', '#0b84f3']]);
    expect(long.split('\n')).toEqual(['<Arrow', '  length={300}', '  headWidth={185}', '  headLength={120}', '  shaftWidth={80}', '  fill="#0b84f3"', '/>']);
  });
  it('spells every easing as remotion does', () => {
    expect(easingExpression('cubic', 'out')).toBe('Easing.out(Easing.cubic)');
    expect(easingExpression('linear', 'in')).toBe('Easing.linear');
    expect(easingExpression('back', 'inOut')).toBe('Easing.inOut(Easing.back(1.7))');
    for (const name of EASING_NAMES) for (const mode of EASING_MODES) expect(easingExpression(name, mode)).toMatch(/^Easing\./);
  });
});

describe('code for the settings', () => {
  it('prints a shape with its required props, changed options and fill', () => {
    const star = SHAPES.star!;
    expect(shapeCode(star, star.defaults)).toContain('<Star points={5} innerRadius={70} outerRadius={150} fill="#f5a524" />');
    const rounded = shapeCode(star, {...star.defaults, points: 7, cornerRadius: 12});
    expect(rounded).toContain('points={7}');
    expect(rounded).toContain('cornerRadius={12}');
    expect(shapeCode(SHAPES.arrow!, SHAPES.arrow!.defaults)).toContain('<Arrow fill="#0b84f3" />');
    expect(shapeCode(star, star.defaults).split('\n')[0]).toBe("import {Star} from '@remotion/shapes';");
  });
  it('prints a presentation with the options that differ from its defaults', () => {
    const slide = PRESENTATIONS.slide!;
    expect(presentationCode(slide, presentationDefaults(slide))).toContain('presentation={slide()}');
    const code = presentationCode(slide, {...presentationDefaults(slide), direction: 'from-bottom', durationInFrames: 12});
    expect(code).toContain("presentation={slide({direction: 'from-bottom'})}");
    expect(code).toContain('timing={linearTiming({durationInFrames: 12})}');
    const clock = presentationCode(PRESENTATIONS['clock-wipe']!, presentationDefaults(PRESENTATIONS['clock-wipe']!));
    expect(clock).toContain('clockWipe({width: width, height: height})');
    expect(clock).toContain('useVideoConfig');
  });
  it('prints the timing expression and sizes the scenes to fit it', () => {
    const spring = TIMINGS.spring!;
    expect(timingCode(spring, spring.defaults)).toContain('timing={springTiming({config: {damping: 200}})}');
    expect(timingCode(spring, {...spring.defaults, damping: 10, durationInFrames: 20})).toContain('timing={springTiming({durationInFrames: 20})}');
    const linear = TIMINGS.linear!;
    const eased = timingCode(linear, {...linear.defaults, easing: 'cubic', mode: 'out'});
    expect(eased).toContain('timing={linearTiming({durationInFrames: 30, easing: Easing.out(Easing.cubic)})}');
    expect(eased).toContain("import {AbsoluteFill, Easing} from 'remotion';");
  });
  it('prints interpolate, spring and easing calls', () => {
    const interpolate = MOTIONS.interpolate!;
    expect(motionCode(interpolate, interpolate.defaults)).toContain('const value = interpolate(frame, [10, 50], [0, 1]);');
    const clamped = motionCode(interpolate, {...interpolate.defaults, extrapolateRight: 'clamp', easing: 'quad', mode: 'in'});
    expect(clamped).toContain("extrapolateRight: 'clamp'");
    expect(clamped).toContain('easing: Easing.in(Easing.quad)');
    expect(clamped).toContain("import {AbsoluteFill, Easing, interpolate, useCurrentFrame} from 'remotion';");
    const spring = MOTIONS.spring!;
    expect(motionCode(spring, spring.defaults)).toContain('const value = spring({frame, fps});');
    expect(motionCode(spring, {...spring.defaults, damping: 200, delay: 5})).toContain('spring({frame, fps, delay: 5, config: {damping: 200}})');
  });
});

describe('shader presentations', () => {
  it('pass {} to the factories whose argument is required, and the changed options', () => {
    const dissolve = SHADER_PRESENTATIONS.dissolve!;
    expect(presentationCode(dissolve, presentationDefaults(dissolve))).toContain('presentation={dissolve({})}');
    expect(presentationCode(dissolve, {...presentationDefaults(dissolve), hotColor: '#00ff00', pow: 2})).toContain("presentation={dissolve({hotColor: '#00ff00', pow: 2})}");
    const blurSlide = SHADER_PRESENTATIONS['blur-slide']!;
    expect(presentationCode(blurSlide, presentationDefaults(blurSlide))).toContain('presentation={blurSlide()}');
    expect(presentationCode(blurSlide, presentationDefaults(blurSlide))).toContain("import {blurSlide} from '@remotion/transitions/blur-slide';");
    // The slider cannot start on Math.PI / 6, the API's default: the code says what is shown.
    const zoomBlur = SHADER_PRESENTATIONS['zoom-blur']!;
    expect(presentationCode(zoomBlur, presentationDefaults(zoomBlur))).toContain('presentation={zoomBlur({rotation: 0.5})}');
  });
  // The options, their defaults and whether the argument is optional, as the installed package declares them.
  const dist = path.join(process.cwd(), 'node_modules/@remotion/transitions/dist/presentations');
  for (const spec of Object.values(SHADER_PRESENTATIONS)) {
    it(`${spec.factory}() matches @remotion/transitions/${spec.module}`, () => {
      const types = fs.readFileSync(path.join(dist, `${spec.module}.d.ts`), 'utf8');
      const source = fs.readFileSync(path.join(dist, `${spec.module}.js`), 'utf8');
      expect(types).toContain(`export declare const ${spec.factory}: (props${spec.argumentRequired ? ':' : '?:'} `);
      for (const option of spec.options) {
        expect(types).toMatch(new RegExp(`\\b${option.key}\\?: `));
        // Each shader reads its options with their defaults: `const {key = DEFAULT_KEY, …} = passedProps;`.
        const read = /const \{([^}]*)\} = passedProps;/.exec(source)?.[1] ?? '';
        const assigned = new RegExp(`\\b${option.key} = ([^,]+)`).exec(read)?.[1]?.trim();
        expect(assigned, option.key).toBeDefined();
        const constant = new RegExp(`const ${assigned} = ([^;]+);`).exec(source)?.[1] ?? assigned!;
        const value = constant === 'Math.PI / 6' ? Math.PI / 6 : constant.startsWith("'") ? constant.slice(1, -1) : Number(constant);
        expect(spec.apiDefaults[option.key], option.key).toBe(value);
      }
    });
  }
});

describe('noise', () => {
  it('prints the noise call with the settings and a loop for noise4D', () => {
    expect(noiseCode(NOISES.noise3D!, NOISE_DEFAULTS)).toContain("const dx = noise3D('remotion-x', i * 0.15, j * 0.15, frame * 0.02) * 14;");
    const loop = noiseCode(NOISES.noise4D!, NOISE_DEFAULTS);
    expect(loop).toContain('const angle = (frame / 120) * Math.PI * 2;');
    expect(loop).toContain("import {noise4D} from '@remotion/noise';");
  });
});

describe('paths', () => {
  it('prints the operation on the chosen sample path', () => {
    const evolve = pathCode(PATHS['evolve-path']!, PATHS['evolve-path']!.defaults);
    expect(evolve).toContain('const {strokeDasharray, strokeDashoffset} = evolvePath(progress, PATH);');
    expect(evolve).toContain("const PATH = 'M 80 280 C 80 60");
    const warp = pathCode(PATHS['warp-path']!, {...PATHS['warp-path']!.defaults, amplitude: 33});
    expect(warp).toContain('y: y + Math.sin(x / 40 + frame * 0.15) * 33,');
    expect(warp).not.toContain('interpolate');
  });
});

describe('motion blur', () => {
  it('prints the component around the scene, with Trail\'s required props and CameraMotionBlur\'s changed ones', () => {
    const trail = motionBlurCode(MOTION_BLURS.trail!, MOTION_BLURS.trail!.defaults);
    expect(trail).toContain('      <Trail layers={12} lagInFrames={1} trailOpacity={0.8}>\n        <Ball />\n      </Trail>');
    const camera = MOTION_BLURS['camera-motion-blur']!;
    expect(motionBlurCode(camera, camera.defaults)).toContain('      <CameraMotionBlur>\n        <Propeller />');
    expect(motionBlurCode(camera, {...camera.defaults, samples: 4})).toContain('<CameraMotionBlur samples={4}>');
    expect(motionBlurCode(camera, camera.defaults)).toContain("import {AbsoluteFill, Easing, interpolate, useCurrentFrame} from 'remotion';");
  });
  it('computes the copies the components draw', () => {
    const trail = MOTION_BLURS.trail!.copies({layers: 4, lagInFrames: 2, trailOpacity: 0.8}, 20);
    expect(trail.map((copy) => copy.frame)).toEqual([12, 14, 16, 18]);
    expect(trail.map((copy) => Number(copy.opacity.toFixed(3)))).toEqual([0, 0.2, 0.4, 0.6]);
    const camera = MOTION_BLURS['camera-motion-blur']!;
    const samples = camera.copies({shutterAngle: 180, samples: 10}, 45);
    expect(samples).toHaveLength(10);
    expect(samples[0]!.frame).toBeCloseTo(45.95);
    expect(samples[9]!.frame).toBeCloseTo(45.5);
    // On frame 0 only one sample is taken, so that none falls before the start.
    expect(camera.copies({shutterAngle: 180, samples: 10}, 0)).toHaveLength(1);
  });
});

describe('light leak and starburst', () => {
  it('prints <LightLeak> with the props that differ from its defaults', () => {
    const spec = LIGHT_LEAKS.component!;
    expect(lightLeakCode(spec, spec.defaults)).toContain('    <LightLeak />');
    expect(lightLeakCode(spec, {seed: 4, hueShift: 120})).toContain('    <LightLeak seed={4} hueShift={120} />');
  });
  it('prints <Starburst> with both colors, the rotation from the frame and the changed options', () => {
    const spec = STARBURSTS.component!;
    const code = starburstCode(spec, spec.defaults);
    expect(code).toContain("        colors={['#f5a524', '#e5484d']}");
    expect(code).toContain('        rotation={(frame * 0.5) % 360}');
    expect(code).not.toContain('vignette');
    const still = starburstCode(spec, {...spec.defaults, speed: 0, vignette: 0.4});
    expect(still).not.toContain('useCurrentFrame');
    expect(still).toContain('        vignette={0.4}');
  });
  it('prints the effects on a <Solid>, imported from @remotion/effects', () => {
    const leak = LIGHT_LEAKS.effect!;
    const code = lightLeakCode(leak, {seed: 3, hueShift: 0});
    expect(code).toContain("import {lightLeak} from '@remotion/effects/light-leak';");
    expect(code).toContain('effects={[lightLeak({seed: 3, progress})]}');
    expect(lightLeakCode(leak, leak.defaults)).toContain('effects={[lightLeak({progress})]}');
    const burst = STARBURSTS.effect!;
    const rays = starburstCode(burst, {...burst.defaults, originX: 0.25});
    expect(rays).toContain("import {starburst} from '@remotion/effects/starburst';");
    expect(rays).toContain("import {AbsoluteFill, Solid, useCurrentFrame, useVideoConfig} from 'remotion';");
    expect(rays).toContain('            origin: [0.25, 0.5],');
    expect(starburstCode(burst, burst.defaults)).not.toContain('origin');
  });
});

describe('captured stills', () => {
  // scripts/previews/capture-stills.mjs records what each image shows; re-run it when this fails.
  const record = JSON.parse(fs.readFileSync(path.join(__dirname, '../kinds/stills/captured.json'), 'utf8')) as Record<
    string,
    {file: string; package: string; version: string; settings: Record<string, string>}
  >;
  const kinds: Record<string, PreviewKind> = {
    'light-leak': lightLeakKind,
    starburst: starburstKind,
    'shader-presentation': shaderPresentationKind,
    'rough-notation': roughNotationKind,
  };
  it('exist for every preview the server cannot draw (WebGL, text measured in the browser)', () => {
    for (const [name, kind] of Object.entries(kinds)) for (const variant of kind.variants) expect(Object.keys(record)).toContain(`${name}/${variant}`);
  });
  for (const [of, entry] of Object.entries(record)) {
    it(`${of} shows the current defaults with the installed ${entry.package}`, () => {
      const [name = '', variant = ''] = of.split('/');
      const definition = kinds[name]!.get(variant)!;
      expect(Object.fromEntries(Object.entries(definition.defaults).map(([key, value]) => [key, String(value)]))).toEqual(entry.settings);
      const installed = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules', entry.package, 'package.json'), 'utf8')) as {version: string};
      expect(entry.version).toBe(installed.version);
      expect(fs.statSync(path.join(process.cwd(), 'static/img/previews', entry.file)).size).toBeGreaterThan(5000);
    });
  }
});

describe('values', () => {
  it('computes the curve the plot and the code describe', () => {
    const samples = motionSamples(MOTIONS.interpolate!, MOTIONS.interpolate!.defaults);
    expect(samples[10]).toBe(0);
    expect(samples[30]).toBeCloseTo(0.5);
    expect(samples[50]).toBe(1);
    const progress = timingSamples(TIMINGS.linear!, TIMINGS.linear!.defaults);
    expect(progress).toHaveLength(31);
    expect(progress[0]).toBe(0);
    expect(progress[30]).toBe(1);
  });
});

describe('lexCode', () => {
  it('keeps the text exactly and types the tokens', () => {
    for (const spec of Object.values(SHAPES)) {
      const code = shapeCode(spec, spec.defaults);
      const lines = lexCode(code);
      expect(lines.map((line) => line.map((t) => (t.empty ? '' : t.content)).join('')).join('\n')).toBe(code);
    }
    const [line] = lexCode('const a = <Star points={5} fill="red" />;');
    const typed = Object.fromEntries(line!.map((t) => [t.content, t.types.join(' ')]));
    expect(typed).toMatchObject({const: 'keyword', Star: 'tag class-name', points: 'tag attr-name', '5': 'number', '"red"': 'tag attr-value'});
  });
  it('packs lines as the token registry expects', () => {
    const lines = lexCode(shapeCode(SHAPES.star!, SHAPES.star!.defaults));
    expect(packLines(lines)).toEqual(packTokens(lines));
  });
  it('reads strings, calls and comments outside JSX', () => {
    const [line] = lexCode("slide({direction: 'from-left'}); // note");
    expect(line!.find((t) => t.content === 'slide')!.types).toEqual(['function']);
    expect(line!.find((t) => t.content === "'from-left'")!.types).toEqual(['string']);
    expect(line!.at(-1)!.types).toEqual(['comment']);
  });
});

describe('every preview renders its still for every control value', () => {
  const kinds: [string, PreviewKind][] = [
    ['shape', shapeKind],
    ['presentation', presentationKind],
    ['timing', timingKind],
    ['motion', motionKind],
    ['noise', noiseKind],
    ['path', pathKind],
    ['motion-blur', motionBlurKind],
    ['light-leak', lightLeakKind],
    ['starburst', starburstKind],
    ['shader-presentation', shaderPresentationKind],
    ['rough-notation', roughNotationKind],
  ];
  for (const [name, kind] of kinds) {
    for (const variant of kind.variants) {
      it(`${name}/${variant}`, () => {
        const definition = kind.get(variant)!;
        for (const settings of [definition.defaults, ...variations(definition.controls, definition.defaults)]) {
          const frame = resolveNumber(definition.stillFrame, settings);
          expect(frame).toBeLessThan(resolveNumber(definition.durationInFrames, settings));
          const html = renderToStaticMarkup(<definition.Still settings={settings} frame={frame} />);
          expect(html).toMatch(/^<svg/);
          expect(html).not.toContain('NaN');
          expect(definition.describe(settings)).not.toMatch(/undefined|NaN/);
          expect(definition.code(settings)).not.toMatch(/undefined|NaN/);
        }
      });
    }
  }
  it('rejects an unknown variant', () => {
    expect(shapeKind.get('hexagon')).toBeUndefined();
  });
});
