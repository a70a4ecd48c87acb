import {describe, expect, it} from 'vitest';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';
import {descriptionsByPermalink, unlistedTrails, withoutVersionDocs} from '../index';

function versionRoute(): RouteConfig {
  return {
    path: '/docs',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/docs',
        component: '@theme/DocVersionRoot',
        props: {
          version: {
            version: 'current',
            docsSidebars: {mainSidebar: [{type: 'link', href: '/docs/player', label: 'Player', docId: 'player'}]},
            docs: {player: {id: 'player', title: 'Player', description: 'Embed a composition in a React app.', sidebar: 'mainSidebar'}},
          },
        },
        routes: [{path: '/docs/player', component: '@theme/DocItem', exact: true, sidebar: 'mainSidebar'}],
      },
    ],
  };
}

describe('withoutVersionDocs', () => {
  it('empties the docs map of version metadata at any depth and keeps the sidebars', () => {
    const slim = withoutVersionDocs(versionRoute());
    const version = slim.routes?.[0]?.props?.version as Record<string, unknown>;
    expect(version.docs).toEqual({});
    expect(version.docsSidebars).toEqual((versionRoute().routes?.[0]?.props?.version as Record<string, unknown>).docsSidebars);
    expect(version.version).toBe('current');
    expect(slim.routes?.[0]?.routes).toEqual(versionRoute().routes?.[0]?.routes);
  });

  it('leaves routes without version metadata as they are', () => {
    const route: RouteConfig = {path: '/docs/tags', component: '@theme/DocTagsListPage', props: {tags: [{label: 'a'}]}, exact: true};
    expect(withoutVersionDocs(route)).toEqual(route);
  });

  it('does not change the route it is given', () => {
    const route = versionRoute();
    withoutVersionDocs(route);
    expect(route).toEqual(versionRoute());
  });
});

describe('descriptionsByPermalink', () => {
  it('maps each doc permalink of every version to its description, skipping empty ones', () => {
    const content = {
      loadedVersions: [
        {docs: [{permalink: '/docs/player', description: 'Embed a composition.'}, {permalink: '/docs/empty', description: ''}]},
        {docs: [{permalink: '/docs/3.x/player', description: 'The Player in version 3.'}]},
      ],
    } as unknown as LoadedContent;
    expect(descriptionsByPermalink(content)).toEqual({
      '/docs/player': 'Embed a composition.',
      '/docs/3.x/player': 'The Player in version 3.',
    });
  });
});

describe('unlistedTrails', () => {
  it('gives each doc in no sidebar the docs above it by URL, by crumb or title', () => {
    const doc = (permalink: string, title: string, sidebar?: string, frontMatter: Record<string, unknown> = {}) => ({permalink, title, sidebar, frontMatter});
    const content = {
      loadedVersions: [
        {
          path: '/docs',
          docs: [
            doc('/docs/', 'Getting started', 'mainSidebar'),
            doc('/docs/lambda', 'Remotion Lambda', 'mainSidebar', {sidebar_label: 'Overview', crumb: 'Lambda'}),
            doc('/docs/captions', 'Captions', 'apiSidebar', {sidebar_label: 'Overview'}),
            doc('/docs/captions/old', 'An old captions page'),
            doc('/docs/lambda/sqs', 'Using Lambda with SQS'),
            doc('/docs/lambda/legacy/old', 'An old page'),
            doc('/docs/null', 'Null'),
            doc('/docs/player', 'Player', 'mainSidebar'),
          ],
        },
      ],
    } as unknown as LoadedContent;
    expect(unlistedTrails(content)).toEqual({
      '/docs/lambda/sqs': [{label: 'Lambda', href: '/docs/lambda'}],
      '/docs/lambda/legacy/old': [{label: 'Lambda', href: '/docs/lambda'}],
      '/docs/captions/old': [{label: 'Captions', href: '/docs/captions'}],
      '/docs/null': [],
    });
  });
});
