// The free times of one day for the booking card: asked again when the day changes, and on
// demand (after a request, or when a slot turned out taken).
import { useCallback, useEffect, useState } from 'react';
import { fetchAvailability, type Availability } from './booking-calls';

interface State {
  availability: Availability | null;
  loading: boolean;
  error: string | null;
}

export function useAvailability(listingId: string, date: string, enabled: boolean): State & { reload: () => void } {
  const [state, setState] = useState<State>({ availability: null, loading: enabled, error: null });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    fetchAvailability(listingId, date).then(
      (availability) => live && setState({ availability, loading: false, error: null }),
      (error: Error) => live && setState({ availability: null, loading: false, error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [listingId, date, enabled, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
