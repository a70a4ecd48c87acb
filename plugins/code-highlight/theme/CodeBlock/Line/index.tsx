// The theme's Line, memoised and with its tokens written as one HTML string.
// - Memoised: a code block renders again after hydration (its word-wrap state, the colour mode),
//   and every line with it; a line now renders again only when its tokens or the functions that
//   style them (the theme, ../../../client/highlight.tsx) change.
// - One string: the theme's Line renders a component and a <span> per token, a few thousand on a
//   docs page, and that was most of the static render's time in code blocks. The original Line
//   still renders the line (its classes, line number, line break); it gets one token whose span
//   holds the tokens' spans, written by lineHtml with the same classes and styles. Lines that
//   lineHtml cannot write exactly, and empty ones, render as before.
// `@theme-init`: theme-classic's Line (`@theme-original` here would be this file).
import {memo, type ReactNode} from 'react';
import Line from '@theme-init/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';
import {lineHtml} from '../../../client/lineHtml';

const HTML_TOKEN = {types: ['plain'], content: ''};

function HtmlLine(props: Props): ReactNode {
  const {line, getTokenProps} = props;
  const empty = line.length === 1 && line[0]!.content === '\n';
  const html = empty ? null : lineHtml(line, getTokenProps as Parameters<typeof lineHtml>[1]);
  if (html === null) return <Line {...props} />;
  const tokenProps = () => ({dangerouslySetInnerHTML: {__html: html}}) as unknown as ReturnType<Props['getTokenProps']>;
  return <Line {...props} line={[HTML_TOKEN]} getTokenProps={tokenProps} />;
}

export default memo(HtmlLine);
