/**
 * A stand-in for prism-react-renderer in the site's bundles (plugins/code-highlight aliases it):
 * the same `Highlight` render-prop API the theme's CodeBlock uses, on a Prism that carries only the
 * grammars the site needs, where prism-react-renderer bundles two dozen (about 12 kB gzip on every
 * page, issue 9).
 */
import {useMemo, type CSSProperties, type ReactElement} from 'react';
import clsx from 'clsx';
import type {Grammar, Token as PrismToken, TokenStream} from 'prismjs';
import PrismCore from './prism';

export const Prism = PrismCore;

export type Language = string;

/** One piece of a line: its token types (outermost first) and its text. */
export type Token = {types: string[]; content: string; empty?: boolean};

export type PrismTheme = {
  plain: CSSProperties;
  styles: {types: string[]; style: CSSProperties; languages?: string[]}[];
};

type LineInputProps = {style?: CSSProperties; className?: string; line: Token[]; [key: string]: unknown};
type LineOutputProps = {style?: CSSProperties; className: string; [key: string]: unknown};
type TokenInputProps = {style?: CSSProperties; className?: string; token: Token; [key: string]: unknown};
type TokenOutputProps = {style?: CSSProperties; className: string; children: string; [key: string]: unknown};

export type RenderProps = {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: LineInputProps) => LineOutputProps;
  getTokenProps: (input: TokenInputProps) => TokenOutputProps;
};

export type HighlightProps = {
  prism?: typeof PrismCore;
  theme?: PrismTheme;
  language: Language;
  code: string;
  children: (props: RenderProps) => ReactElement;
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

type ThemeDict = Record<string, CSSProperties | undefined> & {root: CSSProperties; plain: CSSProperties};

function themeDict(theme: PrismTheme, language: string): ThemeDict {
  const dict: Record<string, CSSProperties> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) dict[type] = {...dict[type], ...entry.style};
  }
  return {...dict, root: theme.plain, plain: {...theme.plain, backgroundColor: undefined}};
}

function tokenStyle(dict: ThemeDict | undefined, {types, empty}: Token): CSSProperties | undefined {
  if (!dict) return undefined;
  if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && !empty) return dict[types[0]!];
  return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => dict[type]));
}

export function tokenize(prism: typeof PrismCore, code: string, language: string): Token[][] {
  const grammar: Grammar | undefined = prism.languages[language];
  if (!grammar) return normalizeTokens(code);
  const env = {code, grammar, language, tokens: [] as TokenStream};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

export function Highlight({prism = PrismCore, theme, language, code, children}: HighlightProps): ReactElement {
  const lang = language;
  const dict = useMemo(() => (theme ? themeDict(theme, lang) : undefined), [theme, lang]);
  const tokens = useMemo(() => tokenize(prism, code, lang), [prism, code, lang]);
  const getLineProps = ({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps => ({
    ...rest,
    className: clsx('token-line', className),
    ...(dict || style ? {style: {...dict?.plain, ...style}} : {}),
  });
  const getTokenProps = ({className, style, token, ...rest}: TokenInputProps): TokenOutputProps => {
    const own = tokenStyle(dict, token);
    return {
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      ...(own || style ? {style: {...own, ...style}} : {}),
    };
  };
  return children({tokens, className: `prism-code language-${lang}`, style: dict?.root ?? {}, getLineProps, getTokenProps});
}
