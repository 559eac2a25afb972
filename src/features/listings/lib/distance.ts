// Distances from the diner's position, computed on the device (scaffold contract).
import type { CatalogListing } from '../data/catalog-schema';

export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const R = 6371.0088;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distance (km) of every listing that has a location, by id; listings without one are absent. */
export function distancesFrom(origin: LatLng, listings: readonly CatalogListing[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of listings) if (l.location) out.set(l.id, distanceKm(origin, l.location));
  return out;
}

/** Whether distances are shown in miles for this locale (e.g. en-US, en-GB). */
export function usesMiles(locale: string): boolean {
  return /-(US|GB|LR|MM)\b/i.test(locale);
}

/** "350 m", "2.4 km", or in miles "0.2 mi", "12 mi". */
export function formatDistance(km: number, locale: string): string {
  if (usesMiles(locale)) {
    const mi = km / 1.609344;
    return `${mi < 10 ? mi.toFixed(1) : Math.round(mi)} mi`;
  }
  if (km < 1) return `${Math.round(km * 1000 / 10) * 10} m`;
  return `${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
}
