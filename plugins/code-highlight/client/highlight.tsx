/**
 * A stand-in for prism-react-renderer in the site's bundles (plugins/code-highlight aliases it):
 * the same `Highlight` render-prop API the theme's CodeBlock uses. The tokens come from the build
 * (./tokens.ts: every MDX page registers its highlighted blocks), so pages ship no Prism; code
 * the build did not see loads Prism with the site's grammars on demand, suspending until it is in.
 */
import React, {Suspense, use, useMemo, type CSSProperties, type ReactElement} from 'react';
import clsx from 'clsx';
import {normalizeTokens, registeredTokens, tokenize, type PrismLike, type Token} from '../../../lib/codeTokens';

export {normalizeTokens, type Token} from '../../../lib/codeTokens';

export type Language = string;

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
  /** Tokenize with this Prism instead of build-time tokens or the lazily loaded one (tests). */
  prism?: PrismLike;
  theme?: PrismTheme;
  language: Language;
  code: string;
  children: (props: RenderProps) => ReactElement;
};

type ThemeDict = Record<string, CSSProperties | undefined> & {root: CSSProperties; plain: CSSProperties};

function themeDict(theme: PrismTheme, language: string): ThemeDict {
  const dict: Record<string, CSSProperties> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) dict[type] = {...dict[type], ...entry.style};
  }
  return {...dict, root: theme.plain, plain: {...theme.plain, backgroundColor: undefined}};
}

/**
 * A value a colour mode may leave unset (`var(--name,)`, ../colorModes.ts) merged over an earlier
 * one: the earlier value becomes its fallback, as if this type had no such style in that mode.
 */
function overlay(earlier: unknown, value: unknown): unknown {
  return earlier !== undefined && typeof value === 'string' && value.startsWith('var(') && value.endsWith(',)') ? `${value.slice(0, -1)}${String(earlier)})` : value;
}

function tokenStyle(dict: ThemeDict | undefined, {types, empty}: Token): CSSProperties | undefined {
  if (!dict) return undefined;
  if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && !empty) return dict[types[0]!];
  const style: Record<string, unknown> = empty ? {display: 'inline-block'} : {};
  for (const type of types) {
    for (const [property, value] of Object.entries(dict[type] ?? {})) style[property] = overlay(style[property], value);
  }
  return style as CSSProperties;
}

type Thenable<T> = Promise<T> & {status: 'pending' | 'fulfilled'; value?: T};
let prismLoad: Thenable<PrismLike> | undefined;

/**
 * Prism with the site's grammars, loaded once. The promise carries React's `status`/`value`
 * fields, so `use()` reads it synchronously once it has settled.
 */
export function loadPrism(): Thenable<PrismLike> {
  if (!prismLoad) {
    const load = Object.assign(
      import('./prismWithLanguages').then((module) => {
        load.status = 'fulfilled';
        load.value = module.default as PrismLike;
        return load.value;
      }),
      {status: 'pending' as const},
    ) as Thenable<PrismLike>;
    prismLoad = load;
  }
  return prismLoad;
}

type TokensProps = Omit<HighlightProps, 'prism' | 'code'> & {tokens: Token[][]};

/** The render-prop output for tokens already known. */
function HighlightTokens({theme, language, tokens, children}: TokensProps): ReactElement {
  // The same functions while the theme is the same, so that memoised lines (theme/CodeBlock/Line)
  // skip a render of the block that changes nothing in them.
  const {rootStyle, getLineProps, getTokenProps} = useMemo(() => {
    const dict = theme ? themeDict(theme, language) : undefined;
    return {
      rootStyle: dict?.root ?? {},
      getLineProps: ({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps => ({
        ...rest,
        className: clsx('token-line', className),
        ...(dict || style ? {style: {...dict?.plain, ...style}} : {}),
      }),
      getTokenProps: ({className, style, token, ...rest}: TokenInputProps): TokenOutputProps => {
        const own = tokenStyle(dict, token);
        return {
          ...rest,
          className: clsx('token', ...token.types, className),
          children: token.content,
          ...(own || style ? {style: {...own, ...style}} : {}),
        };
      },
    };
  }, [theme, language]);
  return children({tokens, className: `prism-code language-${language}`, style: rootStyle, getLineProps, getTokenProps});
}

/** Tokens from the lazily loaded Prism: suspends until it is in. */
function PrismTokens(props: Omit<HighlightProps, 'prism'>): ReactElement {
  const prism = use(loadPrism() as Promise<PrismLike>);
  const tokens = useMemo(() => tokenize(prism, props.code, props.language), [prism, props.code, props.language]);
  return <HighlightTokens {...props} tokens={tokens} />;
}

export function Highlight({prism, ...props}: HighlightProps): ReactElement {
  const {code, language} = props;
  const built = prism ? undefined : registeredTokens(language, code);
  const known = useMemo(() => built ?? (prism ? tokenize(prism, code, language) : undefined), [built, prism, code, language]);
  if (known) return <HighlightTokens {...props} tokens={known} />;
  // Code the build did not highlight: the same lines unhighlighted until Prism is in. The
  // boundary is here, on this path only: one around every code block made hydration slower.
  return (
    <Suspense fallback={<HighlightTokens {...props} tokens={normalizeTokens(code)} />}>
      <PrismTokens {...props} />
    </Suspense>
  );
}
