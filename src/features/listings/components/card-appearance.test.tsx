import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { makeListing } from '@/testing/fixtures';

const usage = vi.hoisted(() => ({ recordListingEvent: vi.fn() }));
vi.mock('@/lib/usage/record', async (importOriginal) => ({ ...(await importOriginal<object>()), ...usage }));

const { ListingGrid } = await import('./listing-grid');
const { ListingCard } = await import('./listing-card');

class FakeObserver {
  static last: FakeObserver | null = null;
  readonly observed = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {}
  show(el: Element, ratio: number) {
    const entry = { target: el, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  usage.recordListingEvent.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const listings = Array.from({ length: 14 }, () => makeListing());

describe('appearances', () => {
  it('counts a first-screen card once at least half of it was in view', () => {
    renderWithProviders(
      <ListingGrid countAppearances>
        {listings.map((l) => (
          <ListingCard key={l.id} listing={l} />
        ))}
      </ListingGrid>,
    );
    const io = FakeObserver.last!;
    const cards = screen.getAllByTestId('listing-card');
    // The first screen is the first twelve cards: the rest are never observed.
    expect(io.observed.size).toBe(12);
    expect(io.observed.has(cards[12]!)).toBe(false);
    io.show(cards[0]!, 0.3);
    expect(usage.recordListingEvent).not.toHaveBeenCalled();
    io.show(cards[0]!, 0.6);
    expect(usage.recordListingEvent).toHaveBeenCalledWith('appearance', listings[0]!.id);
    expect(io.observed.has(cards[0]!)).toBe(false);
  });

  it('observes nothing in a grid that does not count (favourites)', () => {
    // The observer is shared: the first test's cards were unobserved when they unmounted.
    renderWithProviders(
      <ListingGrid>
        {listings.slice(0, 3).map((l) => (
          <ListingCard key={l.id} listing={l} />
        ))}
      </ListingGrid>,
    );
    expect(FakeObserver.last?.observed.size ?? 0).toBe(0);
  });
});
