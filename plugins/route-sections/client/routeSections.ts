/**
 * The browser side of route sections (../routesLoader.cjs): the main route table holds an empty
 * array for each section; `loadRouteSections(pathname)` fills the arrays a path needs before
 * anything matches the path against the table (./preload.ts, ./idlePrefetch.ts).
 */
import {matchPath} from 'react-router';

type Routes = unknown[];
type Section = {parent: string; routes: Routes; load: () => Promise<{default: Routes}>; loading?: Promise<void>; loaded: boolean};

const sections: Section[] = [];

/** An array that the section module fills; `parent` is the path of the route that holds it. */
export function lazyRoutes(parent: string, load: Section['load']): Routes {
  const routes: Routes = [];
  sections.push({parent, routes, load, loaded: false});
  return routes;
}

/**
 * Loads the sections whose parent route matches one of `pathnames`, at most once each (a failed
 * load is tried again next time). Returns undefined when there is nothing to wait for, so callers
 * that have nothing to load stay synchronous.
 */
export function loadRouteSections(...pathnames: string[]): Promise<void> | undefined {
  const needed = sections.filter((section) => !section.loaded && pathnames.some((pathname) => matchPath(pathname, {path: section.parent}) !== null));
  if (needed.length === 0) return undefined;
  return Promise.all(
    needed.map((section) => {
      section.loading ??= section.load().then(
        (module) => {
          if (!section.loaded) section.routes.push(...module.default);
          section.loaded = true;
        },
        (error: unknown) => {
          section.loading = undefined;
          throw error;
        },
      );
      return section.loading;
    }),
  ).then(() => undefined);
}

/** For tests: the registered sections. */
export function routeSections(): readonly Readonly<Section>[] {
  return sections;
}
