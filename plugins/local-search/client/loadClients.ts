/**
 * The search clients, each in a chunk of its own: the search bar is on every page, so its module
 * stays small and loads one of these when someone reaches for search. They are separate so that
 * a site on the embedded index never downloads Algolia's client (about 14 kB gzip), and a hosted
 * site never downloads the embedded engine.
 */
export const loadLocalClient = () => import('./localClient');
export const loadHostedClient = () => import('./hostedClient');
