// Creating, editing and deleting listings as an admin: through callable functions, which
// save them approved and write the audit entry (docs/admin.md).
import type { ListingDraft } from '@/domain/listing';
import { callAdmin } from './call-admin';

export interface SaveListingRequest {
  listingId?: string;
  ownerId: string;
  listing: ListingDraft;
  expectedUpdatedAt?: number;
}

export const saveListingAsAdmin = (request: SaveListingRequest) =>
  callAdmin<SaveListingRequest, { listingId: string; updatedAt: number }>('saveListingAsAdmin', request);

export const deleteListingAsAdmin = (listingId: string) => callAdmin<{ listingId: string }, unknown>('deleteListingAsAdmin', { listingId });
