import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, afterEach, describe, expect, it} from 'vitest';
// The site config defaults and the compile step of Docusaurus' MDX loader (preprocessing
// included), as the docs plugin runs them.
import {DEFAULT_CONFIG} from '@docusaurus/core/lib/server/configValidation';
import {compileToJSX} from '@docusaurus/mdx-loader/lib/utils';
import type {DocMetadata} from '@docusaurus/plugin-content-docs';
import {captureMarkdown, startCapture, stopCapture, takeCaptured, type CaptureContext} from '../capture';
import {generateFiles} from '../index';
import {mdxToMarkdown} from '../toMarkdown';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-capture-'));
fs.mkdirSync(path.join(siteDir, 'docs'), {recursive: true});
afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));
afterEach(() => stopCapture());

const guide = path.join(siteDir, 'docs/guide.mdx');
const ctx: CaptureContext = {
  siteDir,
  siteUrl: 'https://example.dev',
  docPathById: (id) => ({'player/api': '/docs/player/player'})[id],
  docPathByFile: (file) => ({[guide]: '/docs/guide', [path.join(siteDir, 'docs/render.mdx')]: '/docs/render'})[file],
};

/** The MDX 1 compatibility switches: all on by default, all off with `future.v4` (this site). */
const LEGACY = {comments: true, admonitions: true, headingIds: true};
const V4 = {comments: false, admonitions: false, headingIds: false};

/** Compiles a file the way the docs plugin's loader does, with the capture plugin first. */
async function compileWithLoader(filePath: string, source: string, mdx1Compat = V4): Promise<void> {
  fs.writeFileSync(filePath, source);
  await compileToJSX({
    filePath,
    fileContent: source,
    frontMatter: {},
    compilerName: 'client',
    options: {
      markdownConfig: {...DEFAULT_CONFIG.markdown, mdx1Compat, hooks: {onBrokenMarkdownLinks: 'ignore', onBrokenMarkdownImages: 'ignore'}},
      staticDirs: [],
      siteDir,
      admonitions: true,
      beforeDefaultRemarkPlugins: [captureMarkdown],
    },
  });
}

// Everything the converter treats specially, written the way authors write it: one-line
// <Param> (unwrapped from its paragraph by MDX), admonition titles after the keyword
// (rewritten to a label by the loader's preprocessor when MDX 1 compatibility is on).
const SOURCE = [
  "---\ntitle: Guide\n---\n\nimport Tabs from '@theme/Tabs';\n\n{/* for authors */}\n",
  '## Options\n\nText with `code` and {\'<\'} a literal.\n',
  '### `render()`\n\nA [link](./render.mdx#flags), [another](/docs/x) and ![shot](./shot.png).\n',
  '<Tabs>\n<TabItem value="a" label="First">\n\nOne.\n\n</TabItem>\n</Tabs>\n',
  '<ApiSignature code="fade(frame): number" since="4.0.100">\n<Param name="frame" type="number" required>The frame.</Param>\n</ApiSignature>\n',
  ':::warning Careful\n\nDo not.\n\n:::\n\n:::note[Label]\n\nPlain.\n\n:::\n',
  'See <DocLink id="player/api" hash="props">the Player</DocLink> at 10:30.<br/>\n\n<PackageManagerTabs packages="@remotion/player" />\n',
  '| a | b |\n| - | - |\n| 1 | 2 |\n\n- item\n  - nested\n',
].join('\n');

describe('captureMarkdown', () => {
  it('gives the same Markdown from the loader tree as from parsing the file (this site: future.v4)', async () => {
    startCapture(ctx);
    await compileWithLoader(guide, SOURCE);
    const captured = takeCaptured(guide, SOURCE);
    expect(captured).toBeDefined();
    expect(captured).toBe(mdxToMarkdown(SOURCE, {...ctx, filePath: guide}));
    expect(captured).toContain('## Options\n');
    expect(captured).toContain('### `render()`\n');
    expect(captured).toContain('| `frame` (required) | `number` | | The frame. |');
    // Without MDX 1 compatibility a title after the keyword is not a directive, so it stays text.
    expect(captured).toContain(':::warning Careful');
    expect(captured).toContain('> **Label**');
  });

  it('agrees with the parse with MDX 1 compatibility on: heading ids dropped, admonition titles read', async () => {
    const legacy = `${SOURCE}\n## Flags {#flags}\n\nText.\n`;
    startCapture({...ctx, admonitionTitles: true});
    await compileWithLoader(guide, legacy, LEGACY);
    const captured = takeCaptured(guide, legacy);
    expect(captured).toBe(mdxToMarkdown(legacy, {...ctx, admonitionTitles: true, filePath: guide}));
    expect(captured).toContain('## Flags\n');
    expect(captured).toContain('> **Careful**');
  });

  it('is used once, and not when the file changed since the loader read it', async () => {
    startCapture(ctx);
    await compileWithLoader(guide, 'Before.\n');
    expect(takeCaptured(guide, 'After.\n')).toBeUndefined();
    await compileWithLoader(guide, 'Before.\n');
    expect(takeCaptured(guide, 'Before.\n')).toBe('Before.');
    expect(takeCaptured(guide, 'Before.\n')).toBeUndefined();
  });

  it('keeps nothing outside a capture or for files that are not docs', async () => {
    await compileWithLoader(guide, 'Text.\n');
    expect(takeCaptured(guide, 'Text.\n')).toBeUndefined();
    startCapture(ctx);
    const partial = path.join(siteDir, 'docs/_partial.mdx');
    await compileWithLoader(partial, 'Text.\n');
    expect(takeCaptured(partial, 'Text.\n')).toBeUndefined();
  });
});

describe('generateFiles with captured bodies', () => {
  it('takes a captured body when there is one and parses the file otherwise', async () => {
    fs.writeFileSync(path.join(siteDir, 'docs/a.mdx'), 'Parsed **a**.\n');
    fs.writeFileSync(path.join(siteDir, 'docs/b.mdx'), 'Parsed b.\n');
    const doc = (id: string) => ({id, title: id, description: '', permalink: `/docs/${id}`, source: `@site/docs/${id}.mdx`}) as DocMetadata;
    const asked: string[] = [];
    const files = await generateFiles(
      [doc('a'), doc('b')],
      {main: [{type: 'doc', id: 'a'}, {type: 'doc', id: 'b'}]},
      {siteDir, siteUrl: 'https://x.dev', title: 'Site', summary: 'S', sidebarTitles: {}},
      (filePath, source) => {
        asked.push(`${path.basename(filePath)}:${source.trim()}`);
        return filePath.endsWith('b.mdx') ? 'From the loader.' : undefined;
      },
    );
    expect(asked).toEqual(['a.mdx:Parsed **a**.', 'b.mdx:Parsed b.']);
    expect(files.get('docs/a.md')).toContain('Parsed **a**.');
    expect(files.get('docs/b.md')).toContain('From the loader.');
  });
});
