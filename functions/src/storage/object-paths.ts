// From the image URLs documents hold to the Storage object paths they name. Listings keep
// download URLs, not paths, so the orphan sweep has to map one to the other.

/** Where every listing photo lives (storage.rules, src/lib/images/photo-names.ts). */
export const PHOTO_PREFIX = 'listing-images/';

// Firebase download URLs, in production and from the emulator:
//   https://firebasestorage.googleapis.com/v0/b/<bucket>/o/<url-encoded path>?alt=media&token=…
//   http://127.0.0.1:9199/v0/b/<bucket>/o/<url-encoded path>?alt=media&token=…
const DOWNLOAD_PATH = /^\/v0\/b\/[^/]+\/o\/(.+)$/;
// Public Cloud Storage URLs: https://storage.googleapis.com/<bucket>/<path>
const PUBLIC_HOST = 'storage.googleapis.com';

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The object path a URL names (any bucket: keeping a file a look-alike URL points at is the
 * safe mistake), or null for anything else (outside links, malformed text).
 */
export function objectPathOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol === 'gs:') return decode(parsed.pathname.slice(1)) || null;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const download = DOWNLOAD_PATH.exec(parsed.pathname);
  if (download) return decode(download[1]);
  if (parsed.hostname === PUBLIC_HOST) {
    const slash = parsed.pathname.indexOf('/', 1);
    return slash > 0 ? decode(parsed.pathname.slice(slash + 1)) : null;
  }
  return null;
}

/** The listing-photo paths among `urls` (non-strings and other objects are skipped). */
export function photoPathsOf(urls: unknown): string[] {
  const list = Array.isArray(urls) ? urls : [urls];
  const paths: string[] = [];
  for (const url of list) {
    if (typeof url !== 'string') continue;
    const path = objectPathOf(url);
    if (path?.startsWith(PHOTO_PREFIX)) paths.push(path);
  }
  return paths;
}
