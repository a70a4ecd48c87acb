/**
 * The frame every preview draws in: 640×360 at 30 fps on a dark stage, the same in the Player
 * and in the server's still (an SVG whose viewBox scales with the page, without script).
 */
import React, {type ComponentType, type ReactNode} from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import type {FrameProps, PreviewDefinition, PreviewKind, Settings} from '../types';

export const WIDTH = 640;
export const HEIGHT = 360;
export const FPS = 30;
export const STAGE = '#0b1020';
export const INK = '#e6e9f2';
export const MUTED = '#8b93a7';

/** An SVG the size of the frame; `fill` paints the stage. */
export function StillSvg({children}: {children: ReactNode}) {
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{display: 'block'}} aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg">
      <rect width={WIDTH} height={HEIGHT} fill={STAGE} />
      {children}
    </svg>
  );
}

/**
 * The Player's composition and the server's still for a kind whose picture is a function of the
 * settings and the frame only: the composition draws `Frame` at the Player's current frame.
 */
export function frameComponents(Frame: ComponentType<FrameProps>): Pick<PreviewDefinition, 'Composition' | 'Still'> {
  function Composition({settings}: {settings: Settings}) {
    const frame = useCurrentFrame();
    return (
      <AbsoluteFill>
        <Frame settings={settings} frame={frame} />
      </AbsoluteFill>
    );
  }
  return {Composition, Still: Frame};
}

/** A kind whose variants are the keys of `specs`, each defined by `definition`. */
export function kindOf<Spec>(specs: Record<string, Spec>, definition: (spec: Spec) => PreviewDefinition): PreviewKind {
  return {
    variants: Object.keys(specs),
    get: (variant) => {
      const spec = specs[variant];
      return spec ? definition(spec) : undefined;
    },
  };
}
