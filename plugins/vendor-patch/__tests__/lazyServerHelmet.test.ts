import {createRequire} from 'node:module';
import {types} from 'node:util';
import React from 'react';
import {renderToString} from 'react-dom/server';
import {afterAll, describe, expect, it} from 'vitest';
import {importPatched, type PatchedImport} from '../testing/importPatched';

const require = createRequire(import.meta.url);

type HelmetModule = typeof import('react-helmet-async');
type HelmetContext = {helmet?: Record<string, {toString: () => string; toComponent: () => unknown}>};

let patched: PatchedImport<HelmetModule> | undefined;
afterAll(() => patched?.remove());

async function loadPatched(): Promise<HelmetModule> {
  patched ??= await importPatched<HelmetModule>(require.resolve('react-helmet-async/lib/index.module.js'), import.meta.dirname, 'helmet');
  return patched.module;
}

/** A page as Docusaurus renders one: several heads, later ones overriding earlier ones, nested. */
function page({Helmet, HelmetProvider}: HelmetModule, context: HelmetContext): string {
  const h = React.createElement;
  return renderToString(
    h(
      HelmetProvider,
      {context},
      h(
        'div',
        null,
        h(Helmet, null, h('html', {lang: 'en', dir: 'ltr'}), h('title', null, 'Site'), h('meta', {name: 'description', content: 'Site description'})),
        h(
          'main',
          null,
          h(Helmet, null, h('title', null, 'Player | Site'), h('meta', {property: 'og:title', content: 'Player'}), h('link', {rel: 'canonical', href: 'https://example.com/docs/player'})),
          h(Helmet, {htmlAttributes: {class: 'docs-doc-page'}}, h('meta', {name: 'description', content: 'Embed videos'}), h('script', {type: 'application/ld+json'}, '{"@type":"BreadcrumbList"}')),
          h('p', null, 'Body'),
        ),
        h(Helmet, {bodyAttributes: {class: 'navigation-with-keyboard'}}, h('link', {rel: 'alternate', hrefLang: 'en', href: 'https://example.com/docs/player'})),
      ),
    ),
  );
}

const FIELDS = ['htmlAttributes', 'bodyAttributes', 'title', 'meta', 'link', 'script', 'base', 'noscript', 'style', 'priority'];

describe('react-helmet-async on the server, patched to format the head once', () => {
  it('renders the same page and the same head tags as the published module', async () => {
    const patched = await loadPatched();
    const original = require('react-helmet-async') as HelmetModule;
    const before: HelmetContext = {};
    const after: HelmetContext = {};
    expect(page(patched, after)).toBe(page(original, before));
    for (const field of FIELDS) {
      expect(String(after.helmet?.[field]), field).toBe(String(before.helmet?.[field]));
      expect(after.helmet?.[field]?.toComponent(), field).toEqual(before.helmet?.[field]?.toComponent());
    }
    expect(after.helmet?.title?.toString()).toContain('Player | Site');
    expect(Object.keys(after.helmet ?? {}).sort()).toEqual(Object.keys(before.helmet ?? {}).sort());
    expect('meta' in (after.helmet ?? {})).toBe(true);
  });

  it('reduces the heads once, when the page head is read, not once per <Head>', async () => {
    const h = React.createElement;
    /** What the provider is handed: a computed head (a plain object) or the patch's stand-in (a proxy). */
    const count = ({Helmet, HelmetProvider}: HelmetModule) => {
      const handed: ('computed' | 'stand-in')[] = [];
      let current: HelmetContext['helmet'];
      const context = {} as HelmetContext;
      Object.defineProperty(context, 'helmet', {
        get: () => current,
        set: (value: HelmetContext['helmet']) => {
          handed.push(types.isProxy(value) ? 'stand-in' : 'computed');
          current = value;
        },
      });
      const heads = ['a', 'b', 'c', 'd'].map((title) => h(Helmet, {key: title}, h('title', null, title)));
      renderToString(h(HelmetProvider, {context}, ...heads));
      const render = [...handed];
      const title = context.helmet?.title?.toString();
      const firstRead = handed.slice(render.length);
      context.helmet?.meta?.toString();
      return {render, firstRead, secondRead: handed.slice(render.length + firstRead.length), title};
    };
    const original = count(require('react-helmet-async') as HelmetModule);
    const patched = count(await loadPatched());
    expect(patched.title).toBe(original.title);
    expect(patched.title).toContain('d');
    // The provider starts with an empty head; then the published module computes the head at each
    // of the four <Head>s, the patched one hands over stand-ins and computes once, at the first read.
    expect(original.render).toEqual(['computed', 'computed', 'computed', 'computed', 'computed']);
    expect(original.firstRead).toEqual([]);
    expect(patched.render).toEqual(['computed', 'stand-in', 'stand-in', 'stand-in', 'stand-in']);
    expect(patched.firstRead).toEqual(['computed']);
    expect(patched.secondRead).toEqual([]);
  });
});
