// An owner's booking rules for one listing (bookingRules/{id}, written by setBookingRules), live
// while the form shows them; null while a listing has none.
import { useEffect, useState } from 'react';
import { doc, onSnapshot } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/app';
import { toBookingRules, type BookingRules } from '@shared/booking-rules';
import { authRestored } from '@/lib/firebase/auth-restored';

export const RULES_ERROR = 'Your booking rules could not be loaded. They need a connection.';

export function useBookingRules(listingId: string): { rules: BookingRules | null; loading: boolean; error: string | null } {
  const [state, setState] = useState<{ rules: BookingRules | null; loading: boolean; error: string | null }>({ rules: null, loading: true, error: null });
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void authRestored().then(() => {
      if (!live) return;
      stop = onSnapshot(
        doc(getDb(), 'bookingRules', listingId),
        (snap) => setState({ rules: toBookingRules(snap.data()), loading: false, error: null }),
        (error) => {
          console.error(RULES_ERROR, error);
          setState({ rules: null, loading: false, error: RULES_ERROR });
        },
      );
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [listingId]);
  return state;
}
