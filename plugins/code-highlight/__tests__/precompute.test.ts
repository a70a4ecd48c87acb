import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import Prism from '../client/prism';
import {packTokens, packedCode, registerTokens, registeredTokens, tokenize, unpackTokens} from '../../../lib/codeTokens';
import rehypePrecomputeTokens, {blockCode, collectBlocks, hasTokenizerThread, languageOf, sitePrism} from '../precompute';

const TSX = `import {useCurrentFrame} from 'remotion';

/* A comment
over two lines

with an empty one */
export const Frame = () => <p>{useCurrentFrame()}</p>;`;

describe('packed tokens', () => {
  it('unpack to what Prism gives and spell the code', () => {
    for (const [language, code] of [
      ['tsx', TSX],
      ['text', 'plain\n\n\ntext'],
      ['css', '.a {\n\n  color: red;\n}'],
      ['ts', ''],
    ] as const) {
      const tokens = tokenize(Prism, code, language);
      const packed = packTokens(tokens);
      expect(unpackTokens(packed), `${language} tokens`).toEqual(tokens);
      expect(packedCode(packed), `${language} code`).toBe(code);
    }
  });

  it('are smaller than the token objects they stand for', () => {
    const tokens = tokenize(Prism, TSX, 'tsx');
    expect(JSON.stringify(packTokens(tokens)).length).toBeLessThan(JSON.stringify(tokens).length / 2);
  });
});

describe('registry', () => {
  it('answers only for the exact code and language registered', () => {
    const code = 'const registered = 1;';
    expect(registeredTokens('ts', code)).toBeUndefined();
    expect(registerTokens([['ts', packTokens(tokenize(Prism, code, 'ts'))]])).toBe(1);
    expect(registeredTokens('ts', code)).toEqual(tokenize(Prism, code, 'ts'));
    expect(registeredTokens('tsx', code)).toBeUndefined();
    expect(registeredTokens('ts', `${code} `)).toBeUndefined();
  });

  it('takes the blocks as JSON text, the form page modules pass', () => {
    const code = 'const fromJson = "\\n";';
    const blocks = [['ts', packTokens(tokenize(Prism, code, 'ts'))]];
    expect(registerTokens(JSON.stringify(blocks))).toBe(1);
    expect(registeredTokens('ts', code)).toEqual(tokenize(Prism, code, 'ts'));
  });
});

describe('collectBlocks', () => {
  const code = (className: string[] | undefined, text: string) => ({
    type: 'element',
    tagName: 'pre',
    children: [{type: 'element', tagName: 'code', properties: className ? {className} : {}, children: [{type: 'text', value: text}]}],
  });
  const jsx = (name: string, attributes: Record<string, string | null>) => ({
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([n, value]) => ({type: 'mdxJsxAttribute', name: n, value})),
    children: [],
  });

  it('reads fenced blocks, signatures and install commands as the components render them', () => {
    const tree = {
      type: 'root',
      children: [
        code(['language-TSX'], 'const a = 1;\n'),
        code(undefined, 'no language\n'),
        {type: 'element', tagName: 'p', children: [{type: 'element', tagName: 'code', children: [{type: 'text', value: 'inline'}]}]},
        jsx('ApiSignature', {code: '  interpolate(input: number): number  '}),
        jsx('PackageManagerTabs', {packages: '@remotion/player', dev: null}),
        jsx('PackageManagerTabs', {npm: 'npx create-video', yarn: 'yarn create video', pnpm: 'pnpm create video', bun: 'bun create video'}),
      ],
    };
    expect(collectBlocks(tree)).toEqual([
      ['tsx', 'const a = 1;'],
      ['text', 'no language'],
      ['ts', 'interpolate(input: number): number'],
      ['bash', 'npm install --save-dev @remotion/player'],
      ['bash', 'yarn add --dev @remotion/player'],
      ['bash', 'pnpm add --save-dev @remotion/player'],
      ['bash', 'bun add --dev @remotion/player'],
      ['bash', 'npx create-video'],
      ['bash', 'yarn create video'],
      ['bash', 'pnpm create video'],
      ['bash', 'bun create video'],
    ]);
  });

  it('derives language and code as the theme does', () => {
    expect(languageOf(['language-Bash', 'x'])).toBe('bash');
    expect(languageOf('foo language-json')).toBe('json');
    expect(languageOf(undefined)).toBe('text');
    expect(blockCode('a\n\n')).toBe('a\n');
    expect(blockCode('a\r\n')).toBe('a');
  });
});

describe('rehypePrecomputeTokens', () => {
  it('adds a registration of the page blocks to the compiled MDX module', async () => {
    const source = '# Title\n\n```tsx title="a.tsx"\nconst a = <b />;\n```\n\n<PackageManagerTabs packages="remotion" />\n\n```tsx\nconst a = <b />;\n```\n';
    const out = String(await compile(source, {rehypePlugins: [[rehypePrecomputeTokens, {additionalLanguages: ['bash']}]]}));
    expect(out).toMatch(/import \{registerTokens as __registerPrismTokens\} from ".*lib[\\/]codeTokens\.ts";/);
    // One string literal holding the blocks as JSON, not an array literal (see registrationNode).
    const call = /export const __prismTokens = __registerPrismTokens\(("(?:[^"\\\n]|\\.)*")\);\n/.exec(out);
    expect(call, out).not.toBeNull();
    const blocks = JSON.parse(JSON.parse(call![1]!) as string) as [string, unknown][];
    // The repeated block is registered once; the four install commands each.
    expect(blocks.map(([language]) => language)).toEqual(['tsx', 'bash', 'bash', 'bash', 'bash']);
    expect(blocks[0]![1]).toEqual(packTokens(tokenize(Prism, 'const a = <b />;', 'tsx')));
  });

  it('tokenizes in a thread that ends when idle and starts again for the next page', async () => {
    const compileBash = async () => String(await compile('```bash\nnpx remotion render\n```\n', {rehypePlugins: [[rehypePrecomputeTokens, {additionalLanguages: ['bash']}]]}));
    const first = await compileBash();
    expect(hasTokenizerThread()).toBe(true);
    // Past the idle second: the thread has ended, and the next page starts a new one.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(hasTokenizerThread()).toBe(false);
    expect(await compileBash()).toBe(first);
    expect(hasTokenizerThread()).toBe(true);
    expect(first).toContain('npx');
  });

  it('leaves a page without code as it was', async () => {
    const out = String(await compile('Just text.', {rehypePlugins: [[rehypePrecomputeTokens, {additionalLanguages: []}]]}));
    expect(out).not.toContain('__registerPrismTokens');
  });

  it('names its option when it is missing', () => {
    expect(() => (rehypePrecomputeTokens as (o?: unknown) => unknown)()).toThrow(/additionalLanguages/);
  });

  it('has the grammars of prism.additionalLanguages', () => {
    const prism = sitePrism(['bash', 'json', 'diff', 'docker']);
    for (const language of ['bash', 'json', 'diff', 'docker', 'tsx']) expect(prism.languages[language], language).toBeDefined();
  });
});
