/**
 * The still of a preview whose picture the server cannot draw (a WebGL shader, or marks fitted
 * to text that only a browser can measure): a JPEG of the Player's frame at the default
 * settings, taken in Chromium from the built site by
 * scripts/previews/capture-stills.mjs. It stands in until the Player loads (and without script).
 */
import React from 'react';
import {HEIGHT, WIDTH} from './frame';

export function CapturedStill({src}: {src: string}) {
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{display: 'block'}} aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg">
      <foreignObject x={0} y={0} width={WIDTH} height={HEIGHT}>
        <img src={src} width={WIDTH} height={HEIGHT} alt="" loading="lazy" decoding="async" style={{display: 'block'}} data-testid="live-preview-captured-still" />
      </foreignObject>
    </svg>
  );
}
