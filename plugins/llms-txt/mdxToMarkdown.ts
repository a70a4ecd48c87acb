/**
 * Step 2 of the Markdown copies (capture, MDX-to-Markdown, print, write): a doc's MDX tree becomes
 * plain Markdown's tree, for the .md copies and llms-full.txt. Imports and comments go, components
 * become the Markdown they stand for (tabs become labelled sections, <ParamTable> a table,
 * <DocLink> a link, admonitions a quote), imported partials are inlined and links become absolute
 * URLs.
 *
 * It loads no remark package, because it runs inside the MDX loader on the main thread
 * (capture.ts), which already has the parsed tree; loading the parser there costs about 0.2 s.
 * print.ts brings the parser and the printer. Inlining a partial parses it, so that needs the
 * parser passed in.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {admonitionTitleToDirectiveLabel, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import {COMMAND_PROPS, PACKAGE_MANAGERS, tabCommands} from '../../lib/packageManagerCommands';
import {jsxAttribute, jsxProps} from '../shared/mdxJsx';

/** `import Name from './file.mdx'`: a partial the converter inlines where `<Name />` is used. */
export const PARTIAL_IMPORT = /import\s+([A-Za-z_$][\w$]*)\s+from\s+['"]([^'"]+\.mdx?)['"]/;

/** Parses preprocessed MDX (print.ts's parser). */
export type Parse = (source: string) => Root;

export type ConvertContext = {
  /** Absolute path of the file being converted: partials and relative links resolve from it. */
  filePath: string;
  /** Site folder, for `@site/` imports. */
  siteDir: string;
  /** Origin for absolute links, without trailing slash: "https://www.remotion.dev". */
  siteUrl: string;
  /** URL path of a doc by id (for <DocLink>). */
  docPathById: (id: string) => string | undefined;
  /** URL path of a doc by absolute source file path (for links to ./other.mdx). */
  docPathByFile: (file: string) => string | undefined;
  /**
   * The site's `markdown.mdx1Compat.admonitions`: whether `:::note Title` means a titled
   * admonition (off by default with `future.v4`, and then it is plain text).
   */
  admonitionTitles?: boolean;
  /** Called with the path of every partial the conversion inlines or looks for (markdownBodies.ts caches by them). */
  onInclude?: (file: string) => void;
};

/** A loose view of mdast + MDX nodes: the transform rebuilds the tree node by node. */
type Node = {
  type: string;
  children?: Node[];
  value?: string;
  name?: string | null;
  url?: string;
  alt?: string | null;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  attributes?: {type: string; name?: string; value?: unknown}[];
  data?: {directiveLabel?: boolean};
  [key: string]: unknown;
};

const ADMONITIONS = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary']);
const MAX_PARTIAL_DEPTH = 5;

const text = (value: string): Node => ({type: 'text', value});
const paragraph = (children: Node[]): Node => ({type: 'paragraph', children});
const strong = (value: string): Node => ({type: 'strong', children: [text(value)]});
const inlineCode = (value: string): Node => ({type: 'inlineCode', value});

