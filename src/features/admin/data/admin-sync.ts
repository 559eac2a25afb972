// What the app's sync runs for a signed-in admin, in one lazily loaded chunk (adminSyncSpec in
// the feature's index).
import type { UserReplication, UserSyncModule } from '@/lib/db/user-collections';
import { adminListings, adminProfiles, adminReports, auditLog } from './admin-collections';

export const ADMIN_DATA: UserReplication[] = [adminListings.sync, adminProfiles.sync, adminReports.sync, auditLog.sync];

export default { kinds: ADMIN_DATA } satisfies UserSyncModule;
