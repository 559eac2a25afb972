// What an admin's device pulls (docs/admin.md): every listing, profile and report, and the
// audit log, each a per-user collection of the signed-in admin. Pull-only: admin changes go
// through callable functions, never through a push.
import { pullOnlyUserData } from '@/lib/db/pull-only';
import { ownerListingSchema, toOwnerListingDoc } from '@/domain/listing';
import { adminProfileSchema, toAdminProfileDoc } from './profile-schema';
import { removeUserCollections } from '@/lib/db/user-collections';
import { reportSchema, toAdminReport } from './report-schema';
import { auditEntrySchema, toAuditEntry } from './audit-entry-schema';

export const adminListings = pullOnlyUserData({
  prefix: 'adminlistings',
  schema: ownerListingSchema,
  path: () => 'listings',
  pullModifier: toOwnerListingDoc,
});

export const adminProfiles = pullOnlyUserData({
  prefix: 'adminprofiles',
  schema: adminProfileSchema,
  path: () => 'profiles',
  pullModifier: toAdminProfileDoc,
});

const reports = pullOnlyUserData({
  prefix: 'adminreports',
  schema: reportSchema,
  path: () => 'reports',
  pullModifier: toAdminReport,
});

/**
 * Every report. It took the place of a copy of every review (used only to count them, which
 * the listings' server-kept reviewCount now does): a tab may open 13 RxDB collections, and an
 * admin's tab needs the diner's review collections too. Those old copies are swept.
 */
export const adminReports = {
  ...reports,
  sync: {
    ...reports.sync,
    removeLocal: async (keepUid: string | null) => {
      await removeUserCollections({ prefix: 'adminreviews', schema: LEGACY_REVIEW_STUB }, null);
      await reports.sync.removeLocal(keepUid);
    },
  },
};

const LEGACY_REVIEW_STUB = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: { type: 'string', maxLength: 300 }, listingId: { type: 'string' }, rating: { type: 'number' }, createdAt: { type: 'number' } },
  required: ['id', 'listingId', 'rating', 'createdAt'],
} as never;

export const auditLog = pullOnlyUserData({
  prefix: 'auditlog',
  schema: auditEntrySchema,
  path: () => 'auditLog',
  pullModifier: toAuditEntry,
});

