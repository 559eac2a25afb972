import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { emptyDraft } from '@/domain/listing';
import type { OwnerListingItem } from '../data/use-owner-listings';
import type { QueuedPhotoView } from '../data/photo-queue/use-photo-queue';
import { OwnerListingCard } from './owner-listing-card';

const listing: OwnerListingItem = {
  ...emptyDraft(),
  id: 'L1',
  title: 'Half Moon Crêperie',
  description: 'Sweet and savory crêpes.',
  address: '313 E Colfax Ave',
  city: 'Denver',
  ownerId: 'u1',
  status: 'rejected',
  rejectionReason: 'Photos appear to be stock images.',
  rating: 3.2,
  reviewCount: 151,
  createdAt: 1,
  updatedAt: 1,
  waiting: false,
};

const photo = (over: Partial<QueuedPhotoView>): QueuedPhotoView => ({ id: 'p', listingId: 'L1', fileName: 'a.jpg', src: 'blob:x', status: 'queued', progress: 0, ...over });

function renderCard(props: Partial<Parameters<typeof OwnerListingCard>[0]> = {}) {
  const onDelete = vi.fn();
  const onRetryPhotos = vi.fn();
  renderWithProviders(<OwnerListingCard listing={listing} photos={[]} offline={false} onDelete={onDelete} onRetryPhotos={onRetryPhotos} {...props} />);
  return { onDelete, onRetryPhotos };
}

describe('OwnerListingCard', () => {
  it('shows the status, the rejection reason, rating and address, and no sync state when synced', () => {
    renderCard();
    expect(screen.getByTestId('listing-status').textContent).toContain('Rejected');
    expect(screen.getByTestId('rejection-reason').textContent).toContain('Photos appear to be stock images.');
    expect(screen.getByLabelText('Rated 3.2 out of 5 from 151 reviews')).toBeInTheDocument();
    expect(screen.getByText('313 E Colfax Ave, Denver')).toBeInTheDocument();
    expect(screen.queryByTestId('waiting-to-sync')).not.toBeInTheDocument();
  });

  it('an unsynced change says it is waiting to sync; a new listing has no reviews yet', () => {
    renderCard({ listing: { ...listing, waiting: true, status: 'pending', rejectionReason: null, rating: 0, reviewCount: 0 } });
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByTestId('waiting-to-sync').textContent).toContain('Waiting to sync');
    expect(screen.queryByTestId('rejection-reason')).not.toBeInTheDocument();
  });

  it('shows each photo’s upload progress, and a failure with Retry', async () => {
    const { onRetryPhotos } = renderCard({
      photos: [photo({ id: 'a', status: 'uploading', progress: 0.42 }), photo({ id: 'b' }), photo({ id: 'c', status: 'failed' })],
    });
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['42', '0', '0']);
    expect(screen.getByText('Uploading 42%')).toBeInTheDocument();
    expect(screen.getByTestId('waiting-to-sync').textContent).toContain('Photos waiting to upload');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to upload one or more images.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetryPhotos).toHaveBeenCalledOnce();
  });

  it('offline, waiting photos say they are saved on this device', () => {
    renderCard({ photos: [photo({})], offline: true });
    expect(screen.getByText('Saved on this device')).toBeInTheDocument();
  });

  it('delete asks the parent (which confirms first)', async () => {
    const { onDelete } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Half Moon Crêperie' }));
    expect(onDelete).toHaveBeenCalledWith(listing);
  });

  it('shows a version a conflict merge overrode, with its two actions', async () => {
    const record = { uid: 'u1', listingId: 'L1', field: 'description' as const, value: 'The other device’s text', editedAt: 0, savedAt: 1 };
    const onUseConflict = vi.fn(async () => undefined);
    renderCard({ conflicts: [record], onUseConflict });
    const group = screen.getByRole('group', { name: 'Also edited on another device' });
    expect(group.textContent).toContain('We kept the version from this device; the other description was:');
    expect(within(group).getByTestId('conflict-other').textContent).toContain('The other device’s text');
    await userEvent.click(within(group).getByRole('button', { name: 'Use the other version' }));
    expect(onUseConflict).toHaveBeenCalledWith(record);
  });
});
