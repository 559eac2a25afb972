import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emptyDraft } from '@/domain/listing';
import { renderWithProviders } from '@/testing/render';
import { currentToast } from '@/testing/toast';
import type { AdminListing } from '../../data/use-admin-listings';
import { defaultListingView, useListingViewStore } from '../../lib/listing-view';
import { ListingsSection } from './listings-section';

const state = vi.hoisted(() => ({ listings: [] as unknown[], loading: false, error: null as string | null }));
vi.mock('../../data/use-admin-listings', () => ({ useAdminListings: () => state }));
vi.mock('../../data/moderate-listing', () => ({ moderateListing: vi.fn() }));
vi.mock('../../data/admin-listing-writes', () => ({ deleteListingAsAdmin: vi.fn(), saveListingAsAdmin: vi.fn() }));
const { moderateListing } = vi.mocked(await import('../../data/moderate-listing'));
const { deleteListingAsAdmin } = vi.mocked(await import('../../data/admin-listing-writes'));

const listing = (id: string, status: AdminListing['status'], over: Partial<AdminListing> = {}): AdminListing => ({
  ...emptyDraft(),
  id,
  title: `Place ${id}`,
  description: `About ${id}`,
  city: 'Lisbon',
  ownerId: `owner-${id}`,
  ownerName: `Owner ${id}`,
  ownerEmail: `${id}@forkful.test`,
  status,
  rejectionReason: status === 'rejected' ? 'Blurry photos' : null,
  rating: 0,
  reviewCount: 0,
  createdAt: Date.UTC(2025, 2, 4),
  updatedAt: 1000 + id.length,
  ...over,
});

const titles = () => screen.queryAllByTestId('admin-listing').map((card) => within(card).getByRole('heading').textContent);
const card = (title: string) => screen.getByRole('article', { name: title });

beforeEach(() => {
  moderateListing.mockReset().mockResolvedValue({ status: 'approved', updatedAt: 2000 });
  deleteListingAsAdmin.mockReset().mockResolvedValue({});
  // The hook's order: pending first.
  state.listings = [
    listing('p1', 'pending', { city: 'Porto', updatedAt: 4242 }),
    listing('a1', 'approved', { ownerName: 'Sofia Alvarez' }),
    listing('r1', 'rejected'),
  ];
  state.loading = false;
  state.error = null;
  useListingViewStore.setState({ view: null });
});

