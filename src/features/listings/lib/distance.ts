// Distances from the diner's position, computed on the device: great-circle (haversine) over
// the listings' coordinates, shown in metres/kilometres or, where the locale uses them, miles.
import type { CatalogListing } from '../data/catalog-schema';

export interface LatLng {
  lat: number;
  lng: number;
}

const KM_PER_MILE = 1.609344;
const FEET_PER_MILE = 5280;

/** Great-circle distance in kilometres (mean Earth radius). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const R = 6371.0088;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a listing has usable coordinates (imported data may hold a partial location). */
export const hasPoint = (l: CatalogListing): l is CatalogListing & { location: LatLng } =>
  !!l.location && Number.isFinite(l.location.lat) && Number.isFinite(l.location.lng);

// Countries whose roads are signed in miles.
const MILE_REGIONS = new Set(['US', 'GB', 'LR', 'MM']);

function regionOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return /-([A-Z]{2})\b/i.exec(locale)?.[1]?.toUpperCase();
  }
}

/** Whether distances are shown in miles for this locale (e.g. en-US, en-GB). */
export function usesMiles(locale: string): boolean {
  const region = regionOf(locale);
  return !!region && MILE_REGIONS.has(region);
}

function number(value: number, locale: string, digits: number): string {
  try {
    return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  } catch {
    return value.toFixed(digits);
  }
}

/** One decimal below 10, whole numbers above ("2.4", "12"). */
const amount = (value: number, locale: string) =>
  Math.round(value * 10) / 10 < 10 ? number(value, locale, 1) : number(Math.round(value), locale, 0);

/** "350 m", "2.4 km", or in miles "300 ft", "0.3 mi", "12 mi". */
export function formatDistance(km: number, locale: string): string {
  if (usesMiles(locale)) {
    const mi = km / KM_PER_MILE;
    if (mi < 0.095) return `${number(Math.max(10, Math.round((mi * FEET_PER_MILE) / 10) * 10), locale, 0)} ft`;
    return `${amount(mi, locale)} mi`;
  }
  const m = Math.round((km * 1000) / 10) * 10;
  if (m < 1000) return `${number(Math.max(10, m), locale, 0)} m`;
  return `${amount(km, locale)} km`;
}

/** The device's locale for distances (the browser's first language). */
export const deviceLocale = () => (typeof navigator !== 'undefined' && navigator.language) || 'en-US';