/** `## Title {#anchor}` is a Docusaurus extension MDX cannot parse; the anchor is dropped. */
function dropHeadingIds(source: string): string {
  return source.replace(/^(#{1,6}[ \t].*?)[ \t]*\{#[^}\n]*\}[ \t]*$/gm, '$1');
}

/**
 * What Docusaurus' MDX loader does to a file before parsing it (its preprocessor), so that the
 * Markdown copy reads the file as the page does; and the heading ids MDX cannot parse go.
 */
export function preprocess(source: string, admonitionTitles: boolean): string {
  const unwrapped = unwrapMdxCodeBlocks(source);
  return dropHeadingIds(admonitionTitles ? admonitionTitleToDirectiveLabel(unwrapped, [...ADMONITIONS]) : unwrapped);
}

/** A heading id that dropHeadingIds left in place (written `\{#anchor\}`) ends the heading's last text node. */
function withoutHeadingId(children: Node[]): Node[] {
  const last = children[children.length - 1];
  if (last?.type !== 'text' || !/\{#[^}\n]*\}[ \t]*$/.test(last.value ?? '')) return children;
  const value = (last.value ?? '').replace(/[ \t]*\{#[^}\n]*\}[ \t]*$/, '');
  return value ? [...children.slice(0, -1), text(value)] : children.slice(0, -1);
}

const stringAttribute = (node: Node, name: string): string | undefined => {
  const value = jsxAttribute(node, name);
  return typeof value === 'string' ? value : undefined;
};

/** Plain text of converted nodes, for table cells and labels. */
function toPhrasing(nodes: Node[]): Node[] {
  const out: Node[] = [];
  const push = (parts: Node[]) => {
    if (out.length && parts.length) out.push(text(' '));
    out.push(...parts);
  };
  for (const node of nodes) {
    if (node.type === 'paragraph' || node.type === 'heading') push(node.children ?? []);
    else if (node.type === 'code') push([inlineCode(node.value ?? '')]);
    else if (node.type === 'list') push(toPhrasing((node.children ?? []).flatMap((item) => item.children ?? [])));
    else if (node.type === 'blockquote') push(toPhrasing(node.children ?? []));
    else if (node.type !== 'table') push([node]);
  }
  return out;
}

class Converter {
  constructor(
    private readonly ctx: ConvertContext,
    private readonly parse: Parse | undefined,
    private readonly depth = 0,
  ) {}

  private partials = new Map<string, string>();

  convert(source: string): Root {
    if (!this.parse) throw new Error('llms-txt: converting a source (a partial) needs the parser, which this conversion was not given');
    return this.convertTree(this.parse(preprocess(source, this.ctx.admonitionTitles ?? false)));
  }

  /** Converts a parsed tree; the tree is not modified. */
  convertTree(tree: Root): Root {
    return {type: 'root', children: this.flow((tree as unknown as Node).children ?? [])} as unknown as Root;
  }

  private flow(nodes: Node[]): Node[] {
    return nodes.flatMap((node) => this.node(node));
  }

  private node(node: Node): Node[] {
    switch (node.type) {
      case 'yaml':
        return [];
      case 'mdxjsEsm':
        this.collectPartials(node.value ?? '');
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        // `{'<'}` and friends print their string; comments and other expressions go.
        const literal = /^\s*(['"`])([\s\S]*)\1\s*$/.exec(node.value ?? '');
        if (!literal) return [];
        return node.type === 'mdxTextExpression' ? [text(literal[2] ?? '')] : [paragraph([text(literal[2] ?? '')])];
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.jsx(node);
      case 'containerDirective':
        return this.directive(node);
      case 'leafDirective':
        return [paragraph([text(`::${node.name ?? ''}`), ...this.flow(node.children ?? [])])];
      case 'textDirective':
        // Docusaurus turns unknown text directives back into text ("at 10:30").
        return [text(`:${node.name ?? ''}`), ...this.flow(node.children ?? [])];
      case 'heading':
        return [{...node, children: this.flow(withoutHeadingId(node.children ?? []))}];
      case 'link':
        return [{...node, url: this.url(node.url ?? ''), children: this.flow(node.children ?? [])}];
      case 'image': {
        const url = node.url ?? '';
        if (/^(https?:)?\/\//.test(url) || url.startsWith('/')) return [{...node, url: this.url(url)}];
        return node.alt ? [{type: 'emphasis', children: [text(`Image: ${node.alt}`)]}] : [];
      }
      default:
        return node.children ? [{...node, children: this.flow(node.children)}] : [node];
    }
  }

  private jsx(node: Node): Node[] {
    const isFlow = node.type === 'mdxJsxFlowElement';
    const children = () => this.flow(node.children ?? []);
    const wrap = (parts: Node[]) => (isFlow ? [paragraph(parts)] : parts);
    switch (node.name) {
      case 'Tabs':
        return children();
      case 'TabItem': {
        const label = stringAttribute(node, 'label') ?? stringAttribute(node, 'value') ?? '';
        return [...(label ? [paragraph([strong(label)])] : []), ...children()];
      }
      case 'PackageManagerTabs':
        return this.packageManagers(node);
      case 'ApiSignature': {
        const code = stringAttribute(node, 'code') ?? '';
        const badges = this.badges(stringAttribute(node, 'since'), jsxAttribute(node, 'deprecated'));
        return [
          ...(badges.length ? [paragraph(badges)] : []),
          {type: 'code', lang: 'ts', meta: null, value: code.trim()},
          ...this.paramTable(node.children ?? []),
        ];
      }
      case 'ParamTable': {
        const caption = stringAttribute(node, 'caption');
        return [...(caption ? [paragraph([strong(caption)])] : []), ...this.paramTable(node.children ?? [])];
      }
      case 'AvailableFrom':
      case 'Deprecated': {
        const badges =
          node.name === 'AvailableFrom'
            ? this.badges(stringAttribute(node, 'v'), undefined)
            : this.badges(undefined, stringAttribute(node, 'since') ?? true);
        return wrap(badges);
      }
      case 'DocLink': {
        const id = stringAttribute(node, 'id') ?? '';
        const hash = stringAttribute(node, 'hash');
        const target = this.ctx.docPathById(id);
        if (!target) return children();
        return wrap([{type: 'link', url: this.url(target + (hash ? `#${hash}` : '')), children: children()}]);
      }
      case 'summary':
        return [paragraph([strong(toPhrasing(children()).map((n) => n.value ?? '').join(''))])];
      case 'a': {
        const href = stringAttribute(node, 'href');
        return wrap(href ? [{type: 'link', url: this.url(href), children: children()}] : children());
      }
      case 'img': {
        const src = stringAttribute(node, 'src');
        return src ? this.node({type: 'image', url: src, alt: stringAttribute(node, 'alt') ?? ''}) : [];
      }
      case 'br':
        return isFlow ? [] : [text(' ')];
      case 'code':
        return wrap([inlineCode(toPhrasing(children()).map((n) => n.value ?? '').join(''))]);
      default: {
        const partial = node.name ? this.partials.get(node.name) : undefined;
        if (partial) return this.inlinePartial(partial);
        // Anything else (layout wrappers, demos): keep what it wraps.
        return children();
      }
    }
  }

  private packageManagers(node: Node): Node[] {
    const commands = tabCommands(jsxProps(node, COMMAND_PROPS));
    return PACKAGE_MANAGERS.flatMap((pm) => {
      const command = commands[pm];
      return command ? [paragraph([strong(pm)]), {type: 'code', lang: 'bash', meta: null, value: command}] : [];
    });
  }

  private badges(since: string | undefined, deprecated: string | boolean | undefined): Node[] {
    const out: Node[] = [];
    const v = (s: string) => (s.startsWith('v') ? s : `v${s}`);
    if (since) out.push({type: 'emphasis', children: [text(`Available from ${v(since)}`)]});
    if (deprecated) {
      if (out.length) out.push(text(' '));
      out.push(strong(typeof deprecated === 'string' ? `Deprecated since ${v(deprecated)}` : 'Deprecated'));
    }
    return out;
  }

  private paramTable(children: Node[]): Node[] {
    // A one-line <Param>...</Param> is phrasing: MDX wraps it in a paragraph.
    const params = children.flatMap((c) =>
      c.type === 'paragraph' ? (c.children ?? []).filter((p) => p.name === 'Param') : c.name === 'Param' ? [c] : [],
    );
    if (params.length === 0) return [];
    const cell = (parts: Node[]): Node => ({type: 'tableCell', children: parts});
    const row = (cells: Node[]): Node => ({type: 'tableRow', children: cells});
    const header = row(['Name', 'Type', 'Default', 'Description'].map((h) => cell([text(h)])));
    const rows = params.map((param) => {
      const name = stringAttribute(param, 'name') ?? '';
      const notes = [
        jsxAttribute(param, 'required') === true ? 'required' : null,
        stringAttribute(param, 'since') ? `available from v${stringAttribute(param, 'since')?.replace(/^v/, '')}` : null,
        jsxAttribute(param, 'deprecated') ? 'deprecated' : null,
      ].filter(Boolean);
      const defaultValue = stringAttribute(param, 'default');
      return row([
        cell([inlineCode(name), ...(notes.length ? [text(` (${notes.join(', ')})`)] : [])]),
        cell([inlineCode(stringAttribute(param, 'type') ?? '')]),
        cell(defaultValue !== undefined ? [inlineCode(defaultValue)] : []),
        cell(toPhrasing(this.flow(param.children ?? []))),
      ]);
    });
    return [{type: 'table', align: [null, null, null, null], children: [header, ...rows]}];
  }

  private directive(node: Node): Node[] {
    const children = node.children ?? [];
    const labelNode = children[0]?.type === 'paragraph' && children[0].data?.directiveLabel ? children[0] : null;
    const body = this.flow(labelNode ? children.slice(1) : children);
    const name = node.name ?? '';
    if (!ADMONITIONS.has(name)) return body;
    const title = labelNode
      ? toPhrasing(this.flow(labelNode.children ?? [])).map((n) => n.value ?? '').join('')
      : name.charAt(0).toUpperCase() + name.slice(1);
    return [{type: 'blockquote', children: [paragraph([strong(title)]), ...body]}];
  }

  private collectPartials(esm: string) {
    for (const m of esm.matchAll(new RegExp(PARTIAL_IMPORT.source, 'g'))) {
      const [, name, spec] = m;
      if (!name || !spec) continue;
      const file = spec.startsWith('@site/')
        ? path.join(this.ctx.siteDir, spec.slice('@site/'.length))
        : path.resolve(path.dirname(this.ctx.filePath), spec);
      this.partials.set(name, file);
    }
  }

  private inlinePartial(file: string): Node[] {
    this.ctx.onInclude?.(file);
    if (this.depth >= MAX_PARTIAL_DEPTH || !fs.existsSync(file)) return [];
    const nested = new Converter({...this.ctx, filePath: file}, this.parse, this.depth + 1);
    return (nested.convert(fs.readFileSync(file, 'utf8')).children as unknown as Node[]) ?? [];
  }

  /** Absolute URL for site paths and for links to other docs' source files. */
  private url(url: string): string {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#') || url.startsWith('//')) return url;
    if (url.startsWith('/')) return this.ctx.siteUrl + url;
    const [file = '', hash] = url.split('#');
    if (/\.mdx?$/.test(file)) {
      const target = this.ctx.docPathByFile(path.resolve(path.dirname(this.ctx.filePath), file));
      if (target) return this.ctx.siteUrl + target + (hash ? `#${hash}` : '');
    }
    return url;
  }
}

/**
 * A parsed tree, converted; the tree is not modified. Without `parse`, a doc that inlines a partial
 * throws (capture.ts then leaves it to postBuild).
 */
export function convertParsedTree(tree: Root, ctx: ConvertContext, parse?: Parse): Root {
  return new Converter(ctx, parse).convertTree(tree);
}

/** A doc's source, preprocessed, parsed and converted. */
export function convertSource(source: string, ctx: ConvertContext, parse: Parse): Root {
  return new Converter(ctx, parse).convert(source);
}

/** A doc as links between docs see it: its id, its permalink and its source file. */
export type LinkedDoc = {id: string; permalink: string; file: string};

export type LinkSettings = {siteDir: string; siteUrl: string; admonitionTitles: boolean; docs: readonly LinkedDoc[]};

/** The conversion context for any doc of `docs` but the doc's own path: a doc id or source file gives its permalink. */
export function linkContext({siteDir, siteUrl, admonitionTitles, docs}: LinkSettings): Omit<ConvertContext, 'filePath'> {
  const byId = new Map(docs.map((d) => [d.id, d.permalink]));
  const byFile = new Map(docs.map((d) => [d.file, d.permalink]));
  return {siteDir, siteUrl, admonitionTitles, docPathById: (id) => byId.get(id), docPathByFile: (file) => byFile.get(file)};
}
