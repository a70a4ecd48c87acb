import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import * as original from 'prism-react-renderer';
import {Highlight, normalizeTokens, type RenderProps} from '../client/highlight';
import Prism from '../client/prism';
import {registerTokens, packTokens, tokenize} from '../../../lib/codeTokens';
import {clientModuleAlias, highlightAlias} from '../index';

const SAMPLES: Record<string, string> = {
  tsx: `import {AbsoluteFill, useCurrentFrame} from 'remotion';

export const Intro: React.FC<{title: string}> = ({title}) => {
  const frame = useCurrentFrame();
  // Fade in over a second.
  return <AbsoluteFill style={{opacity: frame / 30}}>{title}</AbsoluteFill>;
};
`,
  ts: `type Props = {fps: number};\nexport const seconds = (frames: number, {fps}: Props): number => frames / fps;\n\n\nconst x = \`\${seconds(30, {fps: 30})} s\`;`,
  js: 'const a = /ab+c/gi; // regex\nexport default a;',
  html: '<div class="x">\n  <script>let a = 1;</script>\n</div>',
  css: '.a > b:hover { color: red; }\n',
  text: 'plain\n\ntext',
};

function render(Component: typeof Highlight | typeof original.Highlight, language: string, code: string, theme: original.PrismTheme, prism?: typeof Prism) {
  return renderToStaticMarkup(
    <Component theme={theme} language={language} code={code} {...(prism ? {prism} : {})}>
      {({className, style, tokens, getLineProps, getTokenProps}: RenderProps) => (
        <pre className={className} style={style}>
          {tokens.map((line, i) => (
            <div key={i} {...getLineProps({line, className: 'extra'})}>
              {line.map((token, key) => (
                <span key={key} {...getTokenProps({token})} />
              ))}
            </div>
          ))}
        </pre>
      )}
    </Component>,
  );
}

describe('Highlight', () => {
  for (const [language, code] of Object.entries(SAMPLES)) {
    for (const [themeName, theme] of Object.entries({github: original.themes.github, vsDark: original.themes.vsDark})) {
      it(`renders ${language} with ${themeName} as prism-react-renderer does`, () => {
        expect(render(Highlight, language, code, theme, Prism)).toBe(render(original.Highlight, language, code, theme));
      });

      it(`renders build-time tokens of ${language} with ${themeName} as prism-react-renderer does`, () => {
        // What the build registers for a page, and the code the theme's CodeBlock passes (no last line break).
        const shown = code.replace(/\r?\n$/, '');
        registerTokens([[language, packTokens(tokenize(Prism, shown, language))]]);
        expect(render(Highlight, language, shown, theme)).toBe(render(original.Highlight, language, shown, theme));
      });
    }
  }

  it('highlights the site languages', () => {
    for (const language of ['markup', 'html', 'css', 'javascript', 'js', 'jsx', 'typescript', 'ts', 'tsx']) {
      expect(Prism.languages[language], language).toBeDefined();
    }
  });
});

describe('normalizeTokens', () => {
  it('splits nested tokens into lines like prism-react-renderer', () => {
    const stream = original.Prism.tokenize(SAMPLES.tsx!, original.Prism.languages.tsx!);
    expect(normalizeTokens(stream)).toEqual(original.normalizeTokens(stream));
  });

  it('marks empty lines', () => {
    expect(normalizeTokens('a\n\nb')).toEqual([
      [{types: ['plain'], content: 'a'}],
      [{types: ['plain'], content: '\n', empty: true}],
      [{types: ['plain'], content: 'b'}],
    ]);
  });
});

describe('highlightAlias', () => {
  it('points the package at the stand-in', () => {
    expect(highlightAlias()['prism-react-renderer$']).toMatch(/code-highlight[\\/]client[\\/]highlight\.tsx$/);
  });

  it("replaces the theme's language client module, found where the theme keeps it", async () => {
    const [[key, target]] = Object.entries(clientModuleAlias()) as [[string, string]];
    expect(key).toMatch(/theme-classic[\\/]lib[\\/]prism-include-languages\$$/);
    const fs = await import('node:fs');
    expect(fs.existsSync(`${key.slice(0, -1)}.js`)).toBe(true);
    expect(target).toMatch(/noPrismClientModule\.ts$/);
  });
});
