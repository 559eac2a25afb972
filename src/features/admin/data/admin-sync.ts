// What src/app/sync.ts runs for a signed-in admin, in one lazily loaded chunk.
import type { UserReplication } from '@/lib/db/user-collections';
import { adminListings, adminProfiles, adminReviews, auditLog } from './admin-collections';

export const ADMIN_DATA: UserReplication[] = [adminListings.sync, adminProfiles.sync, adminReviews.sync, auditLog.sync];
