/**
 * <LivePreview of="kind/variant" />: a visual API's output, live in the Remotion Player, with
 * controls for its main parameters and the code for the current settings beside it.
 *
 *   <LivePreview of="shape/star" />            kinds/shape.tsx (shapeSpecs.ts lists the variants)
 *   <LivePreview of="presentation/slide" />    kinds/presentation.tsx
 *   <LivePreview of="timing/spring" />         kinds/timing.tsx
 *   <LivePreview of="motion/interpolate" />    kinds/motion.tsx (interpolate, spring, easing)
 *   <LivePreview of="noise/noise3D" />         kinds/noise.tsx (noise2D, noise3D, noise4D)
 *   <LivePreview of="path/evolve-path" />      kinds/path.tsx (evolve-path, interpolate-path, warp-path)
 *   <LivePreview of="motion-blur/trail" />     kinds/motionBlur.tsx (trail, camera-motion-blur)
 *   <LivePreview of="light-leak/component" />  kinds/lightLeak.tsx (component, effect; the still is a captured frame)
 *   <LivePreview of="starburst/component" />   kinds/starburst.tsx (component, effect; the still is a captured frame)
 *   <LivePreview of="shader-presentation/dissolve" />  kinds/shaderPresentation.tsx (the WebGL presentations;
 *                                              captured stills, and a note where the browser lacks HTML-in-canvas)
 *   <LivePreview of="rough-notation/circle" /> kinds/roughNotation.tsx (the seven annotations; captured stills,
 *                                              since the package measures the text in the browser)
 *
 * This file is what the MDX registry holds, so it is in every page's bundle; everything else
 * loads in chunks, and only on pages with a preview, once the preview nears the viewport.
 *
 * The server renders the whole preview with its default settings (a still frame, the controls,
 * the code), so the HTML shows it without JavaScript. No Suspense boundary is involved: React's
 * stream moves a boundary of more than 500 bytes that comes after the first 12.8 kB of a page
 * out of place, into a hidden element that only a script reveals. In the browser the server's
 * markup is kept as an "island" (an element whose inner HTML React leaves alone while
 * hydrating) until the preview is visible and its code has loaded; then the live preview,
 * rendered with the same settings, takes its place.
 */
import React, {lazy, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {LivePreviewProps} from './LivePreview';

const load = () => import('./LivePreview');

/** Server side: one lazy component per preview id, kept across the renders of every page. */
const serverPreviews = new Map<string, LazyExoticComponent<ComponentType>>();
function serverPreview(of: string): LazyExoticComponent<ComponentType> {
  let preview = serverPreviews.get(of);
  if (!preview) {
    preview = lazy(async () => ({default: await (await load()).loadPreview(of)}));
    serverPreviews.set(of, preview);
  }
  return preview;
}

export default function LivePreview({of}: LivePreviewProps) {
  const isBrowser = useIsBrowser();
  // False while hydrating the server's markup, true when mounted by a client-side navigation.
  const [hasServerMarkup] = useState(!isBrowser);
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    const start = () => {
      void load()
        .then((module) => module.loadPreview(of))
        .then((component) => {
          if (!cancelled) setLoaded(() => component);
        });
    };
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      {rootMargin: '300px'},
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [of]);

  const rootProps = {className: 'lp-root', 'data-of': of};
  if (typeof window === 'undefined') {
    const ServerPreview = serverPreview(of);
    return (
      <div {...rootProps}>
        <ServerPreview />
      </div>
    );
  }
  if (Loaded) {
    return (
      <div key="live" {...rootProps}>
        <Loaded />
      </div>
    );
  }
  if (hasServerMarkup) {
    // The server's markup, untouched until the live preview replaces it.
    return <div key="island" ref={ref} {...rootProps} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  }
  return (
    <div key="placeholder" ref={ref} {...rootProps}>
      <div style={{aspectRatio: '16 / 9', background: '#0b1020'}} />
    </div>
  );
}
