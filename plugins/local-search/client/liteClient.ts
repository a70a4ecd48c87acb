/**
 * Stands in for `algoliasearch/lite` in the site bundle (a webpack alias set by the plugin), so
 * the theme's /search page queries the same backend as the modal: the embedded index in local
 * mode, Algolia in hosted mode, both under the same request rules.
 */
import {resolveBackend} from './backend';
import {createHostedClient, type LiteClientOptions} from './hostedClient';
import {createLocalClient} from './localClient';

export function liteClient(appId: string, apiKey: string, options?: LiteClientOptions) {
  const backend = resolveBackend();
  if (backend.kind === 'local') return createLocalClient(backend.indexUrl, appId, apiKey);
  return createHostedClient(appId, apiKey, backend.baseUrl, options);
}
