import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const REACT_UTILS = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');

describe('@docusaurus/theme-common useShallowMemoObject, patched', () => {
  it('orders the keys by code unit, without localeCompare, the same whatever order they came in', () => {
    const source = fs.readFileSync(REACT_UTILS, 'utf8');
    const hook = source.slice(source.indexOf('export function useShallowMemoObject(obj) {'));
    // (The module has JSX, which Node cannot load: the comparator is evaluated on its own.)
    const comparator = /deps\.sort\((\(a, b\) => [^;]*)\);/.exec(hook)?.[1];
    expect(comparator).toBeDefined();
    expect(comparator).not.toContain('localeCompare');
    const compare = new Function(`return ${comparator}`)() as (a: [string], b: [string]) => number;
    const sorted = (keys: string[]) => keys.map((key): [string] => [key]).sort(compare).map(([key]) => key);
    expect(sorted(['subtree', 'childList', 'attributes'])).toEqual(['attributes', 'childList', 'subtree']);
    expect(sorted(['attributes', 'subtree', 'childList'])).toEqual(sorted(['childList', 'attributes', 'subtree']));
    expect(sorted(['b', 'B', 'a'])).toEqual(['B', 'a', 'b']);
  });
});
