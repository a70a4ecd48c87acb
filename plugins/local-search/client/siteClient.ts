import {resolveBackend} from './backend';
import type {SearchClientSurface} from './localClient';

/**
 * The site's search client for code other than the DocSearch modal (the Ask AI panel): the
 * embedded index, Algolia, or a test stand-in, whichever the modal uses. Its code arrives in
 * the same lazy chunk as the modal's client.
 */
export async function loadSiteSearchClient(appId: string, apiKey: string): Promise<SearchClientSurface> {
  const backend = resolveBackend();
  const clients = await import('./loadClients');
  return backend.kind === 'local'
    ? clients.createLocalClient(backend.indexUrl, appId, apiKey)
    : clients.createHostedClient(appId, apiKey, backend.baseUrl);
}
