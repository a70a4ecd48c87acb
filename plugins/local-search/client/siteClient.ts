import {resolveBackend} from './backend';
import type {SearchClientSurface} from './localClient';
import {loadHostedClient, loadLocalClient} from './loadClients';

/**
 * The site's search client for code other than the DocSearch modal (the Ask AI panel): the
 * embedded index, Algolia, or a test stand-in, whichever the modal uses. Its code arrives in
 * the same lazy chunks as the modal's client.
 */
export async function loadSiteSearchClient(appId: string, apiKey: string): Promise<SearchClientSurface> {
  const backend = resolveBackend();
  if (backend.kind === 'local') return (await loadLocalClient()).createLocalClient(backend.indexUrl, appId, apiKey);
  return (await loadHostedClient()).createHostedClient(appId, apiKey, backend.baseUrl);
}
