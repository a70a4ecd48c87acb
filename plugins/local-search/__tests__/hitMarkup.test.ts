import React from 'react';
import {describe, expect, it} from 'vitest';
import {hitMarkup, treeLinePath, type ModalHit} from '../client/hitMarkup';

// tests/e2e/search-hit-markup.spec.ts compares the markup with DocSearch's own rendering in the
// browser; these cases cover the choices made before any markup is written.

const live = (fields: Partial<ModalHit>): ModalHit => ({
  url: '/docs/player',
  type: 'lvl2',
  content: null,
  hierarchy: {lvl0: 'Docs', lvl1: 'Player', lvl2: 'Props'},
  _snippetResult: {hierarchy: {lvl1: {value: '<mark>Pla</mark>yer'}, lvl2: {value: 'Props'}}},
  ...fields,
});

/** DocSearch's element tree for a result under a page result, in the shape it builds it. */
function childResult(lastOfItsPage: boolean) {
  const line = React.createElement('path', {d: lastOfItsPage ? 'M8 6v21M20 27H8.3' : 'M8 6v42M20 27H8.3'});
  const tree = React.createElement('svg', {className: 'DocSearch-Hit-Tree', viewBox: '0 0 24 54'}, React.createElement('g', {stroke: 'currentColor'}, line));
  const icon = React.createElement('div', {className: 'DocSearch-Hit-icon'});
  return React.createElement('div', {className: 'DocSearch-Hit-Container'}, React.createElement(React.Fragment, null, tree, icon), false, React.createElement('div', {className: 'DocSearch-Hit-action'}));
}

describe('hitMarkup', () => {
  it('leaves stored results (no snippets, their own buttons) and unknown kinds to DocSearch', () => {
    expect(hitMarkup(live({_snippetResult: undefined}))).toBeNull();
    expect(hitMarkup(live({type: 'askAI'}))).toBeNull();
    expect(hitMarkup(live({type: undefined}))).toBeNull();
  });

  it('writes a heading result with its title and page snippets and the select icon', () => {
    const markup = hitMarkup(live({}))!;
    expect(markup).toMatch(/^<div class="DocSearch-Hit-Container"><div class="DocSearch-Hit-icon"><svg /);
    expect(markup).toContain('<span class="DocSearch-Hit-title">Props</span><span class="DocSearch-Hit-path"><mark>Pla</mark>yer</span>');
    expect(markup).toContain('class="DocSearch-Hit-Select-Icon"');
    expect(markup).not.toContain('DocSearch-Hit-Tree');
  });

  it('draws a nested result with the tree line DocSearch chose for it, or leaves it to DocSearch', () => {
    const nested = live({__docsearch_parent: {objectID: 'page'}});
    expect(hitMarkup(nested)).toBeNull();
    for (const last of [true, false]) {
      const path = treeLinePath(childResult(last));
      expect(path).toBe(last ? 'M8 6v21M20 27H8.3' : 'M8 6v42M20 27H8.3');
      expect(hitMarkup(nested, path)).toContain(`<svg class="DocSearch-Hit-Tree" viewBox="0 0 24 54">`);
      expect(hitMarkup(nested, path)).toContain(`<path d="${path}"></path>`);
    }
  });

  it('finds no tree line in a result that has none', () => {
    const plain = React.createElement('div', {className: 'DocSearch-Hit-Container'}, React.createElement('div', {className: 'DocSearch-Hit-icon'}));
    expect(treeLinePath(plain)).toBeUndefined();
    expect(treeLinePath(null)).toBeUndefined();
    expect(treeLinePath('text')).toBeUndefined();
  });
});
