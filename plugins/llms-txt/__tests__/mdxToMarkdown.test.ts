import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {pageMarkdown} from '../llmsTxt';
import {sourceToMarkdown} from '../print';
import type {ConvertContext} from '../mdxToMarkdown';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-txt-'));
afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

const ctx: ConvertContext = {
  filePath: path.join(siteDir, 'docs/guide.mdx'),
  siteDir,
  siteUrl: 'https://example.dev',
  docPathById: (id) => ({'player/api': '/docs/player/player'})[id],
  docPathByFile: (file) => (file === path.join(siteDir, 'docs/render.mdx') ? '/docs/render' : undefined),
};

const convert = (mdx: string) => sourceToMarkdown(mdx, ctx);

describe('sourceToMarkdown (MDX source to Markdown)', () => {
  it('drops front matter, imports and comments, and keeps prose and code', () => {
    const md = convert(
      "---\ntitle: T\n---\n\nimport Tabs from '@theme/Tabs';\n\n{/* a note to authors */}\n\nText with `code`.\n\n```tsx title=\"a.tsx\"\nconst a = 1;\n```\n",
    );
    expect(md).toBe('Text with `code`.\n\n```tsx title="a.tsx"\nconst a = 1;\n```');
  });

  it('drops custom heading ids', () => {
    expect(convert('## Options {#opts}\n\nText.\n')).toBe('## Options\n\nText.');
  });

  it('turns tabs into labelled sections', () => {
    const md = convert('<Tabs>\n<TabItem value="a" label="First">\n\nOne.\n\n</TabItem>\n<TabItem value="b">\n\nTwo.\n\n</TabItem>\n</Tabs>\n');
    expect(md).toBe('*First*\n\nOne.\n\n*b*\n\nTwo.'.replaceAll('*', '**'));
  });

  it('prints package-manager commands, the same ones the component shows', () => {
    const md = convert('<PackageManagerTabs packages="@remotion/player" dev />\n');
    expect(md).toContain('**npm**\n\n```bash\nnpm install --save-dev @remotion/player\n```');
    expect(md).toContain('**bun**\n\n```bash\nbun add --dev @remotion/player\n```');
    const custom = convert('<PackageManagerTabs npm="npx create-video" yarn="yarn create video" pnpm="pnpm create video" bun="bun create video" />\n');
    expect(custom).toContain('```bash\nyarn create video\n```');
  });

  it('turns an API signature and its parameters into code and a table', () => {
    const md = convert(
      '<ApiSignature code="fade(frame, options?): number" since="4.0.100">\n' +
        '<Param name="frame" type="number" required>\n\nThe frame, usually from `useCurrentFrame()`.\n\n</Param>\n' +
        '<Param name="options" type="FadeOptions" default="{}" since="4.0.120">Extra settings.</Param>\n' +
        '</ApiSignature>\n',
    );
    expect(md).toContain('_Available from v4.0.100_');
    expect(md).toContain('```ts\nfade(frame, options?): number\n```');
    expect(md).toContain('| Name | Type | Default | Description |');
    expect(md).toContain('| `frame` (required) | `number` | | The frame, usually from `useCurrentFrame()`. |');
    expect(md).toContain('| `options` (available from v4.0.120) | `FadeOptions` | `{}` | Extra settings. |');
  });

  it('renders badges, admonitions and doc links', () => {
    const md = convert(
      '<AvailableFrom v="4.0.1" /> <Deprecated since="4.0.2" />\n\n:::warning[Careful]\n\nDo not.\n\n:::\n\n:::note\n\nPlain.\n\n:::\n\n' +
        'See <DocLink id="player/api" hash="props">the Player</DocLink> and <DocLink id="gone">nothing</DocLink>.\n',
    );
    expect(md).toContain('_Available from v4.0.1_\n\n**Deprecated since v4.0.2**');
    expect(md).toContain('> **Careful**\n>\n> Do not.');
    expect(md).toContain('> **Note**\n>\n> Plain.');
    expect(md).toContain('See [the Player](https://example.dev/docs/player/player#props) and nothing.');
  });

  it('makes links absolute, resolves links to other docs and keeps text directives as text', () => {
    const md = convert('[a](/docs/x) [b](./render.mdx#flags) [c](https://other.dev) [d](#here) at 10:30.\n\n![shot](./shot.png)\n');
    expect(md).toContain('[a](https://example.dev/docs/x) [b](https://example.dev/docs/render#flags) [c](https://other.dev) [d](#here) at 10:30.');
    expect(md).toContain('_Image: shot_');
  });

  it('inlines imported partials and keeps the children of unknown components', () => {
    fs.mkdirSync(path.join(siteDir, 'docs'), {recursive: true});
    fs.writeFileSync(path.join(siteDir, 'docs/_shared.mdx'), 'Shared **text**.\n');
    const md = convert("import Shared from './_shared.mdx';\n\n<Shared />\n\n<Wrapper>\n\nInside.\n\n</Wrapper>\n\n<Demo />\n");
    expect(md).toBe('Shared **text**.\n\nInside.');
  });
});

describe('pageMarkdown', () => {
  it('puts the title, description and source URL on top', () => {
    expect(pageMarkdown({title: 'Player', description: 'Embed\na video.', url: 'https://x.dev/docs/player', body: 'Body.'})).toBe(
      '# Player\n\n> Embed a video.\n\nSource: https://x.dev/docs/player\n\nBody.\n',
    );
  });
});
