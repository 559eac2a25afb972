import { describe, expect, it } from 'vitest';
import { PALETTES, type ColorName } from './palette';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05);

/** Text colours on the grounds they are drawn on, each at least 4.5:1 (WCAG AA for body text). */
const TEXT_ON: [ColorName, ColorName][] = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surfaceAlt'],
  ['textMuted', 'bg'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceAlt'],
  ['primary', 'bg'],
  ['primary', 'surface'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'danger'],
  ['onInverse', 'inverse'],
  ['primaryHover', 'primarySoft'],
  ['danger', 'surface'],
  ['success', 'surface'],
  ['accentDeep', 'accentSoft'],
  ['warningText', 'warningSoft'],
  ['noticeText', 'warningSoft'],
  ['previewText', 'previewBg'],
  ['dangerText', 'dangerSoft'],
  ['badgePendingText', 'badgePendingBg'],
  ['badgeSuccessText', 'badgeSuccessBg'],
  ['badgeDangerText', 'badgeDangerBg'],
  ['badgeInfoText', 'badgeInfoBg'],
];

describe('palettes', () => {
  it('name the same colours in every scheme', () => {
    expect(Object.keys(PALETTES.dark).sort()).toEqual(Object.keys(PALETTES.light).sort());
    for (const palette of Object.values(PALETTES)) for (const value of Object.values(palette)) expect(value).toMatch(/^#[0-9A-F]{6}([0-9A-F]{2})?$/);
  });

  it.each(['light', 'dark'] as const)('keep text readable in the %s scheme', (scheme) => {
    const color = PALETTES[scheme];
    const failing = TEXT_ON.map(([fg, bg]) => ({ pair: `${fg} on ${bg}`, ratio: Number(contrast(color[fg], color[bg]).toFixed(2)) })).filter(
      ({ ratio }) => ratio < 4.5,
    );
    expect(failing).toEqual([]);
  });
});
