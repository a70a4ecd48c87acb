// The example type-check: block collection, meta flags, module isolation and titled imports.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {collectBlocks, parseMeta, typeCheckBlocks} from '../lib/examples.mjs';
import {makePage} from '../lib/pages.mjs';
import {extractFacts} from '../lib/extract.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function blocksOf(body, file = 'docs/x.mdx') {
  const p = makePage(file, 'docs', `---\ntitle: T\ndescription: D\n---\n\n${body}`);
  return collectBlocks([{file, ...extractFacts(p.tree)}]);
}

describe('parseMeta', () => {
  it('reads flags and quoted values', () => {
    expect(parseMeta('nocheck title="src/My File.tsx" {1,3}')).toMatchObject({nocheck: true, title: 'src/My File.tsx'});
    expect(parseMeta('showLineNumbers')).toEqual({showLineNumbers: true});
  });
});

describe('collectBlocks', () => {
  it('takes ts, tsx and typescript blocks and leaves the rest', () => {
    const blocks = blocksOf('```bash\nnpm i\n```\n\n```ts\nexport {};\n```\n\n```tsx nocheck\n<x\n```\n\n```typescript\nexport {};\n```\n\n```js\nvar a;\n```\n');
    expect(blocks.map((b) => [b.lang, b.index, b.line, b.nocheck])).toEqual([
      ['ts', 2, 10, false],
      ['tsx', 3, 14, true],
      ['typescript', 4, 18, false],
    ]);
  });
});

describe('typeCheckBlocks', () => {
  it('compiles every block as its own module', () => {
    const blocks = blocksOf('```ts\nconst frame = 1;\nconsole.log(frame);\n```\n\n```ts\nconst frame = 2;\nconsole.log(frame);\n```\n');
    expect(typeCheckBlocks(blocks, {root}).errors).toEqual([]);
  }, 60_000);

  it('lets a block import another block of the same page by its title', () => {
    const blocks = blocksOf(
      '```tsx title="src/Title.tsx"\nexport const Title: React.FC<{text: string}> = ({text}) => <h1>{text}</h1>;\n```\n\n' +
        '```tsx title="src/Root.tsx"\nimport {Title} from \'./Title\';\nexport const Root = () => <Title text="Hi" />;\n```\n\n' +
        '```tsx\nimport {Title} from \'./src/Missing\';\nexport const X = Title;\n```\n',
    );
    const result = typeCheckBlocks(blocks, {root});
    expect(result.errors.map((e) => [e.line, e.code])).toEqual([[16, 2307]]);
  }, 60_000);

  it('counts flagged blocks, never fails them, and notes the ones that compile anyway', () => {
    const blocks = blocksOf('```ts nocheck\nconst broken: number = "x";\n```\n\n```ts nocheck\nexport const fine = 1;\n```\n');
    const result = typeCheckBlocks(blocks, {root});
    expect(result).toMatchObject({checked: 0, flagged: 2, errors: [], failedBlocks: []});
    expect(result.flaggedButCompile.map((b) => b.line)).toEqual([10]);
  }, 60_000);

  it('checks against the installed remotion and @remotion/* packages', () => {
    const blocks = blocksOf(
      "```tsx\nimport {Player} from '@remotion/player';\nimport {AbsoluteFill} from 'remotion';\n" +
        'const C: React.FC = () => <AbsoluteFill />;\n' +
        'export const P = () => <Player component={C} durationInFrames={30} fps={30} compositionWidth={1} />;\n```\n',
    );
    const [error] = typeCheckBlocks(blocks, {root}).errors;
    expect(error?.message).toContain('compositionHeight');
    expect(error?.line).toBe(10);
  }, 60_000);
});
