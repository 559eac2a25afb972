import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { PALETTES } from '@/lib/palette';
import { Highlight } from './highlight';

const marked = (text: string, terms?: string[]) => {
  const { container } = render(
    <p>
      <Highlight text={text} terms={terms} />
    </p>,
  );
  return { marks: [...container.querySelectorAll('mark')].map((m) => m.textContent), text: container.textContent };
};

describe('Highlight', () => {
  it('marks the matched words and keeps the text as it was', () => {
    const r = marked('Wood-fired pizza, and more pizza!', ['pizza']);
    expect(r.marks).toEqual(['pizza', 'pizza']);
    expect(r.text).toBe('Wood-fired pizza, and more pizza!');
  });

  it('shows the original accents of a word matched through folding, either way', () => {
    expect(marked('A crème brûlée to remember', ['creme', 'brulee']).marks).toEqual(['crème', 'brûlée']);
    expect(marked('Creme caramel', ['crème']).marks).toEqual(['Creme']);
    expect(marked('Luigi’s Pizza', ['luigis']).marks).toEqual(['Luigi’s']);
  });

  it('marks a word that begins with a term (typing) but not one that merely contains it', () => {
    expect(marked('Espresso and cold brew', ['espre']).marks).toEqual(['Espresso']);
    expect(marked('Pizzeria and Neapolitan', ['pizzeria', 'nap']).marks).toEqual(['Pizzeria']);
  });

  it('renders plain text with no terms or no match', () => {
    expect(marked('Golden Crumb').marks).toEqual([]);
    expect(marked('Golden Crumb', []).marks).toEqual([]);
    expect(marked('Golden Crumb', ['sourdough'])).toEqual({ marks: [], text: 'Golden Crumb' });
  });

  it('keeps the body and muted text readable on the mark (contrast ≥ 4.5:1)', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5]
        .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05);
    for (const color of Object.values(PALETTES)) {
      expect(contrast(color.text, color.primarySoft)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color.textMuted, color.primarySoft)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
