/**
 * Highlighted code as data, without Prism: the token model the theme's CodeBlock renders, a
 * compact form of it that the build writes into pages, and the registry the pages fill.
 *
 * Code blocks are highlighted at build time (plugins/code-highlight/precompute.ts): each MDX
 * module registers the tokens of its code blocks when it loads, and `Highlight`
 * (plugins/code-highlight/client/highlight.tsx) renders them, so a page ships no Prism. Code
 * nobody registered (a block written in a React page) makes Highlight load Prism on demand. Here
 * in lib/ because the live previews' code panel (src/components/mdx/LivePreview) registers and
 * renders tokens the same way.
 */
import type {Grammar, Token as PrismToken, TokenStream} from 'prismjs';

/** One piece of a line: its token types (outermost first) and its text. */
export type Token = {types: string[]; content: string; empty?: boolean};

/** The parts of Prism tokenizing needs (the full Prism object in practice). */
export type PrismLike = {
  languages: Record<string, Grammar | undefined> & object;
  tokenize: (text: string, grammar: Grammar) => TokenStream;
  hooks: {run: (name: string, env: Record<string, unknown>) => void};
};

const NEWLINE = /\r\n|\r|\n/;

function withType(types: string[], added: string | string[] | undefined): string[] {
  if (added === undefined) return types;
  const list = Array.isArray(added) ? added : [added];
  return list.reduce((acc, type) => (acc[acc.length - 1] === type ? acc : [...acc, type]), types);
}

function closeLine(line: Token[]): Token[] {
  if (line.length === 0) return [{types: ['plain'], content: '\n', empty: true}];
  if (line.length === 1 && line[0]!.content === '') return [{...line[0]!, content: '\n', empty: true}];
  return line;
}

/** Prism's nested token stream as lines of flat tokens, each carrying the types above it. */
export function normalizeTokens(stream: TokenStream): Token[][] {
  const lines: Token[][] = [];
  let line: Token[] = [];
  const walk = (part: TokenStream, types: string[]) => {
    if (Array.isArray(part)) {
      for (const item of part) walk(item, types);
      return;
    }
    if (typeof part !== 'string') {
      const token = part as PrismToken;
      walk(token.content, withType(withType(types, token.type), token.alias));
      return;
    }
    const own = types.length > 0 ? types : ['plain'];
    part.split(NEWLINE).forEach((content, index) => {
      if (index > 0) {
        lines.push(closeLine(line));
        line = [];
      }
      line.push({types: own, content});
    });
  };
  walk(stream, []);
  lines.push(closeLine(line));
  return lines;
}

/** Lines of tokens for `code`, as prism-react-renderer computes them. */
export function tokenize(prism: PrismLike, code: string, language: string): Token[][] {
  const grammar = prism.languages[language];
  if (!grammar) return normalizeTokens(code);
  const env: Record<string, unknown> & {code: string; grammar: Grammar; tokens: TokenStream} = {code, grammar, language, tokens: []};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/**
 * A token as the build writes it: its text alone when it is plain, else `[text, ...types]`. An
 * empty line is one token with text "" (normalizeTokens gives it "\n" and `empty`).
 */
export type PackedToken = string | [string, ...string[]];
export type PackedLines = PackedToken[][];

export function packTokens(lines: readonly Token[][]): PackedLines {
  return lines.map((line) =>
    line.map((token) => {
      const content = token.empty ? '' : token.content;
      return token.types.length === 1 && token.types[0] === 'plain' ? content : [content, ...token.types];
    }),
  );
}

export function unpackTokens(packed: PackedLines): Token[][] {
  return packed.map((line) => {
    const tokens = line.map((token): Token => (typeof token === 'string' ? {types: ['plain'], content: token} : {types: token.slice(1), content: token[0]}));
    // closeLine() leaves a lone "" token only for an empty line.
    if (tokens.length === 1 && tokens[0]!.content === '') return [{...tokens[0]!, content: '\n', empty: true}];
    return tokens;
  });
}

/** The code that packed lines spell (what the CodeBlock passes to Highlight). */
export function packedCode(packed: PackedLines): string {
  return packed.map((line) => line.map((token) => (typeof token === 'string' ? token : token[0])).join('')).join('\n');
}

/** `[language, lines]` pairs, as a page module registers them. */
export type PackedBlock = [language: string, lines: PackedLines];

type Entry = {packed: PackedLines; tokens?: Token[][]};
const registry = new Map<string, Entry>();
const key = (language: string, code: string) => `${language}\u0000${code}`;

/**
 * Called by page modules (code the build adds to each MDX file) with their highlighted blocks,
 * which they pass as JSON text (see registrationNode in ../precompute.ts for why).
 */
export function registerTokens(blocks: string | readonly PackedBlock[]): number {
  const list = typeof blocks === 'string' ? (JSON.parse(blocks) as PackedBlock[]) : blocks;
  for (const [language, packed] of list) registry.set(key(language, packedCode(packed)), {packed});
  return list.length;
}

/** The build's tokens for this exact code and language, if a loaded page registered them. */
export function registeredTokens(language: string, code: string): Token[][] | undefined {
  const entry = registry.get(key(language, code));
  if (!entry) return undefined;
  if (entry.tokens) return entry.tokens;
  const tokens = unpackTokens(entry.packed);
  // The browser keeps them for the re-render after hydration; the server renders each page once,
  // and its workers register the blocks of every page (keeping them all would only grow the heap).
  if (typeof window !== 'undefined') entry.tokens = tokens;
  return tokens;
}
