import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { currentToast } from '@/testing/toast';
import type { Ad } from '@/features/ads';
import { AdsSection } from './ads-section';

const state = vi.hoisted(() => ({ ads: [] as Ad[], loading: false, error: null as string | null }));
vi.mock('@/features/ads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/ads')>()),
  useAds: () => state,
}));
// The admin's copy of the listings, offered for the advertised listing.
const listings = vi.hoisted(() => ({
  listings: [
    { id: 'seed-015', title: 'Grindstone Coffee Bar', ownerName: 'Priya Raman', status: 'approved' },
    { id: 'seed-099', title: 'Alder Pending', ownerName: 'Sofia Alvarez', status: 'pending' },
  ],
  loading: false,
  error: null,
}));
vi.mock('../../data/use-admin-listings', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../data/use-admin-listings')>()),
  useAdminListings: () => listings,
}));
vi.mock('../../data/ad-writes', () => ({ createAd: vi.fn(), updateAd: vi.fn(), deleteAd: vi.fn() }));
const writes = vi.mocked(await import('../../data/ad-writes'));

const ad = (id: string, over: Partial<Ad> = {}): Ad => ({
  id,
  placement: 'listings-top',
  title: `Ad ${id}`,
  description: `About ${id}`,
  ctaText: 'Learn more',
  ctaLink: 'https://forkful.test',
  imageUrl: '',
  isActive: true,
  createdAt: 1_000,
  advertisedListingId: '',
  advertisedOwnerId: '',
  ...over,
});

const form = () => screen.getByRole('form', { name: 'Create a new ad' });
const item = (title: string) => screen.getByRole('listitem', { name: title });

beforeEach(() => {
  writes.createAd.mockReset().mockResolvedValue({ adId: 'new' });
  writes.updateAd.mockReset().mockResolvedValue({});
  writes.deleteAd.mockReset().mockResolvedValue({});
  state.ads = [ad('old', { createdAt: 1_000 }), ad('new', { createdAt: 2_000, isActive: false, placement: 'homepage-bottom' })];
  state.loading = false;
  state.error = null;
});

