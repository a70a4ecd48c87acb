/**
 * The preview's loader (see ./index.tsx for the API and how it is placed in a page): resolves
 * `kind/variant` to a definition and gives a component that renders the styles and the preview,
 * with nothing left to load, so that it renders without a Suspense boundary.
 */
import React, {type ComponentType} from 'react';
import type {PreviewKind} from './types';
import Preview from './Preview';
import {PREVIEW_CSS} from './styles';

/**
 * The preview families, each a chunk of its own. To add one, write kinds/<name>.tsx exporting a
 * PreviewKind and list it here.
 */
const KINDS: Record<string, () => Promise<{default: PreviewKind}>> = {
  shape: () => import('./kinds/shape'),
  presentation: () => import('./kinds/presentation'),
  timing: () => import('./kinds/timing'),
  motion: () => import('./kinds/motion'),
  noise: () => import('./kinds/noise'),
  path: () => import('./kinds/path'),
  'motion-blur': () => import('./kinds/motionBlur'),
  'light-leak': () => import('./kinds/lightLeak'),
  starburst: () => import('./kinds/starburst'),
  'shader-presentation': () => import('./kinds/shaderPresentation'),
  'rough-notation': () => import('./kinds/roughNotation'),
};

export type LivePreviewProps = {
  /** `kind/variant`, e.g. `shape/star`, `presentation/slide`, `timing/spring`, `motion/interpolate`. */
  of: string;
};

/** The preview for `of`, ready to render; rejects (and fails the build) for an unknown kind or variant. */
export async function loadPreview(of: string): Promise<ComponentType> {
  const [kindName = '', variant = ''] = of.split('/');
  const load = KINDS[kindName];
  if (!load || !variant) {
    throw new Error(`<LivePreview of="${of}">: expected "kind/variant" with a kind among ${Object.keys(KINDS).join(', ')}.`);
  }
  const {default: kind} = await load();
  const definition = kind.get(variant);
  if (!definition) throw new Error(`<LivePreview of="${of}">: no variant "${variant}"; known: ${kind.variants.join(', ')}.`);
  return function LoadedPreview() {
    return (
      <>
        <style>{PREVIEW_CSS}</style>
        <Preview definition={definition} of={of} />
      </>
    );
  };
}
