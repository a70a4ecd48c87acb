import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {liteClient} from 'algoliasearch/lite';
import {hostsFor} from '../client/hostedClient';
import {withRules} from '../client/requests';
import {startAlgoliaStandIn, type AlgoliaStandIn} from '../testing/algoliaStandIn';
import type {LocalSearchResult} from '../engine/query';
import {SITE_URL, allFixtureRecords} from './fixtures';

// The lite client as hosted mode builds it (Node's build here; the browser build differs only
// in its HTTP requester), wrapped with the site's request rules, against a stand-in server.
let standIn: AlgoliaStandIn;

beforeAll(async () => {
  standIn = await startAlgoliaStandIn(allFixtureRecords(), SITE_URL);
});
afterAll(() => standIn.close());

const client = () => withRules(liteClient('APP123', 'search-key', {hosts: hostsFor(standIn.url)}));

describe('hosted mode client', () => {
  it('sends the modal call shape to POST /1/indexes/*/queries with the rules applied', async () => {
    const long = `composition ${'x'.repeat(80)}`;
    const response = await client().search({requests: [{indexName: 'remotion', query: long, hitsPerPage: 20, attributesToSnippet: ['content:10']}]});
    const request = standIn.requests.at(-1);
    expect(request?.path).toBe('/1/indexes/*/queries');
    expect(request?.queries[0]).toMatchObject({indexName: 'remotion', query: long.slice(0, 64)});
    expect((response.results[0] as unknown as LocalSearchResult).hits.length).toBeGreaterThan(0);
  });

  it('sends the search page call shape with 20 hits a page', async () => {
    await client().search([{indexName: 'remotion', params: {query: 'render', hitsPerPage: 15}}]);
    expect(standIn.requests.at(-1)?.queries[0]).toMatchObject({query: 'render', hitsPerPage: 20});
  });

  it('fails with a RetryError when the host cannot be reached', async () => {
    const unreachable = withRules(liteClient('APP123', 'search-key', {hosts: hostsFor('http://127.0.0.1:9'), timeouts: {connect: 500, read: 500, write: 500}}));
    await expect(unreachable.search({requests: [{indexName: 'remotion', query: 'render'}]})).rejects.toMatchObject({name: 'RetryError'});
  });
});
