import {describe, expect, it} from 'vitest';
import {matchPath} from 'react-router';
import {sidebarOfPath, type DocsPluginData} from '../sidebarOfPath';

const data: DocsPluginData = {
  versions: [
    {
      docs: [
        {path: '/docs/', sidebar: 'mainSidebar'},
        {path: '/docs/player', sidebar: 'apiSidebar'},
        {path: '/docs/player/player', sidebar: 'apiSidebar'},
        {path: '/docs/Render-Media', sidebar: 'apiSidebar'},
        {path: '/docs/orphan'},
      ],
    },
  ],
};

/** The theme's lookup: the first doc whose path matches exactly (react-router rules). */
const themeLookup = (pathname: string) => data.versions[0]!.docs.find((doc) => matchPath(pathname, {path: doc.path, exact: true, strict: false}))?.sidebar;

describe('sidebarOfPath', () => {
  it('finds the sidebar of the page at a path the way the theme does', () => {
    const paths = ['/docs/', '/docs', '/docs/player', '/docs/player/', '/docs/PLAYER', '/docs/player/player', '/docs/render-media', '/docs/orphan', '/docs/unknown', '/', '/blog/post', '/docs/player/player/x'];
    for (const pathname of paths) expect(sidebarOfPath(data, pathname), pathname).toBe(themeLookup(pathname));
    expect(sidebarOfPath(data, '/docs/player/')).toBe('apiSidebar');
    expect(sidebarOfPath(data, '/docs')).toBe('mainSidebar');
  });

  it('builds its table once per data object', () => {
    const copy: DocsPluginData = {versions: [{docs: [{path: '/a', sidebar: 's'}]}]};
    expect(sidebarOfPath(copy, '/a')).toBe('s');
    copy.versions[0]!.docs.push({path: '/b', sidebar: 't'});
    // Global data never changes at runtime; the table is not rebuilt.
    expect(sidebarOfPath(copy, '/b')).toBeUndefined();
  });
});
