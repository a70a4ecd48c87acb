/**
 * The search clients and the embedded index's engine, in a chunk of their own: the search bar
 * is on every page, so its module stays small and loads this when someone reaches for search.
 */
export {createLocalClient, indexLoader} from './localClient';
export {createHostedClient} from './hostedClient';
