// Public surface of the admin feature. Its pages (the /admin shell and sections) are
// lazy-loaded by path in the router.
import type { UserSyncSpec } from '@/lib/db/user-collections';

/** The admin's copies (listings, profiles, reports, audit log): only admin sessions load them. */
export const adminSyncSpec: UserSyncSpec = {
  prefixes: ['adminlistings', 'adminprofiles', 'adminreports', 'adminreviews', 'auditlog'],
  audience: 'admin',
  load: () => import('./data/admin-sync'),
};
