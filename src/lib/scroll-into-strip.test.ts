import { describe, expect, it } from 'vitest';
import { scrollLeftToShow } from './scroll-into-strip';

describe('scrollLeftToShow', () => {
  const strip = { scrollLeft: 0, clientWidth: 360 };

  it('leaves the strip where it is when the item shows whole', () => {
    expect(scrollLeftToShow(strip, { offsetLeft: 100, offsetWidth: 80 })).toBe(0);
  });

  it('scrolls right just enough for an item cut at the right edge, past the fade', () => {
    expect(scrollLeftToShow(strip, { offsetLeft: 330, offsetWidth: 120 })).toBe(330 + 120 + 32 - 360);
  });

  it('scrolls back left for an item hidden at the left, never below 0', () => {
    expect(scrollLeftToShow({ scrollLeft: 200, clientWidth: 360 }, { offsetLeft: 150, offsetWidth: 80 })).toBe(118);
    expect(scrollLeftToShow({ scrollLeft: 200, clientWidth: 360 }, { offsetLeft: 10, offsetWidth: 80 })).toBe(0);
  });
});
