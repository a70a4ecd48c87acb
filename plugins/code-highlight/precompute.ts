/**
 * Build-time highlighting: a rehype plugin for the MDX loader that tokenizes every code block of
 * a page with the site's Prism and adds to the page module a call that registers those tokens
 * (lib/codeTokens.ts). The theme's CodeBlock then renders them without Prism in the browser.
 *
 * Besides fenced code blocks it covers the MDX components that render code from their props:
 * `<ApiSignature code="...">` and `<PackageManagerTabs ...>` (whose commands are computed here
 * with the component's own function). A block it cannot see still works: Highlight loads Prism.
 */
import path from 'node:path';
import type {PrismLike, PackedBlock} from '../../lib/codeTokens';
import {packTokens, tokenize} from '../../lib/codeTokens';
import corePrism from './client/prism';
import {COMMAND_PROPS, PACKAGE_MANAGERS, tabCommands} from '../../lib/packageManagerCommands';
import {jsxAttribute, jsxProps} from '../shared/mdxJsx';
import {onDemandWorker} from '../shared/worker';

export type PrecomputeOptions = {
  /** The same list as `themeConfig.prism.additionalLanguages`, so the build knows every grammar the browser would. */
  additionalLanguages: readonly string[];
};

/** The hast and MDX node shapes this plugin reads (a loose view). */
type Node = {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: unknown;
  properties?: Record<string, unknown>;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
  data?: Record<string, unknown>;
};

const REGISTRY_MODULE = path.join(__dirname, '..', '..', 'lib', 'codeTokens.ts');

let prism: PrismLike | undefined;
let prismLanguages = '';

/** The site's Prism in Node: ./client/prism.ts plus the additional languages, as the theme adds them. */
export function sitePrism(additionalLanguages: readonly string[]): PrismLike {
  const wanted = additionalLanguages.join(',');
  if (prism && prismLanguages === wanted) return prism;
  const core = corePrism as unknown as PrismLike;
  const scope = globalThis as {Prism?: unknown};
  const previous = scope.Prism;
  scope.Prism = core;
  for (const language of additionalLanguages) {
    // The same rule as the theme's prism-include-languages.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    if (language === 'php') require('prismjs/components/prism-markup-templating.js');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(`prismjs/components/prism-${language}`);
  }
  scope.Prism = previous;
  prism = core;
  prismLanguages = wanted;
  return core;
}

function textOf(node: Node): string {
  if (node.type === 'text') return typeof node.value === 'string' ? node.value : '';
  return (node.children ?? []).map(textOf).join('');
}

/** The language the theme's CodeBlock derives from `className` (createCodeBlockMetadata): lower case, "text" without one. */
export function languageOf(className: unknown): string {
  const classes = Array.isArray(className) ? className.map(String) : typeof className === 'string' ? className.split(' ') : [];
  const found = classes.find((c) => c.startsWith('language-'));
  return found ? found.slice('language-'.length).toLowerCase() : 'text';
}

/** What the theme passes to Highlight: the code without its last line break (parseLines). */
export const blockCode = (code: string): string => code.replace(/\r?\n$/, '');

/** Language and code of every block a page renders that this plugin can read. */
export function collectBlocks(tree: Node): [language: string, code: string][] {
  const blocks: [string, string][] = [];
  const visit = (node: Node, parent: Node | null) => {
    if (node.type === 'element' && node.tagName === 'code' && parent?.type === 'element' && parent.tagName === 'pre') {
      blocks.push([languageOf(node.properties?.className), blockCode(textOf(node))]);
      return;
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (node.name === 'ApiSignature') {
        const code = jsxAttribute(node, 'code');
        if (typeof code === 'string' && code.trim()) blocks.push(['ts', blockCode(code.trim())]);
      } else if (node.name === 'PackageManagerTabs') {
        const commands = tabCommands(jsxProps(node, COMMAND_PROPS));
        for (const pm of PACKAGE_MANAGERS) {
          const command = commands[pm];
          if (command) blocks.push(['bash', blockCode(command)]);
        }
      }
    }
    for (const child of node.children ?? []) visit(child, node);
  };
  visit(tree, null);
  return blocks;
}

