import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { emptyDraft } from '@/domain/listing';
import { renderWithProviders } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { currentToast } from '@/testing/toast';
import type { AdminListing } from '../../data/use-admin-listings';
import { AdminListingEditor } from './admin-listing-editor';

const state = vi.hoisted(() => ({ listings: [] as unknown[] }));
vi.mock('../../data/use-admin-listings', () => ({ useAdminListings: () => ({ listings: state.listings, loading: false, error: null }) }));
vi.mock('../../data/use-admin-profiles', () => ({
  useAdminProfiles: () => ({
    users: [{ id: 'olive', fullName: 'Olive Owner', email: 'olive@forkful.test', businessName: 'Olive Bakery' }],
    loading: false,
    error: null,
  }),
}));
vi.mock('../../data/admin-listing-writes', () => ({ saveListingAsAdmin: vi.fn(), deleteListingAsAdmin: vi.fn() }));
vi.mock('../../data/upload-admin-photos', () => ({ uploadAdminPhotos: vi.fn() }));
const { saveListingAsAdmin } = vi.mocked(await import('../../data/admin-listing-writes'));
const { uploadAdminPhotos } = vi.mocked(await import('../../data/upload-admin-photos'));

const LISTING: AdminListing = {
  ...emptyDraft(),
  id: 'l1',
  title: 'Rose Bakery',
  businessName: 'Rose Bakery Ltd',
  description: 'Croissants and sourdough, baked every morning.',
  address: '1 Main St',
  city: 'Portland',
  category: 'Bakery',
  telephone: '+1 503 555 0100',
  images: ['https://cdn.example/1.jpg'],
  ownerId: 'olive',
  ownerName: 'Olive Owner',
  ownerEmail: 'olive@forkful.test',
  status: 'pending',
  rejectionReason: null,
  rating: 0,
  reviewCount: 0,
  createdAt: 1,
  updatedAt: 777,
};

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/listings" element={<p>The list</p>} />
      <Route path="/admin/listings/:id/edit" element={<AdminListingEditor mode="edit" />} />
    </Routes>,
    { route: path },
  );
}

beforeEach(() => {
  state.listings = [LISTING];
  saveListingAsAdmin.mockReset().mockResolvedValue({ listingId: 'l1', updatedAt: 800 });
  uploadAdminPhotos.mockReset().mockResolvedValue([]);
  signInAs('admin', { displayName: 'Ava' });
});

describe('AdminListingEditor', () => {
  it('saves the edit through the server with the owner, the kept photos and the version it opened', async () => {
    renderAt('/admin/listings/l1/edit');
    expect((screen.getByRole('combobox', { name: /Owner/ }) as HTMLInputElement).value).toContain('Olive Owner');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
    await waitFor(() => expect(currentToast()?.title).toBe('Changes saved'));
    expect(uploadAdminPhotos).toHaveBeenCalledWith('admin-1', []);
    expect(saveListingAsAdmin).toHaveBeenCalledWith(
      expect.objectContaining({
        listingId: 'l1',
        ownerId: 'olive',
        expectedUpdatedAt: 777,
        listing: expect.objectContaining({ images: ['https://cdn.example/1.jpg'] }),
      }),
    );
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });

  it('keeps the dialog open when the photos fail to upload', async () => {
    uploadAdminPhotos.mockRejectedValue(new Error('Failed to upload one or more images.'));
    renderAt('/admin/listings/l1/edit');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
    await waitFor(() => expect(currentToast()?.description).toBe('Failed to upload one or more images.'));
    expect(saveListingAsAdmin).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('goes back to the list with an Error toast when the listing does not exist', async () => {
    renderAt('/admin/listings/gone/edit');
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(currentToast()).toMatchObject({ title: 'Error', description: 'Could not find the listing you were looking for.', variant: 'destructive' });
  });
});