describe('ListingsSection', () => {
  it('shows every listing, pending first, with owner, category and the rejection reason', () => {
    renderWithProviders(<ListingsSection />);
    expect(titles()).toEqual(['Place p1', 'Place a1', 'Place r1']);
    const pending = card('Place p1');
    expect(within(pending).getByTestId('listing-status').textContent).toBe('Pending');
    expect(within(pending).getByText('p1@forkful.test')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(card('Place a1')).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(card('Place r1')).getByTestId('rejection-reason').textContent).toContain('Blurry photos');
    expect(within(pending).getByRole('link', { name: 'View Place p1' })).toHaveAttribute('href', '/listing/p1');
    expect(within(pending).getByRole('link', { name: 'Edit Place p1' })).toHaveAttribute('href', '/admin/listings/p1/edit');
  });

  it('filters by status (also from the URL) and searches title, owner and city', () => {
    renderWithProviders(<ListingsSection />, { route: '/admin/listings?status=rejected' });
    expect(titles()).toEqual(['Place r1']);
    expect(screen.getByRole('button', { name: /Rejected/ })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: /All/ }));
    expect(titles()).toHaveLength(3);
    const search = screen.getByRole('searchbox', { name: 'Search listings' });
    fireEvent.input(search, { target: { value: 'sofia' } });
    expect(titles()).toEqual(['Place a1']);
    fireEvent.input(search, { target: { value: 'porto' } });
    expect(titles()).toEqual(['Place p1']);
    fireEvent.click(screen.getByRole('button', { name: /Approved/ }));
    expect(titles()).toEqual([]);
    expect(screen.getByText('No listings match your filters')).toBeInTheDocument();
  });

  it('approves with the updatedAt of the card on screen, once however often it is clicked', async () => {
    renderWithProviders(<ListingsSection />);
    const approve = within(card('Place p1')).getByRole('button', { name: 'Approve' });
    fireEvent.click(approve);
    fireEvent.click(approve);
    await waitFor(() => expect(currentToast()?.title).toBe('Listing approved!'));
    expect(moderateListing).toHaveBeenCalledTimes(1);
    expect(moderateListing).toHaveBeenCalledWith({ listingId: 'p1', action: 'approve', expectedUpdatedAt: 4242 });
  });

  it('shows the server refusal of a stale version as an Error toast', async () => {
    const stale = 'This listing was changed since you opened it. Review the latest version and try again.';
    moderateListing.mockRejectedValue(new Error(stale, { cause: { code: 'functions/failed-precondition' } }));
    renderWithProviders(<ListingsSection />);
    fireEvent.click(within(card('Place p1')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Error', description: stale, variant: 'destructive' }));
  });

  it('asks for a reason before rejecting, and keeps the dialog open without one', async () => {
    renderWithProviders(<ListingsSection />);
    fireEvent.click(within(card('Place p1')).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject listing' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(currentToast()).toMatchObject({ title: 'Reason required', description: 'Please provide a reason for rejection.' });
    expect(screen.getByRole('dialog', { name: 'Reject listing' })).toBeInTheDocument();
    expect(moderateListing).not.toHaveBeenCalled();

    fireEvent.input(within(dialog).getByLabelText('Reason for rejection'), { target: { value: '  No address  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Listing rejected', description: 'The user will be notified.' }));
    expect(moderateListing).toHaveBeenCalledWith({ listingId: 'p1', action: 'reject', reason: 'No address', expectedUpdatedAt: 4242 });
    expect(screen.queryByRole('dialog', { name: 'Reject listing' })).not.toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    renderWithProviders(<ListingsSection />);
    fireEvent.click(within(card('Place a1')).getByRole('button', { name: 'Delete Place a1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete listing' }));
    await waitFor(() => expect(currentToast()?.title).toBe('Listing deleted'));
    expect(deleteListingAsAdmin).toHaveBeenCalledWith('a1');
  });

  it('says when there is nothing to manage', () => {
    state.listings = [];
    renderWithProviders(<ListingsSection />);
    expect(screen.getByText('No listings to manage at the moment')).toBeInTheDocument();
  });

  it('switches between cards and compact rows, with the same actions, and remembers the choice', () => {
    renderWithProviders(<ListingsSection />);
    const layout = screen.getByRole('group', { name: 'Layout' });
    // No choice yet on a narrow screen (jsdom): the cards.
    expect(within(layout).getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card('Place p1')).getByRole('heading').id).toMatch(/^admin-listing-/);

    fireEvent.click(within(layout).getByRole('button', { name: 'List' }));
    expect(within(layout).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual(['Place p1', 'Place a1', 'Place r1']);
    const row = card('Place p1');
    expect(within(row).getByRole('heading').id).toMatch(/^admin-row-/);
    for (const name of ['Approve', 'Reject', 'View Place p1', 'Edit Place p1', 'Delete Place p1']) {
      expect(within(row).getByRole(name.startsWith('View') || name.startsWith('Edit') ? 'link' : 'button', { name })).toBeInTheDocument();
    }
    expect(within(card('Place r1')).getByTestId('rejection-reason').textContent).toContain('Blurry photos');
    expect(JSON.parse(localStorage.getItem('forkful:admin-listing-view') ?? '{}').state).toEqual({ view: 'list' });
  });

  it('defaults to rows on a desktop and to cards on a phone', () => {
    expect(defaultListingView(true)).toBe('list');
    expect(defaultListingView(false)).toBe('cards');
  });
});
