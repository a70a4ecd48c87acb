import {describe, expect, it} from 'vitest';
import {fuseHits, groupHits, keywordsOf, queriesFor, retrievePassages, snippetParts, type PassageSearchClient} from '../client/retrieve';

const hit = (id: string, url: string, lvl1: string, lvl2: string | null, content: string) => ({
  objectID: id,
  type: 'content',
  url,
  content,
  hierarchy: {lvl0: 'Lambda', lvl1, lvl2},
  _snippetResult: {content: {value: `${content.slice(0, 5)}\u0002${content.slice(5, 10)}\u0003&amp;more`}},
});

describe('keywordsOf', () => {
  it('drops filler words so that topic words decide the ranking', () => {
    expect(keywordsOf('How do I render a video on AWS Lambda?')).toBe('render video aws lambda');
    expect(keywordsOf('What is the default codec of renderMedia()?')).toBe('default codec rendermedia');
    expect(keywordsOf('how do I')).toBe('how do I');
  });
});

describe('queriesFor and fuseHits', () => {
  it('adds one query per left-out keyword for three to six keywords', () => {
    expect(queriesFor('player')).toEqual(['player']);
    expect(queriesFor('embed react player')).toEqual(['embed react player', 'react player', 'embed player', 'embed react']);
    expect(queriesFor('a b c d e f g')).toEqual(['a b c d e f g']);
  });

  it('ranks what most queries agree on first, the full query counting double', () => {
    const ids = (...list: string[]) => list.map((objectID) => ({objectID}));
    const fused = fuseHits([ids('a', 'b'), ids('c', 'b'), ids('c', 'b'), ids('c')]);
    expect(fused.map((hit) => hit.objectID)).toEqual(['b', 'c', 'a']);
  });
});

describe('snippetParts', () => {
  it('splits marked text and unescapes entities', () => {
    expect(snippetParts('a \u0002b\u0003 &lt;c&gt; &amp; d')).toEqual([
      {text: 'a ', match: false},
      {text: 'b', match: true},
      {text: ' <c> & d', match: false},
    ]);
  });
});

describe('groupHits', () => {
  it('numbers passages in rank order and groups them by page', () => {
    const hits = [
      hit('1', 'https://site/docs/lambda#setup', 'Lambda', 'Setup', 'Create a role first.'),
      hit('2', 'https://site/docs/player', 'Player', null, 'The Player embeds.'),
      hit('3', 'https://site/docs/lambda#render', 'Lambda', 'Render', 'Call renderMediaOnLambda.'),
    ];
    const {passages, pages} = groupHits(hits, 8);
    expect(passages.map((p) => [p.number, p.path])).toEqual([
      [1, '/docs/lambda#setup'],
      [2, '/docs/player'],
      [3, '/docs/lambda#render'],
    ]);
    expect(pages.map((p) => [p.path, p.title, p.passages.map((x) => x.number)])).toEqual([
      ['/docs/lambda', 'Lambda', [1, 3]],
      ['/docs/player', 'Player', [2]],
    ]);
    expect(passages[1]!.heading).toBeNull();
    expect(groupHits(hits, 2).passages).toHaveLength(2);
  });
});

describe('retrievePassages', () => {
  it('asks the search client with the keywords and snippet settings', async () => {
    const calls: unknown[] = [];
    const client: PassageSearchClient = {
      async search(call) {
        calls.push(call);
        return {results: [{hits: [hit('1', 'https://site/docs/a#b', 'A', 'B', 'Some text here.')]}]};
      },
    };
    const result = await retrievePassages(client, 'remotion-docs', 'How can I use the Player?');
    expect(result.query).toBe('player');
    expect(result.pages).toHaveLength(1);
    expect(calls).toEqual([
      {requests: [expect.objectContaining({indexName: 'remotion-docs', query: 'player', attributesToSnippet: ['content:24']})]},
    ]);
  });
});
