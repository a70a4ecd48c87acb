import {describe, expect, it} from 'vitest';
import {jsxAttribute, jsxProps} from '../mdxJsx';
import {COMMAND_PROPS, tabCommands} from '../../../lib/packageManagerCommands';

const element = (attributes: Record<string, unknown>) => ({
  attributes: Object.entries(attributes).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
});
const expression = (value: string) => ({type: 'mdxJsxAttributeValueExpression', value});

describe('jsxAttribute', () => {
  it('reads strings, bare booleans and literal expressions, and nothing else', () => {
    const node = element({a: 'x', b: null, c: expression('false'), d: expression(" 'y' "), e: expression('someVariable')});
    expect(['a', 'b', 'c', 'd', 'e', 'missing'].map((name) => jsxAttribute(node, name))).toEqual(['x', true, false, 'y', undefined, undefined]);
  });
});

describe('tabCommands from MDX props', () => {
  it('gives install commands for packages, and spelled commands otherwise', () => {
    expect(tabCommands(jsxProps(element({packages: 'remotion', dev: null}), COMMAND_PROPS)).npm).toBe('npm install --save-dev remotion');
    expect(tabCommands(jsxProps(element({npm: 'npx create-video', bun: 'bun create video'}), COMMAND_PROPS))).toEqual({npm: 'npx create-video', bun: 'bun create video'});
  });
});
