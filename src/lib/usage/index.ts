// Anonymous usage counts on this device: what the app calls to count a fact about a listing
// (de-duplicated per day, kept across reloads and offline) and the per-device sharing switch.
// Sending happens in ./sender, started after the first paint from src/app/background.ts.
export { recordListingEvent, recordSearchMiss } from './record';
export type { ListingEvent } from '@shared/usage';
export { isUsageSharingOn, setUsageSharing, useUsageSharing } from './sharing';
export { usageEndpoint } from './endpoint';
export { FIRST_SCREEN_CARDS, observeAppearance } from './appearance';
export { VIEW_ORIGIN_STATE, viewOriginOf, viewOriginState, type ViewOrigin } from './origin';
