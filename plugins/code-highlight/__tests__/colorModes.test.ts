import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createElement, type CSSProperties} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {codeColors, codeTheme, darkCodeTheme, lightCodeTheme} from '../../../config/prismThemes';
import {tokenize} from '../../../lib/codeTokens';
import {Highlight} from '../client/highlight';
import {colorModeCss, themeForBothModes, variableName, type CodeColorValues, type CodeTheme} from '../colorModes';
import codeHighlightPlugin, {writeColorModeCss} from '../index';
import {sitePrism} from '../precompute';

const ROOT = path.resolve(__dirname, '../../..');
const CONTENT_DIRS = ['docs', 'blog', 'learn', 'success-stories'];
const ADDITIONAL_LANGUAGES = ['bash', 'json', 'diff', 'docker'];

function contentFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every distinct (language, token types) the site's fenced code blocks produce, plus a few languages they may lack. */
function siteTokenTypes(): {language: string; types: string[]}[] {
  const prism = sitePrism(ADDITIONAL_LANGUAGES);
  const seen = new Map<string, {language: string; types: string[]}>();
  const blocks: [string, string][] = [
    ['markup', '<!DOCTYPE html>\n<div class="a">&amp;<![CDATA[x]]></div>'],
    ['html', '<div class="a" style="color: red"><script>const a = `${b}`;</script></div>'],
    ['css', '@media (min-width: 1px) { .a > b:hover { color: #fff !important; } }'],
  ];
  for (const file of CONTENT_DIRS.flatMap((dir) => contentFiles(path.join(ROOT, dir)))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```/gm)) blocks.push([match[1]!.toLowerCase(), match[2]!]);
  }
  for (const [language, code] of blocks) {
    for (const line of tokenize(prism, code, language)) {
      for (const token of line) seen.set(`${language} ${token.types.join(',')}`, {language, types: token.types});
    }
  }
  return [...seen.values()];
}

/** A token's style as the site's Highlight computes it (client/highlight.tsx), for one language. */
function tokenStyle(theme: CodeTheme, language: string, types: string[]): CSSProperties {
  let style: CSSProperties | undefined;
  render(theme, language, types, (computed) => (style = computed));
  return style ?? {};
}

/** Renders one token through Highlight and hands its style to `read`. */
function render(theme: CodeTheme, language: string, types: string[], read: (style: CSSProperties | undefined) => void): void {
  const token = {types, content: 'x'};
  renderToStaticMarkup(
    createElement(Highlight, {
      theme,
      language,
      code: 'x',
      prism: {languages: {}, tokenize: () => [], hooks: {run: () => undefined}},
      children: ({getTokenProps}) => {
        read(getTokenProps({token}).style);
        return createElement('span');
      },
    }),
  );
}

/** A value with var() resolved from `values`: the variable, else its fallback, else unset (undefined). */
function resolve(value: unknown, values: CodeColorValues | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  const match = /^var\((--[\w-]+)(?:,(.*))?\)$/.exec(text);
  if (!match) return text;
  const [, name, fallback] = match;
  if (values && name! in values) return values[name!];
  return fallback ? resolve(fallback, values) : undefined;
}

/** What the browser shows for a token: its colour and font style, the line's (plain) ones where unset. */
function shown(style: CSSProperties, plain: CSSProperties, values?: CodeColorValues): {color: string; fontStyle: string} {
  return {color: resolve(style.color, values) ?? resolve(plain.color, values)!, fontStyle: resolve(style.fontStyle, values) ?? 'normal'};
}

describe('one code theme for both colour modes', () => {
  const tokens = siteTokenTypes();

  it.each([
    ['light', lightCodeTheme, codeColors.light],
    ['dark', darkCodeTheme, codeColors.dark],
  ] as const)('shows every token of the site in the %s colours of the original theme', (_mode, original, values) => {
    expect(tokens.length).toBeGreaterThan(100);
    const differing = tokens.filter(({language, types}) => {
      const expected = shown(tokenStyle(original, language, types), original.plain);
      const actual = shown(tokenStyle(codeTheme, language, types), codeTheme.plain, values);
      return expected.color.toLowerCase() !== actual.color.toLowerCase() || expected.fontStyle !== actual.fontStyle;
    });
    expect(differing).toEqual([]);
  });

  it('writes only variables into the theme, so the markup is the same in both modes', () => {
    const written = [codeTheme.plain, ...codeTheme.styles.map((entry) => entry.style)].flatMap((style) => Object.values(style));
    expect(written.length).toBeGreaterThan(20);
    for (const value of written) expect(value).toMatch(/^var\(--code-[a-z0-9-]+,?\)$/);
    // A variable is left unset only in a mode whose theme has no such style, and then written with an empty fallback.
    const unset = written.filter((value) => String(value).endsWith(',)')).map((value) => /--[\w-]+/.exec(String(value))![0]);
    for (const name of unset) expect(name in codeColors.light && name in codeColors.dark, name).toBe(false);
    expect(unset).toContain('--code-class-name');
    expect(codeColors.light['--code-background']).toBe(lightCodeTheme.plain.backgroundColor);
    expect(codeColors.dark['--code-background']).toBe(darkCodeTheme.plain.backgroundColor);
  });

  it('keeps entries limited to a language as entries for that language, with their own variables', () => {
    const markup = codeTheme.styles.filter((entry) => entry.languages);
    expect(markup.map((entry) => [entry.languages, entry.types])).toEqual([
      [['markup'], ['punctuation']],
      [['markup'], ['tag']],
    ]);
    expect(codeColors.dark['--code-markup-tag']).not.toBe(codeColors.dark['--code-tag']);
    expect(codeColors.light['--code-markup-tag']).toBe(codeColors.light['--code-tag']);
  });

  it('fails loudly on a theme property it cannot carry, and on a type that is no CSS name', () => {
    const plain = {color: '#000', backgroundColor: '#fff'};
    expect(() => themeForBothModes({plain, styles: [{types: ['a'], style: {textShadow: '0 0 1px red'}}]}, {plain, styles: []})).toThrow(/"textShadow"/);
    expect(() => variableName('a b', 'color')).toThrow(/"a b"/);
    expect(() => themeForBothModes({plain: {...plain, fontFamily: 'x'}, styles: []}, {plain, styles: []})).toThrow(/"fontFamily"/);
  });

  it('ships the values as a style sheet per data-theme, written once, as a client module of the plugin', () => {
    const css = colorModeCss(codeColors);
    expect(css).toContain(`[data-theme='light'] {\n  --code-color: ${lightCodeTheme.plain.color};`);
    expect(css).toContain(`[data-theme='dark'] {\n  --code-color: ${darkCodeTheme.plain.color};`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-highlight-'));
    try {
      const file = writeColorModeCss(dir, codeColors);
      expect(fs.readFileSync(file, 'utf8')).toBe(css);
      const earlier = new Date('2020-01-01T00:00:00Z');
      fs.utimesSync(file, earlier, earlier);
      writeColorModeCss(dir, codeColors);
      expect(fs.statSync(file).mtime).toEqual(earlier);
      const plugin = codeHighlightPlugin({generatedFilesDir: dir} as never, {colors: codeColors});
      expect(plugin.getClientModules?.()).toEqual([file]);
      expect(() => codeHighlightPlugin({generatedFilesDir: dir} as never, {} as never)).toThrow(/colors/);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
