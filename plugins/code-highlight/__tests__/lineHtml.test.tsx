import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {Highlight, type RenderProps, type Token} from '../client/highlight';
import Prism from '../client/prism';
import {escapeHtml, lineHtml, styleText} from '../client/lineHtml';

const CODE: Record<string, string> = {
  tsx: `import {AbsoluteFill, useCurrentFrame} from 'remotion';

export const Title: React.FC<{text: string}> = ({text}) => {
  const frame = useCurrentFrame();
  // "Quotes" & <angle brackets> & 'apostrophes' in a comment.
  return <AbsoluteFill style={{opacity: frame / 30}}>{text}</AbsoluteFill>;
};`,
  bash: 'npx remotion render src/index.ts Title out/title.mp4 --codec=h264 && echo "done > <here>"',
  css: '.a > b:hover { color: red; content: "&"; }',
  text: 'plain & <simple>',
};

type Line = {tokens: Token[]; getTokenProps: RenderProps['getTokenProps']};

/** The lines of `code` with the functions Highlight gives the theme's CodeBlock. */
function linesOf(language: string, code: string, theme: (typeof themes)[keyof typeof themes] | undefined): Line[] {
  const lines: Line[] = [];
  renderToStaticMarkup(
    <Highlight prism={Prism} language={language} code={code} {...(theme ? {theme} : {})}>
      {({tokens, getTokenProps}) => {
        for (const line of tokens) lines.push({tokens: line, getTokenProps});
        return <></>;
      }}
    </Highlight>,
  );
  return lines;
}

describe('lineHtml', () => {
  for (const [language, code] of Object.entries(CODE)) {
    for (const [name, theme] of [['github', themes.github], ['vsDark', themes.vsDark], ['no theme', undefined]] as const) {
      it(`writes the spans React renders for ${language} with ${name}`, () => {
        const lines = linesOf(language, code, theme);
        expect(lines.length).toBe(code.split('\n').length);
        for (const {tokens, getTokenProps} of lines) {
          const react = renderToStaticMarkup(
            <>
              {tokens.map((token, key) => (
                <span key={key} {...getTokenProps({token})} />
              ))}
            </>,
          );
          expect(lineHtml(tokens, getTokenProps)).toBe(react);
        }
      });
    }
  }

  it('gives up on props it does not write, so React renders the line', () => {
    const token = {types: ['keyword'], content: 'const'};
    expect(lineHtml([token], () => ({className: 'token keyword', children: 'const', 'data-x': '1'}))).toBeNull();
    expect(lineHtml([token], () => ({className: 'token keyword', children: 'const', style: {marginLeft: 4}}))).toBeNull();
    expect(lineHtml([token], () => ({className: 'token keyword', children: 'const', style: {'--x': 'red'}}))).toBeNull();
    expect(lineHtml([token], () => ({className: 'token keyword', children: 7}))).toBeNull();
    expect(lineHtml([token], () => ({className: 'token keyword', children: 'const'}))).toBe('<span class="token keyword">const</span>');
  });
});

describe('styleText', () => {
  it('writes styles as React does', () => {
    const style = {fontStyle: 'italic', color: ' #999988 ', opacity: 0.7, fontWeight: 'bold', textDecorationLine: 'underline', backgroundColor: undefined, zIndex: 0};
    expect(`style="${styleText(style)}"`).toBe(/^<span (style="[^"]*")/.exec(renderToStaticMarkup(<span style={style} />))![1]);
    expect(styleText({})).toBe('');
  });

  it('leaves numbers with units and custom properties to React', () => {
    expect(styleText({width: 4})).toBeNull();
    expect(styleText({'--prism-color': 'red'} as React.CSSProperties)).toBeNull();
  });
});

describe('escapeHtml', () => {
  it('escapes the characters React escapes', () => {
    const text = `a "b" & 'c' <d>`;
    expect(`<b>${escapeHtml(text)}</b>`).toBe(renderToStaticMarkup(<b>{text}</b>));
  });
});
