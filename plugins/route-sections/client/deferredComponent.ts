/**
 * The route table's components, created when a route is first preloaded or rendered instead of
 * when the table loads (../routesLoader.cjs writes `deferredComponent(path, hash)` where
 * Docusaurus writes `ComponentCreator(path, hash)`). Docusaurus' ComponentCreator builds a
 * react-loadable component for every route of the table as it is evaluated: with a few hundred docs
 * pages that is about 100 ms of a docs page's main thread on a CPU slowed down 4 times, for routes
 * the page never shows. Both bundles use it, so the server renders the same tree the browser hydrates.
 *
 * A react-loadable component keeps the promise of its first load, so once its chunks failed to
 * load (offline) every later preload failed too. A failed preload here drops the component: the
 * next preload or render creates a new one, which fetches the chunks again
 * (plugins/offline-navigation retries a navigation this way).
 */
import {createElement, type ComponentType} from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

type RouteComponent = ComponentType<object> & {preload?: () => Promise<unknown>};

export function deferredComponent(path: string, hash?: string): RouteComponent {
  let component: RouteComponent | undefined;
  const get = () => (component ??= ComponentCreator(path, hash as string) as RouteComponent);
  const Route = (props: object) => createElement(get(), props);
  Route.preload = () => {
    const loading = get();
    return (loading.preload?.() ?? Promise.resolve()).catch((error: unknown) => {
      if (component === loading) component = undefined;
      throw error;
    });
  };
  return Route;
}
