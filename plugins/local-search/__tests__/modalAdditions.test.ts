import {describe, expect, it} from 'vitest';
import {observeSearchResults, resultCountFor} from '../client/modalAdditions';

type Search = (call: unknown) => Promise<unknown>;

describe('search results observer', () => {
  it('remembers each query’s own result count', async () => {
    const search: Search = async () => ({results: [{query: 'render', nbHits: 42, hits: [{hierarchy: {lvl0: 'Docs'}}]}]});
    const client = observeSearchResults({search});
    await client.search({requests: [{indexName: 'i', query: 'render'}]});
    expect(resultCountFor('render')).toBe(42);
  });

  it('answers a failed search with empty results in the shape of the call', async () => {
    const search: Search = async () => {
      throw Object.assign(new Error('offline'), {name: 'RetryError'});
    };
    const client = observeSearchResults({search});
    const modern = (await client.search({requests: [{indexName: 'i', query: 'a'}, {indexName: 'i', query: 'b'}]})) as {results: {hits: unknown[]; query: string}[]};
    expect(modern.results.map((result) => [result.query, result.hits.length])).toEqual([['a', 0], ['b', 0]]);
    const legacy = (await client.search([{indexName: 'i', params: {query: 'c'}}])) as {results: {query: string}[]};
    expect(legacy.results[0]?.query).toBe('c');
  });
});