describe('AdsSection: creating', () => {
  it('refuses a missing title without calling the server', () => {
    renderWithProviders(<AdsSection />);
    fireEvent.click(within(form()).getByRole('button', { name: 'Create Ad' }));
    expect(currentToast()).toMatchObject({ title: 'Error', description: 'Title and placement are required.', variant: 'destructive' });
    const title = within(form()).getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(writes.createAd).not.toHaveBeenCalled();
  });

  it('refuses a javascript: link without calling the server', () => {
    renderWithProviders(<AdsSection />);
    fireEvent.input(within(form()).getByLabelText('Title'), { target: { value: 'Spring deals' } });
    fireEvent.input(within(form()).getByLabelText('CTA link'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Create Ad' }));
    expect(currentToast()).toMatchObject({ title: 'Error', description: 'Links must start with http:// or https://.' });
    expect(within(form()).getByLabelText('CTA link')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form()).getByText('Links must start with http:// or https://.')).toBeInTheDocument();
    expect(writes.createAd).not.toHaveBeenCalled();
  });

  it('creates the ad, toasts and resets the form', async () => {
    renderWithProviders(<AdsSection />);
    const placement = within(form()).getByLabelText('Placement') as HTMLSelectElement;
    expect(placement.value).toBe('homepage-bottom');
    expect(Array.from(placement.options).map((o) => o.value)).toEqual(['homepage-bottom', 'listings-top', 'pricing-page-bottom', 'listing-page']);
    expect(Array.from(placement.options).map((o) => o.textContent)).toContain('Listing pages');
    fireEvent.input(within(form()).getByLabelText('Title'), { target: { value: ' Spring deals ' } });
    fireEvent.change(placement, { target: { value: 'pricing-page-bottom' } });
    fireEvent.input(within(form()).getByLabelText('CTA button text'), { target: { value: 'See deals' } });
    fireEvent.input(within(form()).getByLabelText('CTA link'), { target: { value: 'https://forkful.test/deals' } });
    const submit = within(form()).getByRole('button', { name: 'Create Ad' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Ad created!', variant: 'success' }));
    expect(writes.createAd).toHaveBeenCalledExactlyOnceWith({
      title: 'Spring deals',
      placement: 'pricing-page-bottom',
      ctaText: 'See deals',
      ctaLink: 'https://forkful.test/deals',
    });
    expect((within(form()).getByLabelText('Title') as HTMLInputElement).value).toBe('');
    expect(placement.value).toBe('homepage-bottom');
  });

  it('creates a listing-page ad for a listing picked from the admin’s listings', async () => {
    renderWithProviders(<AdsSection />);
    const field = within(form()).getByLabelText('Advertised listing (optional)') as HTMLInputElement;
    const options = document.getElementById(field.getAttribute('list') ?? '')?.querySelectorAll('option') ?? [];
    // Approved listings first: the ones diners can see.
    expect(Array.from(options).map((o) => [o.value, o.label])).toEqual([
      ['seed-015', 'Grindstone Coffee Bar · Priya Raman'],
      ['seed-099', 'Alder Pending · Sofia Alvarez'],
    ]);
    fireEvent.input(within(form()).getByLabelText('Title'), { target: { value: 'Single-origin Saturdays' } });
    fireEvent.change(within(form()).getByLabelText('Placement'), { target: { value: 'listing-page' } });
    fireEvent.input(field, { target: { value: 'seed-099' } });
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('For Alder Pending · Sofia Alvarez (pending).');
    fireEvent.input(field, { target: { value: ' seed-015 ' } });
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('For Grindstone Coffee Bar · Priya Raman.');
    fireEvent.click(within(form()).getByRole('button', { name: 'Create Ad' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Ad created!', variant: 'success' }));
    expect(writes.createAd).toHaveBeenCalledExactlyOnceWith({
      title: 'Single-origin Saturdays',
      placement: 'listing-page',
      advertisedListingId: 'seed-015',
    });
    expect(field.value).toBe('');
  });

  it('refuses an advertised listing that is no id without calling the server; an unknown id is the server’s to check', async () => {
    renderWithProviders(<AdsSection />);
    const field = within(form()).getByLabelText('Advertised listing (optional)');
    fireEvent.input(within(form()).getByLabelText('Title'), { target: { value: 'Coffee' } });
    fireEvent.input(field, { target: { value: 'listings/seed-015' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Create Ad' }));
    expect(currentToast()).toMatchObject({ title: 'Error', description: 'The advertised listing must be a listing id, such as seed-015.' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(writes.createAd).not.toHaveBeenCalled();
    fireEvent.input(field, { target: { value: 'seed-404' } });
    expect(within(form()).getByText('No listing on this device has this id; the server checks it when you create the ad.')).toBeInTheDocument();
    fireEvent.click(within(form()).getByRole('button', { name: 'Create Ad' }));
    await waitFor(() =>
      expect(writes.createAd).toHaveBeenCalledWith({ title: 'Coffee', placement: 'homepage-bottom', advertisedListingId: 'seed-404' }),
    );
  });

  it('keeps what was typed when the server refuses', async () => {
    writes.createAd.mockRejectedValue(new Error('You are offline.'));
    renderWithProviders(<AdsSection />);
    fireEvent.input(within(form()).getByLabelText('Title'), { target: { value: 'Spring deals' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Create Ad' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Error creating ad', description: 'You are offline.', variant: 'destructive' }),
    );
    expect((within(form()).getByLabelText('Title') as HTMLInputElement).value).toBe('Spring deals');
  });
});

describe('AdsSection: the list', () => {
  it('lists every ad newest first with its state and placement', () => {
    renderWithProviders(<AdsSection />);
    const items = screen.getAllByTestId('ad-item');
    expect(items.map((i) => within(i).getByTestId('ad-status').textContent)).toEqual(['Inactive', 'Active']);
    expect(within(items[0]).getByText('Homepage (bottom)')).toBeInTheDocument();
    expect(within(items[1]).getByText('Listings (top)')).toBeInTheDocument();
  });

  it('names the listing an ad is for, by its name when this device has it', () => {
    state.ads = [
      ad('mine', { placement: 'listing-page', advertisedListingId: 'seed-015', advertisedOwnerId: 'demo-owner-3' }),
      ad('far', { createdAt: 500, advertisedListingId: 'seed-777' }),
    ];
    renderWithProviders(<AdsSection />);
    expect(within(item('Ad mine')).getByText('Listing pages')).toBeInTheDocument();
    expect(within(item('Ad mine')).getByTestId('ad-advertised').textContent).toBe('For Grindstone Coffee Bar · Priya Raman');
    expect(within(item('Ad far')).getByTestId('ad-advertised').textContent).toBe('For seed-777');
  });

  it('activates and deactivates', async () => {
    renderWithProviders(<AdsSection />);
    fireEvent.click(within(item('Ad new')).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Ad updated!', variant: 'success' }));
    expect(writes.updateAd).toHaveBeenCalledWith('new', { isActive: true });
    // Shown as accepted before the device pulls the change.
    expect(within(item('Ad new')).getByTestId('ad-status').textContent).toBe('Active');
    fireEvent.click(within(item('Ad old')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(writes.updateAd).toHaveBeenCalledWith('old', { isActive: false }));
  });

  it('says when an update fails', async () => {
    writes.updateAd.mockRejectedValue(new Error('Something went wrong on the server.'));
    renderWithProviders(<AdsSection />);
    fireEvent.click(within(item('Ad old')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Error updating ad',
        description: 'Something went wrong on the server.',
        variant: 'destructive',
      }),
    );
    expect(within(item('Ad old')).getByTestId('ad-status').textContent).toBe('Active');
  });

  it('saves an edited title and CTA text, enabled only when changed', async () => {
    renderWithProviders(<AdsSection />);
    const save = within(item('Ad old')).getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
    expect(save).toBeDisabled();
    fireEvent.input(within(item('Ad old')).getByLabelText('Title'), { target: { value: 'Fresh title' } });
    fireEvent.input(within(item('Ad old')).getByLabelText('CTA button text'), { target: { value: 'Go' } });
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Ad updated!', variant: 'success' }));
    expect(writes.updateAd).toHaveBeenCalledExactlyOnceWith('old', { title: 'Fresh title', ctaText: 'Go' });
  });

  it('refuses to save an empty title', () => {
    renderWithProviders(<AdsSection />);
    fireEvent.input(within(item('Ad old')).getByLabelText('Title'), { target: { value: '  ' } });
    fireEvent.click(within(item('Ad old')).getByRole('button', { name: 'Save Changes' }));
    expect(currentToast()).toMatchObject({ title: 'Error updating ad', description: 'Title and placement are required.' });
    expect(writes.updateAd).not.toHaveBeenCalled();
  });

  it('counts an edited title in characters, as the server does: 120 emoji save, 121 do not', async () => {
    renderWithProviders(<AdsSection />);
    const title = within(item('Ad old')).getByLabelText('Title');
    const save = within(item('Ad old')).getByRole('button', { name: 'Save Changes' });
    fireEvent.input(title, { target: { value: '🍕'.repeat(121) } });
    fireEvent.click(save);
    expect(currentToast()).toMatchObject({ title: 'Error updating ad', description: 'The title can be at most 120 characters.' });
    expect(writes.updateAd).not.toHaveBeenCalled();
    fireEvent.input(title, { target: { value: '🍕'.repeat(120) } });
    fireEvent.click(save);
    await waitFor(() => expect(writes.updateAd).toHaveBeenCalledExactlyOnceWith('old', { title: '🍕'.repeat(120), ctaText: expect.any(String) }));
  });

  it('deletes after confirmation', async () => {
    renderWithProviders(<AdsSection />);
    fireEvent.click(within(item('Ad old')).getByRole('button', { name: 'Delete' }));
    expect(writes.deleteAd).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete ad' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Ad deleted!', variant: 'success' }));
    expect(writes.deleteAd).toHaveBeenCalledExactlyOnceWith('old');
    expect(screen.queryByRole('listitem', { name: 'Ad old' })).not.toBeInTheDocument();
  });

  it('says when a delete fails', async () => {
    writes.deleteAd.mockRejectedValue(new Error('Nope.'));
    renderWithProviders(<AdsSection />);
    fireEvent.click(within(item('Ad old')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete ad' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Error deleting ad', description: 'Nope.', variant: 'destructive' }));
    expect(item('Ad old')).toBeTruthy();
  });

  it('shows a load error as a visible line', () => {
    state.ads = [];
    state.error = 'Ads could not be loaded. Quota exceeded';
    renderWithProviders(<AdsSection />);
    expect(screen.getByRole('alert').textContent).toBe('Error: Ads could not be loaded. Quota exceeded');
    expect(screen.queryByText('No ads yet')).not.toBeInTheDocument();
  });

  it('shows the loading and empty states', () => {
    state.ads = [];
    state.loading = true;
    const { unmount } = renderWithProviders(<AdsSection />);
    expect(screen.getByLabelText('Loading ads')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No ads yet')).not.toBeInTheDocument();
    unmount();
    state.loading = false;
    renderWithProviders(<AdsSection />);
    expect(screen.getByText('No ads yet')).toBeInTheDocument();
  });
});
