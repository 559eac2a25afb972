import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { makeListing } from '@/testing/fixtures';
import type { ListingContent } from '../lib/listing-content';
import { ExtrasSections } from './extras-sections';
import { FOLD_ABOVE_ITEMS } from './menu-list';

const HOUR = 3_600_000;
const now = Date.now();
const item = (name: string, price: number | null = 12.5) => ({ name, description: `${name}, house style.`, price, dietary: ['vegan' as const] });
const listing = (extra: Partial<ListingContent>) =>
  ({ ...makeListing({ title: 'Kumo' }), timeZone: 'America/Los_Angeles', ...extra }) as ListingContent;

describe('ExtrasSections', () => {
  it('shows running deals with their type and end, and hides ended ones', () => {
    renderWithProviders(
      <ExtrasSections
        listing={listing({
          deals: [
            { title: '2-for-1 dumplings', type: 'Bundle', endsAt: now + 48 * HOUR },
            { title: 'Last week’s discount', type: 'Discount', endsAt: now - HOUR },
          ],
        })}
      />,
    );
    const deals = screen.getByTestId('deals');
    expect(deals.textContent).toContain('Bundle');
    expect(deals.textContent).toContain('2-for-1 dumplings');
    expect(deals.textContent).toMatch(/Ends \w{3}, \w{3} \d+/);
    expect(deals.textContent).not.toContain('Last week');
  });

  it('shows upcoming events and hides past ones; no section when every one has passed', () => {
    const ev = (title: string, from: number, to: number) => ({ title, startsAt: now + from, endsAt: now + to, description: 'Live.' });
    const { unmount } = renderWithProviders(
      <ExtrasSections listing={listing({ events: [ev('Jazz night', 24 * HOUR, 27 * HOUR), ev('Old gig', -5 * HOUR, -2 * HOUR)] })} />,
    );
    expect(screen.getByRole('heading', { name: 'Upcoming events' })).toBeInTheDocument();
    expect(screen.getByTestId('events').textContent).toContain('Jazz night');
    expect(screen.getByTestId('events').textContent).not.toContain('Old gig');
    unmount();
    renderWithProviders(<ExtrasSections listing={listing({ events: [ev('Old gig', -5 * HOUR, -2 * HOUR)], announcement: null })} />);
    expect(screen.queryByRole('heading', { name: 'Upcoming events' })).not.toBeInTheDocument();
  });

  it('shows the menu with prices as dollars and dietary marks; a long one folds to its first section', () => {
    const many = Array.from({ length: FOLD_ABOVE_ITEMS }, (_, i) => item(`Dish ${i}`));
    renderWithProviders(
      <ExtrasSections
        listing={listing({
          menu: [
            { name: 'Ramen', items: [item('Tonkotsu Ramen')] },
            { name: 'Small plates', items: many },
          ],
        })}
      />,
    );
    const menu = screen.getByTestId('section-menu');
    expect(menu.textContent).toContain('Tonkotsu Ramen');
    expect(menu.textContent).toContain('$12.50');
    expect(within(menu).getAllByText('Vegan').length).toBeGreaterThan(0);
    expect(menu.textContent).not.toContain('Dish 0');
    const more = within(menu).getByRole('button', { name: `Show full menu (${FOLD_ABOVE_ITEMS} more items)` });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(menu.textContent).toContain('Dish 0');
    expect(within(menu).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('lists questions as disclosures, answers as text (markup is not run)', () => {
    const { container } = renderWithProviders(
      <ExtrasSections listing={listing({ faq: [{ question: 'Do you take walk-ins?', answer: '<img src=x onerror=alert(1)> Yes, until 9.' }] })} />,
    );
    const summary = screen.getByText('Do you take walk-ins?').closest('summary')!;
    expect(summary.parentElement!.tagName).toBe('DETAILS');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)> Yes, until 9.');
  });

  it('renders no section for content the entry does not carry', () => {
    const { container } = renderWithProviders(<ExtrasSections listing={listing({})} />);
    expect(container.querySelectorAll('section')).toHaveLength(0);
  });
});
