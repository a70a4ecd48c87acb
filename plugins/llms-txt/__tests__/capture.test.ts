import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {deserialize} from 'node:v8';
import {afterAll, afterEach, describe, expect, it} from 'vitest';
import type {Root} from 'mdast';
import {createProcessor} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import {VFile} from 'vfile';
import remarkCaptureMarkdown, {captureTree, closeCapture, openCapture} from '../capture';
import {sourceToMarkdown, printMarkdown, printSerialized} from '../print';
import {preprocess, type ConvertContext} from '../mdxToMarkdown';
import {startWorker} from '../../shared/worker';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-capture-'));
afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));
afterEach(() => closeCapture());

const docFile = path.join(siteDir, 'docs', 'guide.mdx');
const partialFile = path.join(siteDir, 'docs', '_shared.mdx');
fs.mkdirSync(path.dirname(docFile), {recursive: true});
fs.writeFileSync(partialFile, 'Shared **text** with a [link](./render.mdx).\n');

const links: Omit<ConvertContext, 'filePath'> = {
  siteDir,
  siteUrl: 'https://example.dev',
  docPathById: (id) => ({render: '/docs/render'})[id],
  docPathByFile: (file) => (file === path.join(siteDir, 'docs', 'render.mdx') ? '/docs/render' : undefined),
};
const contextFor = (file: string): ConvertContext | undefined => (file === docFile || file === partialFile ? {...links, filePath: file} : undefined);

// Everything the converter handles, and JSX the MDX compiler moves out of paragraphs before any
// remark plugin runs (a one-line <Param>, a <DocLink> alone on its line).
const DOC = `---
title: Guide
---

import Shared from './_shared.mdx';
import Tabs from '@theme/Tabs';

{/* a note to authors */}

# Guide

Read [render](./render.mdx#flags), <DocLink id="render">the renderer</DocLink> and [the site](/docs/render).

<DocLink id="render" hash="options">Options</DocLink>

<ApiSignature code="fade(frame, options?): number" since="4.0.100">
<Param name="frame" type="number" required>The frame.</Param>
<Param name="options" type="FadeOptions" default="{}">

Extra settings, **optional**.

</Param>
</ApiSignature>

<Tabs>
<TabItem value="npm" label="npm">

\`\`\`bash
npm i remotion
\`\`\`

</TabItem>
</Tabs>

<PackageManagerTabs packages="@remotion/player" dev />

:::warning[Careful]
Text in an admonition with {'<'}braces{'>'}.
:::

| A | B |
| - | - |
| 1 | <code>two</code> |

- [ ] a task
- item with ![alt](./img.png) and <br /> a break

<Shared />
`;

/** Runs DOC through @mdx-js/mdx as Docusaurus' MDX loader does, with the capture plugin first. */
async function compileLikeTheLoader(source: string) {
  fs.writeFileSync(docFile, source);
  const processor = createProcessor({remarkPlugins: [remarkCaptureMarkdown, remarkFrontmatter, remarkDirective, remarkGfm]});
  await processor.process(new VFile({value: preprocess(source, false), path: docFile}));
}

describe('capture', () => {
  it('gives, from the MDX compiler tree, exactly what sourceToMarkdown gives from the source', async () => {
    openCapture(contextFor, false);
    await compileLikeTheLoader(DOC);
    const captured = closeCapture().get(docFile);
    expect(captured).toBeDefined();
    const markdown = printMarkdown(deserialize(captured!.tree) as Root);
    expect(markdown).toBe(sourceToMarkdown(DOC, {...links, filePath: docFile}));
    expect(markdown).toContain('Shared **text**');
    expect(markdown).toContain('[Options](https://example.dev/docs/render#options)');
    expect(captured!.partials).toEqual([partialFile]);
  });

  it('hands each captured doc to a listener, whose worker thread prints it as postBuild would', async () => {
    const heard: string[] = [];
    const worker = startWorker<Uint8Array, string>(path.join(__dirname, '..', 'print.ts'), 'printSerialized');
    const printing: Promise<string>[] = [];
    openCapture(contextFor, false, (file, doc) => {
      heard.push(file);
      printing.push(worker.call(doc.tree));
    });
    await compileLikeTheLoader(DOC);
    const [body] = await Promise.all(printing);
    await worker.stop();
    expect(heard).toEqual([docFile]);
    expect(body).toBe(printSerialized(closeCapture().get(docFile)!.tree));
    expect(body).toBe(sourceToMarkdown(DOC, {...links, filePath: docFile}));
  });

  it('keeps a copy: plugins after it that change the tree do not change the capture', async () => {
    openCapture(contextFor, false);
    const rename = () => (tree: Root) => {
      const visit = (node: {type: string; value?: string; children?: unknown[]}) => {
        if (node.type === 'text') node.value = 'CHANGED';
        (node.children as (typeof node)[] | undefined)?.forEach(visit);
      };
      visit(tree as never);
    };
    fs.writeFileSync(docFile, 'Plain words.\n');
    const processor = createProcessor({remarkPlugins: [remarkCaptureMarkdown, rename]});
    await processor.process(new VFile({value: 'Plain words.\n', path: docFile}));
    expect(printMarkdown(deserialize(closeCapture().get(docFile)!.tree) as Root)).toBe('Plain words.');
  });

  it('captures nothing outside a session, nor files that are not docs', async () => {
    await compileLikeTheLoader('Text.\n');
    openCapture(contextFor, false);
    expect(await captureTree({type: 'root', children: []}, {path: path.join(siteDir, 'blog', 'post.mdx'), value: 'Text.\n'})).toBe(false);
    expect(await captureTree({type: 'root', children: []}, {value: 'Text.\n'})).toBe(false);
    expect(closeCapture().size).toBe(0);
  });

  it('leaves a doc whose parsed text differs from what sourceToMarkdown parses (heading ids) to postBuild', async () => {
    const source = '## Options {#opts}\n\nText.\n';
    fs.writeFileSync(docFile, source);
    openCapture(contextFor, false);
    // The loader's text keeps the id; sourceToMarkdown drops it before parsing.
    expect(await captureTree({type: 'root', children: []}, {path: docFile, value: source})).toBe(false);
    expect(closeCapture().size).toBe(0);
  });
});
