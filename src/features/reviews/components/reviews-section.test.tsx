// The reviews of a listing page against the real local database (fake-indexeddb); only the
// Firestore replication that fills the cache is replaced (its documents are put in directly).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '@/testing/db';
import { renderWithProviders } from '@/testing/render';
import { signInAs, signOut } from '@/testing/session';
import { useSyncStore } from '@/stores/sync-store';
import { useToastStore } from '@/stores/toast-store';
import { getReviewCacheCollection } from '../data/review-cache-collection';
import { toCachedReply, toCachedReview, toCachedStats } from '../data/review-cache-schema';
import { trackReviewWrites } from '../data/my-reviews-sync';
import { ReviewsSection, PAGE_SIZE } from './reviews-section';

vi.mock('../data/listing-reviews-sync', () => ({ followListingReviews: () => ({ synced: Promise.resolve(), stop: () => {} }) }));

const LISTING = { id: 'l-1', title: 'Golden Crumb', ownerId: 'owner-1', rating: 4, reviewCount: 2 };
const DAY = 86_400_000;
const T0 = Date.UTC(2025, 0, 1);

const review = (uid: string, rating: number, day: number, extra: Record<string, unknown> = {}) =>
  toCachedReview({
    id: `l-1_${uid}`,
    listingId: 'l-1',
    userId: uid,
    customerName: `Diner ${uid}`,
    rating,
    comment: `Comment of ${uid}`,
    createdAt: T0 + day * DAY,
    ...extra,
  });

beforeEach(async () => {
  await useTestDatabase();
  signOut();
  useSyncStore.setState({ synced: {}, online: true, lastError: null });
});

describe('ReviewsSection', () => {
  it("shows the server's summary and histogram, and the reviews newest first with the owner's reply", async () => {
    const cache = await getReviewCacheCollection();
    await cache.bulkInsert([
      review('a', 5, 1),
      review('b', 3, 3),
      review('c', 4, 2),
      toCachedReply({ id: 'l-1_a', reviewId: 'l-1_a', listingId: 'l-1', ownerId: 'owner-1', text: 'Thank you!', createdAt: T0 + 5 * DAY }),
      toCachedStats({ id: 'l-1', listingId: 'l-1', rating: 4, reviewCount: 3, counts: { '3': 1, '4': 1, '5': 1 } }),
      toCachedReview({ id: 'l-2_a', listingId: 'l-2', userId: 'a', customerName: 'Elsewhere', rating: 1, comment: '', createdAt: T0 }),
    ]);
    renderWithProviders(<ReviewsSection listing={LISTING} />);
    const items = await screen.findAllByTestId('listing-review');
    expect(items.map((li) => li.getAttribute('data-review-id'))).toEqual(['l-1_b', 'l-1_c', 'l-1_a']);
    expect(screen.getByTestId('review-count').textContent).toContain('3 reviews');
    expect(screen.getByTestId('histogram-5')).toHaveAttribute('aria-label', '5 stars: 1');
    expect(screen.getByTestId('histogram-1')).toHaveAttribute('aria-label', '1 stars: 0');
    expect(within(items[2]).getByTestId('review-reply').textContent).toContain('Thank you!');

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'lowest');
    expect(screen.getAllByTestId('listing-review').map((li) => li.getAttribute('data-review-id'))).toEqual(['l-1_b', 'l-1_c', 'l-1_a']);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'highest');
    expect(screen.getAllByTestId('listing-review').map((li) => li.getAttribute('data-review-id'))).toEqual(['l-1_a', 'l-1_c', 'l-1_b']);
  });

  it('names its loading placeholder as a status (aria-label on a plain div is not announced)', async () => {
    renderWithProviders(<ReviewsSection listing={LISTING} />);
    const placeholder = screen.getByRole('status', { name: 'Loading reviews' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading reviews' })).not.toBeInTheDocument());
  });

  it('renders a comment as plain text', async () => {
    await (await getReviewCacheCollection()).insert(review('x', 2, 1, { comment: '<img src=x onerror=alert(1)><b>bold</b>' }));
    renderWithProviders(<ReviewsSection listing={LISTING} />);
    const item = await screen.findByTestId('listing-review');
    expect(item.textContent).toContain('<img src=x onerror=alert(1)><b>bold</b>');
    expect(item.querySelector('img, b')).toBeNull();
  });

  it(`pages the reviews ${PAGE_SIZE} at a time`, async () => {
    await (await getReviewCacheCollection()).bulkInsert(Array.from({ length: PAGE_SIZE + 3 }, (_, i) => review(`u${i}`, 4, i)));
    renderWithProviders(<ReviewsSection listing={LISTING} />);
    expect(await screen.findAllByTestId('listing-review')).toHaveLength(PAGE_SIZE);
    await userEvent.click(screen.getByRole('button', { name: 'Show more reviews (3 more)' }));
    expect(screen.getAllByTestId('listing-review')).toHaveLength(PAGE_SIZE + 3);
  });

  it('asks a signed-out visitor to log in', async () => {
    renderWithProviders(<ReviewsSection listing={LISTING} />);
    await userEvent.click(await screen.findByTestId('write-review'));
    expect(useToastStore.getState().current).toMatchObject({
      title: 'Please log in',
      description: 'You need to be logged in to write a review.',
      action: { label: 'Login', to: '/login' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('explains why an owner cannot review their own listing, and an unverified diner cannot yet', async () => {
    signInAs('diner', { uid: 'owner-1' });
    const { unmount } = renderWithProviders(<ReviewsSection listing={LISTING} />);
    expect(await screen.findByTestId('write-review')).toBeDisabled();
    expect(screen.getByTestId('review-why').textContent).toContain('You cannot review your own listing.');
    unmount();
    signInAs('diner', { uid: 'diner-2', emailVerified: false });
    renderWithProviders(<ReviewsSection listing={LISTING} />);
    expect(await screen.findByTestId('write-review')).toBeDisabled();
    expect(screen.getByTestId('review-why').textContent).toContain('Verify your e-mail address to write a review.');
  });

  it('validates, then shows a review written offline at once with a waiting-to-sync mark', async () => {
    signInAs('diner', { uid: 'diner-1' });
    await trackReviewWrites('diner-1');
    useSyncStore.setState({ online: false });
    renderWithProviders(<ReviewsSection listing={LISTING} />);
    await userEvent.click(await screen.findByTestId('write-review'));
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post review' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Please choose a rating from 1 to 5 stars.');
    await userEvent.click(within(dialog).getByRole('radio', { name: /^4 stars/ }));
    await userEvent.type(within(dialog).getByLabelText('Your review (optional)'), 'Crusty bread.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const mine = await screen.findByTestId('listing-review');
    expect(mine).toHaveAttribute('data-mine', 'true');
    expect(mine.textContent).toContain('Crusty bread.');
    expect(within(mine).getByTestId('review-pending').textContent).toContain('Waiting to sync');
    expect(screen.getByTestId('write-review').textContent).toContain('Edit your review');
  });
});
