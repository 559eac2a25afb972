// A photo's width and height for link previews (og:image:width/height), read from the first
// bytes of the file: listings store photo addresses only, and previews lay out sooner with a size.

export interface Size {
  width: number;
  height: number;
}

/** Width and height from a PNG, GIF, WebP or JPEG header; null for anything else or a short read. */
export function imageSize(b: Uint8Array): Size | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const ascii = (at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));
  if (b.length >= 24 && b[0] === 0x89 && ascii(1, 3) === 'PNG') return { width: view.getUint32(16), height: view.getUint32(20) };
  if (b.length >= 10 && ascii(0, 3) === 'GIF') return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (b.length >= 30 && ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') {
    const chunk = ascii(12, 4);
    const u24 = (at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
    if (chunk === 'VP8X') return { width: u24(24) + 1, height: u24(27) + 1 };
    if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    return null;
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let at = 2;
    while (at + 9 < b.length) {
      if (b[at] !== 0xff) return null;
      const marker = b[at + 1];
      const length = view.getUint16(at + 2);
      // Start of frame (baseline, progressive, …), not DHT (c4), JPG (c8) or DAC (cc).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
      }
      at += 2 + length;
    }
  }
  return null;
}

const known = new Map<string, Size | null>();
const KEEP = 500;
/** Long enough for a header; a JPEG's EXIF may push its frame header past a few KB. */
const HEAD_BYTES = 64 * 1024;

/** The size of the picture at `url` (its first bytes fetched once per instance), or null within `timeoutMs`. */
export async function fetchImageSize(url: string, timeoutMs = 1500): Promise<Size | null> {
  if (known.has(url)) return known.get(url) ?? null;
  let size: Size | null = null;
  try {
    const res = await fetch(url, { headers: { Range: `bytes=0-${HEAD_BYTES - 1}` }, signal: AbortSignal.timeout(timeoutMs) });
    if (res.ok) size = imageSize(new Uint8Array(await res.arrayBuffer()).subarray(0, HEAD_BYTES));
  } catch {
    // Unreachable or slow: the preview goes without a size this time (not remembered).
    return null;
  }
  if (known.size >= KEEP) known.delete(known.keys().next().value as string);
  known.set(url, size);
  return size;
}
