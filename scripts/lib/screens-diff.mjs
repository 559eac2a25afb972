// Compares two PNG screenshots: the share of pixels that differ, and an image that shows where.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Copies `png` onto a canvas of width x height (transparent where it does not reach). */
function onCanvas(png, width, height) {
  if (png.width === width && png.height === height) return png.data;
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < png.height; y++) png.data.copy(out, y * width * 4, y * png.width * 4, (y + 1) * png.width * 4);
  return out;
}

/**
 * Pixels that differ beyond anti-aliasing, over the larger of the two images: a page that grew
 * or shrank counts its extra rows as different.
 */
export function comparePng(referenceBytes, latestBytes, { threshold = 0.1 } = {}) {
  const a = PNG.sync.read(referenceBytes);
  const b = PNG.sync.read(latestBytes);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  const count = pixelmatch(onCanvas(a, width, height), onCanvas(b, width, height), diff.data, width, height, { threshold });
  const reason = a.width === b.width && a.height === b.height ? 'same size' : `size ${a.width}x${a.height} → ${b.width}x${b.height}`;
  return { ratio: count / (width * height), diffPng: PNG.sync.write(diff), reason };
}
