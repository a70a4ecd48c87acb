import {createRequire} from 'node:module';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {matchStaticPath} from '../client/matchStaticPath';
import {importPatched, type PatchedImport} from '../testing/importPatched';

const require = createRequire(import.meta.url);
type MatchOptions = {path?: string | string[]; exact?: boolean; strict?: boolean; sensitive?: boolean};
type MatchPath = (pathname: unknown, options?: MatchOptions | string | string[]) => unknown;
// The published CommonJS build, unpatched: the reference.
const {matchPath} = require('react-router') as {matchPath: MatchPath};

let patchedModule: PatchedImport<{matchPath: MatchPath}> | undefined;
afterAll(() => patchedModule?.remove());

/** react-router's ES module as the loader patches it (the module both bundles use). */
async function patchedMatchPath(): Promise<MatchPath> {
  const published = path.join(path.dirname(require.resolve('react-router/package.json')), 'esm', 'react-router.js');
  patchedModule ??= await importPatched<{matchPath: MatchPath}>(published, import.meta.dirname, 'react-router');
  return patchedModule.module.matchPath;
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
  let patched: MatchPath;
  beforeAll(async () => {
    patched = await patchedMatchPath();
  });

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
