// "Search this area": the map's visible bounds as a filter, kept in the URL (`area=w,s,e,n`) so
// Back, a reload and a shared link keep it.
import type { Bounds } from '@/lib/map';
import type { LatLng } from './distance';

/** Four decimals: about 10 m, plenty for a screen's edges, and a short URL. */
const round = (n: number) => Math.round(n * 1e4) / 1e4;

export function areaParam(bounds: Bounds): string {
  return bounds.map(round).join(',');
}

/** The bounds in a URL value, or null if it is not four numbers that make a box on the map. */
export function toArea(value: string | null): Bounds | null {
  if (!value) return null;
  const parts = value.split(',').map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [w, s, e, n] = parts;
  if (w < -180 || e > 180 || s < -90 || n > 90 || w >= e || s >= n) return null;
  return [w, s, e, n];
}

export function inArea(area: Bounds, point: LatLng): boolean {
  return point.lng >= area[0] && point.lng <= area[2] && point.lat >= area[1] && point.lat <= area[3];
}

/** Whether two views cover the same ground (to the URL's precision). */
export const sameArea = (a: Bounds | null, b: Bounds | null) => (a && b ? areaParam(a) === areaParam(b) : a === b);
