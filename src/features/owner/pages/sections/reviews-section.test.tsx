import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useTestDatabase } from '@/testing/db';
import { renderWithProviders } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { useSyncStore } from '@/stores/sync-store';
import { getListingReviewsCollection, listingReviewsCollectionName } from '../../data/listing-reviews-collection';
import { ReviewsSection } from './reviews-section';

const UID = 'u-olive';

beforeEach(async () => {
  await useTestDatabase();
  signInAs('owner', { uid: UID, profile: null });
  useSyncStore.setState({ synced: { [listingReviewsCollectionName(UID)]: true }, online: true, lastError: null });
});

describe('ReviewsSection', () => {
  it("says 'No reviews yet' when there are none", async () => {
    renderWithProviders(<ReviewsSection />);
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('shows listing name, stars, customer, date and comment, newest first', async () => {
    await (
      await getListingReviewsCollection(UID)
    ).bulkInsert([
      {
        id: 'r-1',
        listingId: 'l-1',
        listingTitle: 'Golden Crumb',
        customerName: 'Casey',
        rating: 4,
        comment: 'Great scones.',
        createdAt: Date.UTC(2024, 2, 5, 12),
        reply: 'Thanks, Casey!',
        replyUpdatedAt: Date.UTC(2024, 2, 6),
      },
      {
        id: 'r-2',
        listingId: 'l-2',
        listingTitle: 'Bean There',
        customerName: 'Robin',
        rating: 2,
        comment: 'Slow service.',
        createdAt: Date.UTC(2024, 5, 1, 12),
        reply: '',
        replyUpdatedAt: 0,
      },
    ]);
    renderWithProviders(<ReviewsSection />);
    await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('review');
    expect(within(first).getByRole('heading').textContent).toBe('Bean There');
    expect(within(second).getByRole('heading').textContent).toBe('Golden Crumb');
    expect(within(second).getByLabelText('Rated 4.0 out of 5')).toBeInTheDocument();
    expect(within(second).getByText('Casey')).toBeInTheDocument();
    expect(within(second).getByText('Mar 5, 2024')).toBeInTheDocument();
    expect(within(second).getByText('Great scones.')).toBeInTheDocument();
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
    // The owner's reply, as the server copied it, beneath its review; a reply button on each.
    expect(within(second).getByTestId('owner-reply').textContent).toContain('Thanks, Casey!');
    expect(within(first).queryByTestId('owner-reply')).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Edit reply' })).toBeInTheDocument();
  });
});
