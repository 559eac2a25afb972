// Approve or reject the version of a pending listing the admin looked at.
import { callAdmin } from './call-admin';

export interface ModerateRequest {
  listingId: string;
  action: 'approve' | 'reject';
  reason?: string;
  /** updatedAt of the version on screen: the server refuses if the listing changed since. */
  expectedUpdatedAt: number;
}

export const moderateListing = (request: ModerateRequest) =>
  callAdmin<ModerateRequest, { status: 'approved' | 'rejected'; updatedAt: number }>('moderateListing', request);
