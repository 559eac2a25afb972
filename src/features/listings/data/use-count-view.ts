// The detail page counts a view of a public listing once per mount (anonymous usage counts),
// plus where it was opened from when the results were filtered with Near me or Open now.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { recordListingEvent, viewOriginOf } from '@/lib/usage';

export function useCountView(listingId: string | undefined) {
  const { state } = useLocation();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!listingId || counted.current === listingId) return;
    counted.current = listingId;
    recordListingEvent('view', listingId);
    const origin = viewOriginOf(state);
    if (origin?.nearMe) recordListingEvent('view_near_me', listingId);
    if (origin?.openNow) recordListingEvent('view_open_now', listingId);
  }, [listingId, state]);
}
