import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
// The ES module build, as patched (the one the site's bundles use).
import {matchPath as patched} from 'react-router/esm/react-router.js';

const require = createRequire(import.meta.url);
type MatchOptions = {path?: string | string[]; exact?: boolean; strict?: boolean; sensitive?: boolean};
type MatchPath = (pathname: unknown, options?: MatchOptions | string | string[]) => unknown;
// The CommonJS build, not patched: the reference.
const {matchPath} = require('react-router') as {matchPath: MatchPath};
const patchedMatchPath = patched as MatchPath;

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

describe('react-router matchPath, patched with a string comparison for static paths', () => {
  it('answers exactly as the published matchPath, for every option combination', () => {
    expect(String(patchedMatchPath)).toContain('matchStaticPath(pathname, path, exact)');
    let compared = 0;
    for (const path of PATHS) {
      for (const pathname of PATHNAMES) {
        for (const exact of [false, true]) {
          for (const strict of [false, true]) {
            for (const sensitive of [false, true]) {
              const options = {path, exact, strict, sensitive};
              expect(patchedMatchPath(pathname, options), JSON.stringify({pathname, ...options})).toEqual(matchPath(pathname, options));
              compared++;
            }
          }
        }
      }
    }
    expect(compared).toBe(PATHS.length * PATHNAMES.length * 8);
  });

  it("keeps react-router's other call shapes: a string, an array of paths, no path, no pathname", () => {
    for (const [pathname, options] of [
      ['/docs/', '/docs'],
      ['/blog/1-1', ['/docs', '/blog/1-1']],
      ['/docs', {}],
      ['/docs', {path: undefined, exact: true}],
      [undefined, {path: '/docs'}],
    ] as [string, MatchOptions | string | string[]][]) {
      expect(patchedMatchPath(pathname, options)).toEqual(matchPath(pathname, options));
    }
  });

  it('takes the string comparison before the regular expression, for static paths only', () => {
    const installed = fs.readFileSync(path.join(path.dirname(require.resolve('react-router/package.json')), 'esm', 'react-router.js'), 'utf8');
    const body = installed.slice(installed.indexOf('function matchPath(pathname, options) {'));
    const call = body.indexOf('matchStaticPath(pathname, path, exact)');
    expect(call).toBeGreaterThan(body.indexOf('_options.sensitive'));
    expect(call).toBeLessThan(body.indexOf('regexp.exec(pathname)'));
    expect(body).toContain('if (typeof path === "string" && !strict && !sensitive) {');
    // A self-contained patch: nothing imported from outside the package.
    expect(installed.match(/^import .*$/gm)).toEqual([
      "import _inheritsLoose from '@babel/runtime/helpers/esm/inheritsLoose';",
      "import React from 'react';",
      "import PropTypes from 'prop-types';",
      "import { createMemoryHistory, createLocation, locationsAreEqual, createPath } from 'history';",
      "import warning from 'tiny-warning';",
      "import invariant from 'tiny-invariant';",
      "import _extends from '@babel/runtime/helpers/esm/extends';",
      "import pathToRegexp from 'path-to-regexp';",
      "import { isValidElementType } from 'react-is';",
      "import _objectWithoutPropertiesLoose from '@babel/runtime/helpers/esm/objectWithoutPropertiesLoose';",
      "import hoistStatics from 'hoist-non-react-statics';",
    ]);
  });
});
