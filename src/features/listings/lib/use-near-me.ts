// "Near me": reads the device's position only when the diner asks (or, on a page opened with
// near=1, when the permission was granted before), keeps it in memory, and turns the URL's
// near/sort on once there is a fix. A refusal or no fix leaves the results as they were.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNearMeStore, type Fix } from '@/stores/near-me-store';
import type { ListingFiltersState } from './use-listing-filters';

export type NearMeStatus = 'idle' | 'locating' | 'denied' | 'unavailable' | 'unsupported';

/** A fix this recent is reused instead of waking the GPS again. */
export const POSITION_MAX_AGE = 5 * 60_000;
export const LOCATE_TIMEOUT = 15_000;
const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT, maximumAge: POSITION_MAX_AGE };

export const NEAR_ME_MESSAGES: Record<Exclude<NearMeStatus, 'idle' | 'locating'>, string> = {
  denied: 'Location permission was denied. Allow location access for this site to sort places by distance.',
  unavailable: 'We couldn’t find your location. Check that location services are on, then try again.',
  unsupported: 'This browser can’t share your location, so places can’t be sorted by distance.',
};

const geolocation = () => (typeof navigator !== 'undefined' ? navigator.geolocation : undefined);

async function permissionGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state === 'granted';
  } catch {
    return false;
  }
}

const toFix = (p: GeolocationPosition): Fix => ({ lat: p.coords.latitude, lng: p.coords.longitude, at: p.timestamp || Date.now() });

export function useNearMe(filters: ListingFiltersState) {
  const position = useNearMeStore((s) => s.position);
  const setPosition = useNearMeStore((s) => s.setPosition);
  const [status, setStatus] = useState<NearMeStatus>('idle');
  // Answers from the device arrive later: they act on the URL as it is then, and only for the
  // latest request of a mounted page.
  const latest = useRef(filters);
  const request = useRef(0);
  useEffect(() => {
    latest.current = filters;
  });
  useEffect(() => () => void (request.current += 1), []);

  const applied = filters.near && !!position;

  // Opened with near=1 (a reload, a shared link, Back): re-read the position only if the site may
  // already have it; never prompt unasked.
  const stale = !position || Date.now() - position.at > POSITION_MAX_AGE;
  useEffect(() => {
    const geo = geolocation();
    if (!filters.near || !stale || !geo) return;
    const id = ++request.current;
    const quiet = !!useNearMeStore.getState().position;
    void permissionGranted().then((granted) => {
      if (!granted || id !== request.current) return;
      if (!quiet) setStatus('locating');
      geo.getCurrentPosition(
        (p) => {
          if (id !== request.current) return;
          setPosition(toFix(p));
          setStatus('idle');
        },
        (e) => {
          if (id !== request.current) return;
          setStatus(quiet ? 'idle' : e.code === 1 ? 'denied' : 'unavailable');
        },
        OPTIONS,
      );
    });
  }, [filters.near, stale, setPosition]);

  const toggle = useCallback(() => {
    if (applied) {
      request.current += 1;
      setStatus('idle');
      const f = latest.current;
      f.update({ near: false, within: null, ...(f.sort === 'nearest' ? { sort: 'recommended' as const } : {}) });
      return;
    }
    if (status === 'locating') return;
    const geo = geolocation();
    if (!geo) {
      setStatus('unsupported');
      return;
    }
    const id = ++request.current;
    setStatus('locating');
    geo.getCurrentPosition(
      (p) => {
        if (id !== request.current) return;
        setPosition(toFix(p));
        setStatus('idle');
        latest.current.update({ near: true, sort: 'nearest' });
      },
      (e) => {
        if (id !== request.current) return;
        setStatus(e.code === 1 ? 'denied' : 'unavailable');
      },
      OPTIONS,
    );
  }, [applied, status, setPosition]);

  const message = status === 'idle' || status === 'locating' ? null : NEAR_ME_MESSAGES[status];
  return { position: applied ? position : null, applied, locating: status === 'locating', status, message, toggle };
}
