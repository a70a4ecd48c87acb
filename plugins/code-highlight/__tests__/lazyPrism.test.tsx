import React, {Suspense} from 'react';
import {prerender} from 'react-dom/static';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import Prism from '../client/prism';
import {Highlight, loadPrism, type RenderProps} from '../client/highlight';
import {tokenize} from '../../../lib/codeTokens';

// The browser module adds the theme's extra languages; the grammars of ./prism.ts are enough here.
vi.mock('../client/prismWithLanguages', () => ({default: Prism}));

const show = ({tokens, getTokenProps}: RenderProps) => (
  <pre>
    {tokens.map((line, i) => (
      <div key={i}>
        {line.map((token, key) => (
          <span key={key} {...getTokenProps({token})} />
        ))}
      </div>
    ))}
  </pre>
);

async function html(element: React.ReactElement): Promise<string> {
  const {prelude} = await prerender(element);
  return new Response(prelude as ReadableStream).text();
}

describe('Highlight without build-time tokens', () => {
  // First: Prism is not loaded yet in this file.
  it('shows the lines unhighlighted while Prism loads', () => {
    const out = renderToString(
      <Highlight language="ts" code={'const a = 1;\nconst b = 2;'}>
        {show}
      </Highlight>,
    );
    expect(out).not.toContain('token keyword');
    expect(out).toContain('const a = 1;');
    expect((out.match(/<div>/g) ?? []).length).toBe(2);
  });

  it('suspends until Prism is loaded, then renders what Prism gives', async () => {
    const code = 'const unseen = () => 42;';
    const expected = tokenize(Prism, code, 'ts');
    const out = await html(
      <Suspense fallback={<p>waiting</p>}>
        <Highlight language="ts" code={code}>
          {show}
        </Highlight>
      </Suspense>,
    );
    expect(out).not.toContain('waiting');
    expect(out).toContain('token keyword');
    expect((out.match(/<span/g) ?? []).length).toBe(expected.flat().length);
    // Loaded once: later renders read it synchronously.
    expect(loadPrism().status).toBe('fulfilled');
  });
});
