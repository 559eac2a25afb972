import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useTestDatabase } from '@/testing/db';
import { renderWithProviders } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { useSyncStore } from '@/stores/sync-store';
import { getListingReviewsCollection, listingReviewsCollectionName } from '../../data/listing-reviews-collection';
import { getNotificationsCollection, notificationsCollectionName } from '../../data/notifications-collection';
import { ownerListingsCollectionName } from '../../data/owner-listings-collection';
import { emptyDraft } from '@/domain/listing';
import { createListing, deleteListing } from '../../data/listing-writes';
import { usePendingWrites } from '../../data/pending-writes';
import { OverviewSection } from './overview-section';

const UID = 'u-olive';

const review = (id: string, rating: number, createdAt: number) => ({
  id,
  listingId: 'l-1',
  listingTitle: `Place ${id}`,
  customerName: 'Casey',
  rating,
  comment: '',
  createdAt,
  reply: '',
  replyUpdatedAt: 0,
});

beforeEach(async () => {
  await useTestDatabase();
  usePendingWrites.setState({ byCollection: {} });
  signInAs('owner', { uid: UID, profile: { fullName: 'Olive Owner', businessName: 'Olive Bakery' } });
  const synced = [ownerListingsCollectionName(UID), listingReviewsCollectionName(UID), notificationsCollectionName(UID)];
  useSyncStore.setState({ synced: Object.fromEntries(synced.map((n) => [n, true])), online: true, lastError: null });
});

const stat = (label: string) => {
  const card = screen.getAllByTestId('stat-card').find((c) => within(c).queryByRole('heading', { name: label }));
  return within(card!).getByTestId('stat-value').textContent;
};

describe('OverviewSection', () => {
  it('shows the four figures: listings (deleted excluded), reviews, average to one decimal, notifications', async () => {
    await createListing(UID, { ...emptyDraft(), title: 'One' });
    await createListing(UID, { ...emptyDraft(), title: 'Two' });
    await deleteListing(UID, await createListing(UID, { ...emptyDraft(), title: 'Gone' }));
    await (await getListingReviewsCollection(UID)).bulkInsert([review('a', 5, 1), review('b', 4, 2), review('c', 4, 3), review('d', 4, 4)]);
    await (
      await getNotificationsCollection(UID)
    ).bulkInsert([
      { id: 'n1', type: 'other', title: 'Read one', message: '', isRead: true, createdAt: 1 },
      { id: 'n2', type: 'listing_approved', title: 'Approved', message: '', isRead: false, createdAt: 2 },
    ]);
    renderWithProviders(<OverviewSection />);
    await waitFor(() => expect(stat('Total Listings')).toBe('2'));
    await waitFor(() => expect(stat('Total Reviews')).toBe('4'));
    expect(stat('Avg Rating')).toBe('4.3'); // 17 / 4 = 4.25
    await waitFor(() => expect(stat('Notifications')).toBe('2'));
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(screen.getByText('Olive Bakery')).toBeInTheDocument();
  });

  it('lists the 3 most recent reviews and notifications with links to all of them', async () => {
    await (await getListingReviewsCollection(UID)).bulkInsert([review('a', 5, 1), review('b', 4, 2), review('c', 3, 3), review('d', 2, 4)]);
    await (
      await getNotificationsCollection(UID)
    ).bulkInsert([1, 2, 3, 4].map((n) => ({ id: `n${n}`, type: 'other' as const, title: `Note ${n}`, message: '', isRead: false, createdAt: n })));
    renderWithProviders(<OverviewSection />);
    const reviews = await screen.findByRole('region', { name: 'Recent reviews' });
    await waitFor(() =>
      expect(
        within(reviews)
          .getAllByTestId('review')
          .map((r) => within(r).getByRole('heading').textContent),
      ).toEqual(['Place d', 'Place c', 'Place b']),
    );
    const notes = screen.getByRole('region', { name: 'Recent notifications' });
    await waitFor(() => expect(within(notes).getAllByTestId('notification')).toHaveLength(3));
    expect(within(notes).queryByText('Note 1')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all reviews' })).toHaveAttribute('href', '/user-dashboard/reviews');
    expect(screen.getByRole('link', { name: 'View all notifications' })).toHaveAttribute('href', '/user-dashboard/notifications');
  });

  it('shows a dash for the average without reviews', async () => {
    renderWithProviders(<OverviewSection />);
    await waitFor(() => expect(stat('Avg Rating')).toBe('—'));
    expect(stat('Total Reviews')).toBe('0');
    expect(screen.getAllByText('No reviews yet').length).toBeGreaterThan(0);
    // Each figure follows its own collection: wait for the inbox too.
    expect(await screen.findByText('Your inbox is empty')).toBeInTheDocument();
  });
});
