import { describe, expect, it } from 'vitest';
import { makeListing } from '@/testing/fixtures';
import { activeAnnouncement, currentDeals, formatEnds, formatEventWhen, formatPrice, nextEnding, upcomingEvents, type ListingContent } from './listing-content';

const NOW = Date.UTC(2026, 10, 28, 12);
const HOUR = 3_600_000;
const listing = (extra: Partial<ListingContent>) => ({ ...makeListing(), ...extra }) as ListingContent;

describe('what shows by the clock', () => {
  it('shows an announcement until it ends, not after', () => {
    const l = listing({ announcement: { text: 'Closed Monday for a private event', endsAt: NOW + HOUR } });
    expect(activeAnnouncement(l, NOW)?.text).toBe('Closed Monday for a private event');
    expect(activeAnnouncement(l, NOW + HOUR)).toBeNull();
    expect(activeAnnouncement(listing({ announcement: null }), NOW)).toBeNull();
  });

  it('hides ended deals, orders by end, and keeps the older plain offers', () => {
    const l = listing({
      deals: [
        { title: 'Open-ended', type: 'Offer', endsAt: null },
        { title: 'Ended', type: 'Discount', endsAt: NOW - 1 },
        { title: 'Soon', type: 'Happy hour', endsAt: NOW + HOUR },
      ],
      specialOffers: ['Free coffee refill', 'soon'],
      dealType: 'Loyalty',
    });
    expect(currentDeals(l, NOW)).toEqual([
      { title: 'Soon', type: 'Happy hour', endsAt: NOW + HOUR },
      { title: 'Open-ended', type: 'Offer', endsAt: null },
      { title: 'Free coffee refill', type: 'Loyalty', endsAt: null },
    ]);
    expect(currentDeals(l, NOW + HOUR).map((d) => d.title)).toEqual(['Open-ended', 'Free coffee refill']);
  });

  it('keeps events until they end, soonest first', () => {
    const ev = (title: string, start: number, end: number) => ({ title, startsAt: NOW + start, endsAt: NOW + end, description: '' });
    const l = listing({ events: [ev('Later', 48 * HOUR, 50 * HOUR), ev('Past', -3 * HOUR, -HOUR), ev('On now', -HOUR, HOUR)] });
    expect(upcomingEvents(l, NOW).map((e) => e.title)).toEqual(['On now', 'Later']);
    expect(upcomingEvents(l, NOW + HOUR).map((e) => e.title)).toEqual(['Later']);
    expect(nextEnding(l, NOW)).toBe(NOW + HOUR);
  });
});

describe('formats', () => {
  it('prices as dollars with cents', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(9)).toBe('$9.00');
    expect(formatPrice(null)).toBe('');
  });

  it('dates in the listing’s time zone', () => {
    // 06:00 UTC on Dec 1 is still Monday Nov 30 in Los Angeles.
    const t = Date.UTC(2026, 11, 1, 6);
    expect(formatEnds(t, 'America/Los_Angeles')).toBe('Ends Mon, Nov 30');
    expect(formatEnds(t, 'Europe/London')).toBe('Ends Tue, Dec 1');
    const when = formatEventWhen({ startsAt: Date.UTC(2026, 11, 6, 3), endsAt: Date.UTC(2026, 11, 6, 6) }, 'America/Los_Angeles');
    expect(when).toMatch(/^Sat, Dec 5 · 7:00\sPM – 10:00\sPM/);
    expect(formatEventWhen({ startsAt: Date.UTC(2026, 11, 6, 3), endsAt: Date.UTC(2026, 11, 7, 3) }, 'bad/zone')).toMatch(/, .* – \w{3}, \w{3} \d/);
  });
});
