import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {contrast, darkCodeTheme, lightCodeTheme, MIN_CONTRAST, parseColor, readableOn} from '../prismThemes';

describe('code block themes', () => {
  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ])('gives every %s token 4.5:1 against the block background', (_, theme) => {
    const bg = parseColor(theme.plain.backgroundColor!)!;
    const failing = theme.styles
      .filter((s) => s.style.color)
      .map((s) => ({types: s.types.join(','), ratio: contrast(parseColor(s.style.color!)!, bg)}))
      .filter((s) => s.ratio < MIN_CONTRAST);
    expect(failing).toEqual([]);
  });

  it('keeps colours that already pass, and moves failing ones only as far as needed', () => {
    expect(readableOn('#00009f', '#f6f8fa')).toBe('#00009f');
    const fixed = readableOn('#36acaa', '#f6f8fa');
    expect(fixed).not.toBe('#36acaa');
    const ratio = contrast(parseColor(fixed)!, parseColor('#f6f8fa')!);
    expect(ratio).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(ratio).toBeLessThan(MIN_CONTRAST + 0.4);
  });

  it('keeps the structure of the original themes', () => {
    expect(lightCodeTheme.styles.map((s) => s.types)).toEqual(themes.github.styles.map((s) => s.types));
    expect(darkCodeTheme.plain.backgroundColor).toBe(themes.vsDark.plain.backgroundColor);
  });
});
