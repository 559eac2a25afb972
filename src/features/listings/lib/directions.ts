// Where the detail page's Directions link goes: the platform's own maps app where the platform
// has one a web link can open (Apple Maps, an Android geo: intent), else OpenStreetMap's route
// planner. The diner's position is never part of the link: the maps app asks for it itself.
import type { LatLng } from './distance';

/** Coordinates as a link carries them: at most 6 decimals (about 10 cm). */
const coord = (n: number) => String(Number(n.toFixed(6)));

const valid = (l: LatLng | null | undefined): l is LatLng =>
  !!l && Number.isFinite(l.lat) && Number.isFinite(l.lng) && Math.abs(l.lat) <= 90 && Math.abs(l.lng) <= 180 && !(l.lat === 0 && l.lng === 0);

/**
 * A link to directions to `location`, or null when the listing has no usable coordinates
 * (none, out of range, or the 0,0 a form left empty). `userAgent` picks the maps app.
 */
export function directionsUrl(location: LatLng | null | undefined, title: string, userAgent: string): string | null {
  if (!valid(location)) return null;
  const lat = coord(location.lat);
  const lng = coord(location.lng);
  // Android before Apple: no Android browser claims to be a Mac, but the test is cheap to order.
  if (/android/i.test(userAgent)) return `geo:${lat},${lng}?q=${lat},${lng}(${encodeURIComponent(title)})`;
  // iPadOS reports itself as a Mac: both open Apple Maps from a maps.apple.com link.
  if (/iphone|ipad|ipod|macintosh|mac os x/i.test(userAgent)) return `https://maps.apple.com/?daddr=${lat},${lng}`;
  return `https://www.openstreetmap.org/directions?to=${lat}%2C${lng}#map=17/${lat}/${lng}`;
}
