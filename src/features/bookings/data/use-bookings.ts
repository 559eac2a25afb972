// The signed-in user's bookings, live from the server while a screen shows them: as the diner
// (My bookings) or as the owner of the listings (the dashboard's Bookings). They are not copied
// to the device: a booking's state is decided on the server and means little when stale.
import { useEffect, useState } from 'react';
import { collection, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/app';
import { useSessionStore } from '@/stores/session-store';
import { toBooking, type Booking } from './booking';
import { authRestored } from '@/lib/firebase/auth-restored';

export const BOOKINGS_ERROR = 'Bookings could not be loaded. They need a connection.';
const SHOWN = 200;

interface State {
  bookings: Booking[];
  loading: boolean;
  error: string | null;
}

export function useBookings(side: 'diner' | 'owner'): State {
  const uid = useSessionStore((s) => (s.status === 'signed-in' ? (s.user?.uid ?? null) : null));
  const [state, setState] = useState<State>({ bookings: [], loading: true, error: null });
  useEffect(() => {
    if (!uid) return;
    let live = true;
    let stop: (() => void) | undefined;
    void authRestored().then((restored) => {
      // Another user by now: the session store follows, and this runs again for them.
      if (!live || restored !== uid) return;
      const q = query(collection(getDb(), 'bookings'), where(side === 'diner' ? 'dinerUid' : 'ownerId', '==', uid), orderBy('start', 'desc'), limit(SHOWN));
      stop = onSnapshot(
        q,
        (snap) => setState({ bookings: snap.docs.map((d) => toBooking(d.id, d.data())), loading: false, error: null }),
        (error) => {
          console.error(BOOKINGS_ERROR, error);
          setState((s) => ({ ...s, loading: false, error: BOOKINGS_ERROR }));
        },
      );
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [uid, side]);
  return state;
}
