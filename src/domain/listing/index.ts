// The listing domain: the shape of a listing as this app stores it, shared by every feature that
// reads or writes listings (owner, admin). Plain data and types only (RxDB types, no RxDB at runtime).
export { CONTENT_KEYS, DRAFT_HAS_CONTENT_KEYS, LIMITS, emptyDraft, ownerListingSchema } from './listing-schema';
export type { ListingDraft, ListingStatus, OpeningHours, OwnerListing, SocialMedia } from './listing-schema';
export { toOwnerListingDoc } from './to-listing-doc';
