import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {installCommands} from '../../../../lib/packageManagerCommands';
import ParamTable, {Param} from '../ParamTable';
import {AvailableFrom, Deprecated, formatVersion} from '../VersionBadge';

describe('installCommands', () => {
  it('builds the install line of each package manager', () => {
    expect(installCommands({packages: 'remotion @remotion/player'})).toEqual({
      npm: 'npm install remotion @remotion/player',
      yarn: 'yarn add remotion @remotion/player',
      pnpm: 'pnpm add remotion @remotion/player',
      bun: 'bun add remotion @remotion/player',
    });
  });
  it('adds the dev and exact flags in each manager’s spelling', () => {
    expect(installCommands({packages: ' zod ', dev: true, exact: true})).toEqual({
      npm: 'npm install --save-dev --save-exact zod',
      yarn: 'yarn add --dev --exact zod',
      pnpm: 'pnpm add --save-dev --save-exact zod',
      bun: 'bun add --dev --exact zod',
    });
  });
  it('refuses an empty package list', () => {
    expect(() => installCommands({packages: '  '})).toThrow('at least one package');
  });
});

describe('version badges', () => {
  it('normalises versions and rejects anything else', () => {
    expect(formatVersion('4.0.120', 'x')).toBe('v4.0.120');
    expect(formatVersion('v3.0.0', 'x')).toBe('v3.0.0');
    expect(() => formatVersion('4.1', '<AvailableFrom v>')).toThrow('<AvailableFrom v>: "4.1" is not a version');
  });
  it('renders the badge text', () => {
    expect(renderToStaticMarkup(<AvailableFrom v="4.0.1" />)).toContain('Available from v4.0.1');
    expect(renderToStaticMarkup(<Deprecated />)).toContain('>Deprecated<');
    expect(renderToStaticMarkup(<Deprecated since="4.0.0" />)).toContain('Deprecated since v4.0.0');
  });
});

describe('ParamTable', () => {
  it('renders one row per Param, also when MDX wrapped it in a paragraph', () => {
    const html = renderToStaticMarkup(
      <ParamTable caption="Options">
        <Param name="durationInFrames" type="number" required>
          <p>How long the sequence lasts.</p>
        </Param>
        <p>
          <Param name="layout" type="'absolute-fill' | 'none'" default="'absolute-fill'" since="2.0.0">
            Set to none to skip the wrapper.
          </Param>
        </p>
      </ParamTable>,
    );
    expect(html).toContain('<caption');
    expect(html.match(/<tr id="param-/g)).toHaveLength(2);
    expect(html).toContain('<code>durationInFrames</code>');
    expect(html).toContain('required');
    expect(html).toContain('<code>&#x27;absolute-fill&#x27;</code>');
    expect(html).toContain('Available from v2.0.0');
  });
  it('stops the build on a table without rows or a row without a type', () => {
    expect(() => renderToStaticMarkup(<ParamTable>text</ParamTable>)).toThrow('at least one <Param>');
    // @ts-expect-error: the missing type is the point of the test
    expect(() => renderToStaticMarkup(<ParamTable><Param name="a" /></ParamTable>)).toThrow('needs a name and a type');
  });
});