/**
 * `import {registerTokens} from '…/tokens'; export const __prismTokens = registerTokens('[…]');` as
 * an MDX ESM node. The blocks go in as one JSON string rather than as an array literal, for
 * the build's peak memory: a page's tokens are thousands of nested arrays and strings, and as a literal
 * each of them became a node in every syntax tree on the way (this ESTree, then those of the JS
 * loader and of the bundler, in both compilers); a string is one node. Measured at 367 docs, one
 * cold build each: the build process held 1.47 GB at the end of bundling with literals, 1.16 GB
 * with strings. The quotes and backslashes the string escapes add about 0.4% to the gzip size of
 * the JS chunks; V8 parses JSON text faster than the same data written as a literal.
 */
export function registrationNode(blocksJson: string): Node {
  const id = (name: string) => ({type: 'Identifier', name});
  const program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportSpecifier', imported: id('registerTokens'), local: id('__registerPrismTokens')}],
        source: {type: 'Literal', value: REGISTRY_MODULE},
        attributes: [],
      },
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        source: null,
        attributes: [],
        declaration: {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [
            {
              type: 'VariableDeclarator',
              id: id('__prismTokens'),
              init: {type: 'CallExpression', optional: false, callee: id('__registerPrismTokens'), arguments: [{type: 'Literal', value: blocksJson}]},
            },
          ],
        },
      },
    ],
  };
  return {type: 'mdxjsEsm', value: '', data: {estree: program}};
}

/** What the tokenizing thread gets: the blocks of one page, distinct, and the site's extra grammars. */
export type TokenizeJob = {additionalLanguages: readonly string[]; blocks: [language: string, code: string][]};

/** The blocks' tokens, packed, as the JSON text registrationNode embeds: the tokenizing thread's job. */
export function tokenizeBlocks({additionalLanguages, blocks}: TokenizeJob): string {
  const site = sitePrism(additionalLanguages);
  const packed: PackedBlock[] = blocks.map(([language, code]) => [language, packTokens(tokenize(site, code, language))]);
  return JSON.stringify(packed);
}

/**
 * The thread that tokenizes, for the cold build time: Prism and the packing cost the main
 * thread about 0.45 s of a cold build at 367 docs (CPU profile), where the bundler's JS loaders
 * run and wait on each other; the other core is partly idle then. Started with the first page
 * that has code, shared by every MDX loader of the process, and ended after a second without
 * work, so that it does not hold its memory through the render (a dev server starts it again).
 */
const tokenizer = onDemandWorker<TokenizeJob, string>(__filename, 'tokenizeBlocks', {idleMs: 1000});

/** Whether the tokenizing thread is running (for tests). */
export const hasTokenizerThread = (): boolean => tokenizer.running();

/** The rehype plugin (give it to the docs, blog and pages plugins as `rehypePlugins`). */
export default function rehypePrecomputeTokens(options: PrecomputeOptions) {
  if (!options || !Array.isArray(options.additionalLanguages)) {
    throw new Error('code-highlight: rehypePrecomputeTokens needs {additionalLanguages: string[]} (the prism.additionalLanguages of the theme config).');
  }
  return async (tree: Node): Promise<void> => {
    const seen = new Set<string>();
    const blocks: TokenizeJob['blocks'] = [];
    for (const [language, code] of collectBlocks(tree)) {
      const key = `${language}\u0000${code}`;
      if (seen.has(key)) continue;
      seen.add(key);
      blocks.push([language, code]);
    }
    if (blocks.length === 0) return;
    const json = await tokenizer.call({additionalLanguages: options.additionalLanguages, blocks});
    tree.children = [registrationNode(json), ...(tree.children ?? [])];
  };
}
