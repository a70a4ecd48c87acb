import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {matchStaticPath} from '../client/matchStaticPath';

const require = createRequire(import.meta.url);
type MatchOptions = {path?: string | string[]; exact?: boolean; strict?: boolean; sensitive?: boolean};
type MatchPath = (pathname: unknown, options?: MatchOptions | string | string[]) => unknown;
// The published CommonJS build, unpatched: the reference.
const {matchPath} = require('react-router') as {matchPath: MatchPath};
const {PATCHES} = require('../patchLoader.cjs') as {PATCHES: {file: RegExp; replacements: {find: string; replace: string}[]}[]};

/**
 * react-router's matchPath with the lines the loader inserts into it (taken from PATCHES, so the
 * test runs the shipped text), in front of the original.
 */
function patchedMatchPath(): MatchPath {
  const patch = PATCHES.find((candidate) => candidate.file.test('/site/node_modules/react-router/esm/react-router.js'));
  const inserted = patch?.replacements.find(({find}) => find.includes('[].concat(path)'));
  if (!inserted) throw new Error('no matchPath replacement in PATCHES');
  const fastPath = inserted.replace.slice(0, inserted.replace.indexOf('  var paths = [].concat(path);'));
  const body = [
    'if (options === void 0) options = {};',
    'if (typeof options === "string" || Array.isArray(options)) options = {path: options};',
    'var path = options.path, exact = options.exact === void 0 ? false : options.exact;',
    'var strict = options.strict === void 0 ? false : options.strict, sensitive = options.sensitive === void 0 ? false : options.sensitive;',
    fastPath,
    'return original(pathname, options);',
  ].join('\n');
  return new Function('__matchStaticPath', 'original', `return function matchPath(pathname, options) {\n${body}\n}`)(matchStaticPath, matchPath) as MatchPath;
}

const PATHS = [
  '', '/', '/docs', '/docs/', '/docs/player', '/docs/player/', '/Docs/Player', '/docs//', '/blog/1-1', '/blog/page/2',
  '/a.b', '/a+b', '/a?b', '/a$b', '/a[b]', '/a|b', '/x/:id', '/x/:id?', '/files/*', '/(foo)', '/a\\.b', '/é', '/docs/player.html', '/k',
];
const PATHNAMES = [
  '', '/', '//', '/docs', '/docs/', '/docs//', '/DOCS', '/Docs/', '/docs/player', '/docs/player/', '/docs/player//', '/docs/Player',
  '/docs/players', '/docs/player/api', '/docs/player.html', '/docsx', '/doc', '/blog/1-1', '/blog/1-10', '/blog/page/2/', '/a.b', '/aXb',
  '/a+b', '/aab', '/a?b', '/a$b', '/a[b]', '/a|b', '/x/1', '/x/', '/files/a/b', '/foo', '/é', '/É', '/docs/İ', '/ſ', '/docs/ſ', '/docſ',
  // The Kelvin sign: toLowerCase() makes it "k", the expression's case folding does not.
  '/\u212a',
];

describe('matchStaticPath, as patched into react-router matchPath', () => {
  const patched = patchedMatchPath();

  it('answers exactly as the regular expression does, for every option combination', () => {
    let compared = 0;
    for (const path of PATHS) {
      for (const pathname of PATHNAMES) {
        for (const exact of [false, true]) {
          for (const strict of [false, true]) {
            for (const sensitive of [false, true]) {
              const options = {path, exact, strict, sensitive};
              expect(patched(pathname, options), JSON.stringify({pathname, ...options})).toEqual(matchPath(pathname, options));
              compared++;
            }
          }
        }
      }
    }
    expect(compared).toBe(PATHS.length * PATHNAMES.length * 8);
  });

  it('takes the string path only for paths without pattern syntax, ASCII throughout', () => {
    expect(matchStaticPath('/docs/player/', '/docs/player', true)).toEqual({path: '/docs/player', url: '/docs/player/', isExact: true, params: {}});
    expect(matchStaticPath('/DOCS/player/api', '/docs', false)).toEqual({path: '/docs', url: '/DOCS', isExact: false, params: {}});
    expect(matchStaticPath('/docs/player/api', '/docs', true)).toBeNull();
    expect(matchStaticPath('/', '/', false)).toEqual({path: '/', url: '/', isExact: true, params: {}});
    // Left to the regular expression:
    expect(matchStaticPath('/x/1', '/x/:id', true)).toBeUndefined();
    expect(matchStaticPath('/files/a', '/files/*', false)).toBeUndefined();
    expect(matchStaticPath('/é', '/é', true)).toBeUndefined();
    expect(matchStaticPath('/docs/İ', '/docs', false)).toBeUndefined();
    expect(matchStaticPath(undefined, '/docs', false)).toBeUndefined();
  });

  it('keeps react-router\'s other call shapes: a string, an array of paths, no path', () => {
    for (const [pathname, options] of [
      ['/docs/', '/docs'],
      ['/blog/1-1', ['/docs', '/blog/1-1']],
      ['/docs', {}],
      ['/docs', {path: undefined, exact: true}],
    ] as [string, MatchOptions | string | string[]][]) {
      expect(patched(pathname, options)).toEqual(matchPath(pathname, options));
    }
  });
});
