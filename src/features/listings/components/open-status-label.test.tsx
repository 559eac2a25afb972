import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { makeListing } from '@/testing/fixtures';
import { InfoCard } from './info-card';
import { ListingCard } from './listing-card';
import { OpenStatusLabel } from './open-status-label';

const LA = 'America/Los_Angeles';
const hours = { mon: { open: '08:00', close: '22:00' }, tue: { open: '08:00', close: '22:00' }, wed: null, thu: { open: '08:00', close: '22:00' } };
// Tuesday 2026-11-24, 21:14:30 in Los Angeles (PST) = 05:14:30 UTC on Wednesday.
const TUESDAY_EVENING = Date.UTC(2026, 10, 25, 5, 14, 30);

describe('OpenStatusLabel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(TUESDAY_EVENING);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the state in words and follows the clock while the page stays open', () => {
    renderWithProviders(<OpenStatusLabel listing={{ openingHours: hours, timeZone: LA }} />);
    const label = screen.getByTestId('open-status');
    expect(label.dataset.state).toBe('open');
    expect(label.textContent).toBe('Open · closes 10 PM');

    act(() => vi.advanceTimersByTime(30_000));
    expect(label.dataset.state).toBe('closing-soon');
    expect(label.textContent).toBe('Closes soon · 10 PM');

    act(() => vi.advanceTimersByTime(45 * 60_000));
    expect(label.dataset.state).toBe('closed');
    expect(label.textContent).toBe('Closed · opens 8 AM Thu');
  });

  it('says so when no hours are listed', () => {
    renderWithProviders(<OpenStatusLabel listing={{ timeZone: LA }} />);
    expect(screen.getByTestId('open-status').dataset.state).toBe('unknown');
    expect(screen.getByTestId('open-status').textContent).toBe('Hours not listed');
  });

  it('is on every listing card', () => {
    renderWithProviders(<ListingCard listing={makeListing({ openingHours: hours, timeZone: LA })} />);
    expect(screen.getByTestId('open-status').textContent).toBe('Open · closes 10 PM');
  });

  it("heads the detail page's weekly hours and marks the listing's own today", () => {
    // Already Wednesday in UTC and east of it, still Tuesday in Los Angeles.
    renderWithProviders(<InfoCard listing={makeListing({ openingHours: hours, timeZone: LA })} />);
    expect(screen.getByTestId('open-status').textContent).toBe('Open · closes 10 PM');
    const today = screen.getByRole('row', { current: 'date' });
    expect(today.textContent).toContain('Tuesday');
  });
});
