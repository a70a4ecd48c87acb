/**
 * A code line's tokens as one HTML string, for the time of the static render. The theme's CodeBlock/Line
 * renders every token as a component and a `<span>`: a docs page has a few thousand of them, and
 * rendering them was the largest single cost of the static render after React's own stream
 * writing. The plugin's Line (theme/CodeBlock/Line) renders the same spans from this string
 * instead: the same classes and styles, since they come from the same `getTokenProps`.
 *
 * Only what can be written exactly is written here: `className`, `children` text and a style of
 * plain string values (what Prism themes have). A token with anything else (another prop, a
 * numeric style value React would add a unit to) makes `lineHtml` return null, and the line
 * renders through React as before.
 */
import type {CSSProperties} from 'react';

type TokenLike = {types: string[]; content: string; empty?: boolean};
type TokenProps = {className?: unknown; style?: unknown; children?: unknown; [key: string]: unknown};

// React's escaping (escapeTextForBrowser), for text and attribute values alike, so that a line
// written here is the markup React would write for the same spans.
const ESCAPES: Record<string, string> = {'"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;'};
export const escapeHtml = (text: string): string => text.replace(/["&'<>]/g, (c) => ESCAPES[c]!);

/** React's names for unitless CSS properties that Prism themes could set as numbers. */
const UNITLESS = new Set(['opacity', 'fontWeight', 'lineHeight', 'zIndex', 'order', 'flexGrow', 'flexShrink']);

/**
 * The `style` attribute's value as React writes it (`font-style:italic;color:#999988`), or null
 * when a value needs React's rules: a number with a unit, a custom property, a vendor prefix.
 */
export function styleText(style: CSSProperties): string | null {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(style)) {
    if (value == null || typeof value === 'boolean' || value === '') continue;
    if (!/^[a-z][A-Za-z]*$/.test(name)) return null;
    let written: string;
    if (typeof value === 'string') written = value.trim();
    else if (typeof value === 'number' && (value === 0 || UNITLESS.has(name))) written = String(value);
    else return null;
    parts.push(`${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${written}`);
  }
  return parts.join(';');
}

/**
 * The tokens of a line as the `<span>`s the theme's Line/Token would render for them, or null
 * when one of them has props this function does not write (then React renders the line).
 */
export function lineHtml(line: readonly TokenLike[], getTokenProps: (input: {token: TokenLike}) => TokenProps): string | null {
  let html = '';
  for (const token of line) {
    const props = getTokenProps({token});
    let open = '<span';
    for (const key in props) {
      const value = props[key];
      if (key === 'children' || value === undefined) continue;
      if (key === 'className' && typeof value === 'string') {
        open += ` class="${escapeHtml(value)}"`;
      } else if (key === 'style' && typeof value === 'object' && value !== null) {
        const css = styleText(value as CSSProperties);
        if (css === null) return null;
        if (css) open += ` style="${escapeHtml(css)}"`;
      } else {
        return null;
      }
    }
    const {children} = props;
    if (typeof children !== 'string') return null;
    html += `${open}>${escapeHtml(children)}</span>`;
  }
  return html;
}
