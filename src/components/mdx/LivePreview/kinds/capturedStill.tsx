/**
 * The still of a preview whose picture the server cannot draw (a WebGL shader, or marks fitted
 * to text that only a browser can measure): a JPEG of the Player's frame at the default
 * settings, taken in Chromium from the built site by
 * scripts/previews/capture-stills.mjs into static/img/previews/. It stands in until the Player loads (and without script).
 */
import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {HEIGHT, WIDTH} from './frame';

/** Where the captured stills are served from: static/img/previews/ in the repository. */
export const STILLS_PATH = '/img/previews/';

/**
 * `file` is a name in static/img/previews/. The stills are served as files rather than imported:
 * an imported JPEG under the bundler's 10 kB inlining limit becomes a data URL inside the kind's
 * chunk and in the page's HTML, so every page of a kind would download every variant's still.
 */
export function CapturedStill({file}: {file: string}) {
  const src = useBaseUrl(`${STILLS_PATH}${file}`);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{display: 'block'}} aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg">
      <foreignObject x={0} y={0} width={WIDTH} height={HEIGHT}>
        <img src={src} width={WIDTH} height={HEIGHT} alt="" loading="lazy" decoding="async" style={{display: 'block'}} data-testid="live-preview-captured-still" />
      </foreignObject>
    </svg>
  );
}
