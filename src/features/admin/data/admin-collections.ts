// What an admin's device pulls (docs/admin.md): every listing, profile and review, and the
// audit log, each a per-user collection of the signed-in admin. Pull-only: admin changes go
// through callable functions, never through a push.
import { pullOnlyUserData } from '@/lib/db/pull-only';
import { ownerListingSchema, toOwnerListingDoc } from '@/features/owner';
import { adminProfileSchema, toAdminProfileDoc } from './profile-schema';
import { reviewStubSchema, toReviewStub } from './review-count-schema';
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

export const adminReviews = pullOnlyUserData({
  prefix: 'adminreviews',
  schema: reviewStubSchema,
  path: () => 'reviews',
  pullModifier: toReviewStub,
});

export const auditLog = pullOnlyUserData({
  prefix: 'auditlog',
  schema: auditEntrySchema,
  path: () => 'auditLog',
  pullModifier: toAuditEntry,
});

