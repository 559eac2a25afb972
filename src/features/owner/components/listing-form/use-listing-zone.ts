// The zone the dialog's dates and times are typed in: the one the listing will be saved with
// (its place's, worked out on this device), so "7 pm" means 7 pm where the place is.
import { useEffect, useState } from 'react';
import { isTimeZone } from '@shared/time-zone';
import { deviceTimeZone, placeTimeZone } from '../../lib/listing-time-zone';
import type { ListingDraft } from '@/domain/listing';

export function useListingZone(draft: Pick<ListingDraft, 'location' | 'city' | 'timeZone'>): string {
  const fallback = (isTimeZone(draft.timeZone) ? draft.timeZone : undefined) ?? deviceTimeZone() ?? 'UTC';
  const [zone, setZone] = useState(fallback);
  const { location, city } = draft;
  useEffect(() => {
    let live = true;
    void placeTimeZone({ location, city }).then((found) => {
      if (live) setZone(found ?? fallback);
    });
    return () => {
      live = false;
    };
  }, [location, city, fallback]);
  return zone;
}
