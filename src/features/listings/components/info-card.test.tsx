import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { makeListing } from '@/testing/fixtures';

const usage = vi.hoisted(() => ({ recordListingEvent: vi.fn() }));
vi.mock('@/lib/usage', async (importOriginal) => ({ ...(await importOriginal<object>()), ...usage }));

const { InfoCard } = await import('./info-card');

const listing = makeListing({
  telephone: '+1 (555) 010-2000',
  email: 'hello@olive.test',
  whatsapp: '+1 555 010 3000',
  website: 'https://olive.test/',
  socialMedia: { instagram: 'https://instagram.com/olive' },
});

// jsdom cannot follow tel:, mailto: or other sites: keep the tap in the page.
const tap = (name: string | RegExp) => {
  const link = screen.getByRole('link', { name });
  link.addEventListener('click', (e) => e.preventDefault(), { once: true });
  fireEvent.click(link);
  return link;
};

describe('InfoCard usage counts', () => {
  it('counts each kind of contact tap for a public listing', () => {
    usage.recordListingEvent.mockClear();
    renderWithProviders(<InfoCard listing={listing} countTaps />);
    expect(tap('+1 (555) 010-2000')).toHaveAttribute('href', 'tel:+15550102000');
    expect(tap('hello@olive.test')).toHaveAttribute('href', 'mailto:hello@olive.test');
    expect(tap('Message on WhatsApp')).toHaveAttribute('href', 'https://wa.me/15550103000');
    tap('olive.test');
    tap('Instagram');
    expect(usage.recordListingEvent.mock.calls).toEqual([
      ['contact_phone', listing.id],
      ['contact_email', listing.id],
      ['contact_whatsapp', listing.id],
      ['contact_website', listing.id],
      ['contact_social', listing.id],
    ]);
  });

  it('counts nothing for a preview', () => {
    usage.recordListingEvent.mockClear();
    renderWithProviders(<InfoCard listing={listing} />);
    tap('+1 (555) 010-2000');
    expect(usage.recordListingEvent).not.toHaveBeenCalled();
  });

  it('shows no e-mail or WhatsApp row when the listing has none', () => {
    renderWithProviders(<InfoCard listing={makeListing({ telephone: '555' })} />);
    expect(screen.queryByText('E-mail')).not.toBeInTheDocument();
    expect(screen.queryByText('WhatsApp')).not.toBeInTheDocument();
  });

  it('has Contact Business dial the number with a phone icon, or e-mail a place without one', () => {
    const { unmount } = renderWithProviders(<InfoCard listing={listing} countTaps />);
    // Shown from two columns only (jsdom's window is narrower): found by its text, not its role.
    const call = screen.getByText('Contact Business').closest('a')!;
    expect(call).toHaveAttribute('href', 'tel:+15550102000');
    expect(call.querySelector('use')?.getAttribute('href')).toMatch(/#phone$/);
    unmount();
    renderWithProviders(<InfoCard listing={makeListing({ telephone: '', email: 'hi@olive.test' })} />);
    const mail = screen.getByText('Contact Business').closest('a')!;
    expect(mail).toHaveAttribute('href', 'mailto:hi@olive.test');
    expect(mail.querySelector('use')?.getAttribute('href')).toMatch(/#mail$/);
  });
});
