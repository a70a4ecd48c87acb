/**
 * Stands in for `@docusaurus/core/lib/client/preload` in the production browser bundle (see
 * ../index.ts): loads the route sections a path needs (./routeSections.ts), then runs Docusaurus'
 * own preload, which matches the path against the now complete route table and loads the matched
 * routes' components. Docusaurus calls it before hydrating the first page, before rendering each
 * navigation and when a link is hovered. A section that fails to load rejects like a route
 * chunk that fails to load (plugins/offline-navigation then keeps the page, or loads the next one in full).
 */
import preloadRoutes from '@docusaurus/core/lib/client/preload.js';
import {loadRouteSections} from './routeSections';

export default function preload(pathname: string): Promise<unknown> {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // Docusaurus' preload decodes the path again and reports the error itself.
  }
  const sections = loadRouteSections(pathname, decoded);
  return sections ? sections.then(() => preloadRoutes(pathname)) : preloadRoutes(pathname);
}
