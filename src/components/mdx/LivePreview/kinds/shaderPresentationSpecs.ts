/**
 * The presentations of @remotion/transitions that draw with a WebGL2 shader over pictures of the
 * two scenes taken through the browser's HTML-in-canvas API, as preview data in the shape of
 * ./presentationSpecs.ts (whose code and description helpers they share). The ranges keep each
 * shader in the part of its range where a change is visible on the preview's two scenes.
 * Pure (../__tests__/code.test.tsx).
 *
 * To add one: an entry here, its factory in ./shaderPresentation.tsx, a captured still
 * (scripts/previews/capture-stills.mjs) and `<LivePreview of="shader-presentation/<name>" />`.
 */
import type {Control} from '../types';
import {GRADIENT_SCENES, range, select, SIDES, type PresentationSpec} from './presentationSpecs';

const color = (key: string): Control => ({type: 'color', key, label: key});

// All but blurSlide() take a required argument (a unit test reads the .d.ts files).
const SPECS: Record<string, Omit<PresentationSpec, 'scenes'>> = {
  'blur-slide': {
    factory: 'blurSlide',
    module: 'blur-slide',
    options: [select('direction', SIDES), range('blur', 0, 1, 0.05)],
    defaults: {direction: 'from-left', blur: 0.5},
    apiDefaults: {direction: 'from-left', blur: 0.5},
  },
  'book-flip': {
    factory: 'bookFlip',
    module: 'book-flip',
    argumentRequired: true,
    options: [select('direction', SIDES)],
    defaults: {direction: 'from-right'},
    apiDefaults: {direction: 'from-right'},
  },
  'cross-zoom': {
    factory: 'crossZoom',
    module: 'cross-zoom',
    argumentRequired: true,
    options: [range('strength', 0, 1, 0.05)],
    defaults: {strength: 0.4},
    apiDefaults: {strength: 0.4},
  },
  crosswarp: {factory: 'crosswarp', module: 'crosswarp', argumentRequired: true, options: [], defaults: {}, apiDefaults: {}},
  dissolve: {
    factory: 'dissolve',
    module: 'dissolve',
    argumentRequired: true,
    // A pixel burns once the progress passes 0.5 plus half its brightness: nothing before halfway.
    stillProgress: 0.75,
    // The shader takes only six-digit hex colours, which is what a colour input gives.
    options: [range('lineWidth', 0.01, 0.5, 0.01), color('hotColor'), color('spreadColor'), range('pow', 1, 10, 0.5), range('intensity', 0, 3, 0.1)],
    defaults: {lineWidth: 0.1, hotColor: '#e6e633', spreadColor: '#ff0000', pow: 5, intensity: 1},
    apiDefaults: {lineWidth: 0.1, hotColor: '#e6e633', spreadColor: '#ff0000', pow: 5, intensity: 1},
  },
  'dreamy-zoom': {
    factory: 'dreamyZoom',
    module: 'dreamy-zoom',
    argumentRequired: true,
    // The picture flashes to white at the midpoint; a quarter of the way through it is still seen.
    stillProgress: 0.25,
    options: [range('rotation', -45, 45, 1), range('scale', 1, 3, 0.05)],
    defaults: {rotation: 6, scale: 1.2},
    apiDefaults: {rotation: 6, scale: 1.2},
  },
  'film-burn': {
    factory: 'filmBurn',
    module: 'film-burn',
    argumentRequired: true,
    options: [range('seed', 0, 10, 0.01)],
    defaults: {seed: 2.31},
    apiDefaults: {seed: 2.31},
  },
  'linear-blur': {
    factory: 'linearBlur',
    module: 'linear-blur',
    argumentRequired: true,
    options: [range('intensity', 0, 0.5, 0.01)],
    defaults: {intensity: 0.1},
    apiDefaults: {intensity: 0.1},
  },
  ripple: {
    factory: 'ripple',
    module: 'ripple',
    argumentRequired: true,
    options: [range('amplitude', 0, 200, 5), range('speed', 0, 100, 5)],
    defaults: {amplitude: 100, speed: 50},
    apiDefaults: {amplitude: 100, speed: 50},
  },
  swap: {
    factory: 'swap',
    module: 'swap',
    argumentRequired: true,
    options: [range('reflection', 0, 1, 0.05), range('perspective', 0, 1, 0.05), range('depth', 0.5, 10, 0.5)],
    defaults: {reflection: 0.4, perspective: 0.2, depth: 3},
    apiDefaults: {reflection: 0.4, perspective: 0.2, depth: 3},
  },
  // The API's default is Math.PI / 6 (about 0.52), which a slider cannot hold exactly; the
  // preview starts at 0.5, and the code prints it.
  'zoom-blur': {
    factory: 'zoomBlur',
    module: 'zoom-blur',
    argumentRequired: true,
    options: [range('rotation', 0, 3.14, 0.02)],
    defaults: {rotation: 0.5},
    apiDefaults: {rotation: Math.PI / 6},
  },
};

/** Every shader preview moves between gradients: the shaders react to brightness and detail. */
export const SHADER_PRESENTATIONS: Record<string, PresentationSpec> = Object.fromEntries(
  Object.entries(SPECS).map(([name, spec]) => [name, {...spec, scenes: GRADIENT_SCENES}]),
);

/** What a visitor whose browser lacks the API reads beside the captured still. */
export const HTML_IN_CANVAS_NOTE =
  'No live preview here: this browser does not offer the HTML-in-canvas API, through which the shader gets its pictures of the scenes. In Chrome 148 or newer, enable chrome://flags/#canvas-draw-element and restart Chrome. The picture is a recorded frame at the default settings; the settings change the code.';
