/**
 * The code block colours: prism-react-renderer's GitHub (light) and VS Dark themes, with every
 * token colour moved just far enough towards black (light) or white (dark) to reach a contrast of
 * 4.5:1 against the block's background (WCAG AA for normal text). Colours that already pass stay
 * as they are, so the themes keep their look.
 *
 * The site uses them as one theme of CSS variables (`codeTheme`, given as both `theme` and
 * `darkTheme`) and the variables' values in each mode (`codeColors`, given to the code-highlight
 * plugin, which ships them as a style sheet): code is rendered the same in both modes and takes the
 * colours of the mode the page is in from the first paint (plugins/code-highlight/colorModes.ts).
 */
import {themes, type PrismTheme} from 'prism-react-renderer';
import {themeForBothModes} from '../plugins/code-highlight/colorModes';

export const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

export function parseColor(color: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/i.exec(color.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** `color`, mixed towards black or white (whichever is further from the background) until it passes. */
export function readableOn(color: string, background: string, min = MIN_CONTRAST): string {
  const fg = parseColor(color);
  const bg = parseColor(background);
  if (!fg || !bg || contrast(fg, bg) >= min) return color;
  const target: Rgb = luminance(bg) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 100; step++) {
    const t = step / 100;
    const mixed = fg.map((v, i) => v + (target[i]! - v) * t) as Rgb;
    if (contrast(mixed, bg) >= min) return toHex(mixed);
  }
  return toHex(target);
}

export function withReadableTokens(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    plain: {...theme.plain, color: theme.plain.color && readableOn(theme.plain.color, background)},
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: {
        ...entry.style,
        ...(entry.style.color ? {color: readableOn(entry.style.color, background)} : {}),
        // A dimmed token (opacity) loses contrast the check above cannot see.
        ...(entry.style.opacity !== undefined ? {opacity: 1} : {}),
      },
    })),
  };
}

export const lightCodeTheme = withReadableTokens(themes.github);
export const darkCodeTheme = withReadableTokens(themes.vsDark);

export const {theme: codeTheme, values: codeColors} = themeForBothModes(lightCodeTheme, darkCodeTheme);
