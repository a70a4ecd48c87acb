/**
 * The frame every preview draws in: 640×360 at 30 fps on a dark stage, the same in the Player
 * and in the server's still (an SVG whose viewBox scales with the page, without script).
 */
import React, {type ReactNode} from 'react';

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
