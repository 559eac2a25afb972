// Shrinks a photo in the browser before it is queued for upload: longest side at most 1600 px,
// WebP (JPEG where the browser cannot encode WebP) at ~0.82, EXIF orientation applied.
// Anything it cannot or should not re-encode (SVG, animated GIF, no canvas) passes through.

export const MAX_IMAGE_SIDE = 1600;
const DEFAULT_QUALITY = 0.82;
/** A photo already within the size limit and at most this big is kept byte for byte. */
const KEEP_BELOW_BYTES = 1.5 * 1024 * 1024;

/** Re-encoding these would lose something (vector data, animation frames). */
const PASS_THROUGH = new Set(['image/svg+xml', 'image/gif']);
/** Types every current browser displays, so a small one can be uploaded as it is. */
const KEEPABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  avif: 'image/avif',
  heic: 'image/heic',
  heif: 'image/heif',
  bmp: 'image/bmp',
};

export interface ResizeOptions {
  /** Longest side in pixels (default 1600). */
  maxSize?: number;
  /** Encoder quality, 0..1 (default 0.82). */
  quality?: number;
  /** Files within maxSize and at most this many bytes are kept as they are (default 1.5 MB). */
  keepBelowBytes?: number;
  /** Preferred output type (default WebP); JPEG is the fallback when WebP cannot be encoded. */
  type?: 'image/webp' | 'image/jpeg';
}

export interface ResizedImage {
  blob: Blob;
  /** Pixel size of the result; 0 when the image was passed through without being decoded. */
  width: number;
  height: number;
  /** MIME type of blob (also when the file itself had none and it was guessed from its name). */
  type: string;
}

/** The size that fits width × height within max × max, keeping the aspect ratio; never upscales. */
export function fitWithin(width: number, height: number, max = MAX_IMAGE_SIDE): { width: number; height: number } {
  if (![width, height, max].every((n) => Number.isFinite(n) && n > 0)) {
    throw new RangeError(`Cannot fit ${width}×${height} within ${max}`);
  }
  const scale = Math.min(1, max / Math.max(width, height));
  if (scale === 1) return { width, height };
  return {
    width: Math.min(max, Math.max(1, Math.round(width * scale))),
    height: Math.min(max, Math.max(1, Math.round(height * scale))),
  };
}

/** The file's MIME type, or one guessed from its extension (some systems leave File.type empty). */
export function imageTypeOf(file: { type: string; name: string }): string {
  if (file.type) return file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? '';
}

export async function resizeImage(file: File, opts: ResizeOptions = {}): Promise<ResizedImage> {
  const max = opts.maxSize ?? MAX_IMAGE_SIDE;
  const quality = opts.quality ?? DEFAULT_QUALITY;
  const keepBelow = opts.keepBelowBytes ?? KEEP_BELOW_BYTES;
  const type = imageTypeOf(file);
  const original = (width = 0, height = 0): ResizedImage => ({
    // slice() relabels without copying the bytes.
    blob: file.type === type ? file : file.slice(0, file.size, type),
    width,
    height,
    type,
  });

  if (!type.startsWith('image/') || PASS_THROUGH.has(type) || !canResize()) return original();
  let bitmap: ImageBitmap;
  try {
    bitmap = await decode(file);
  } catch {
    // A format this browser cannot decode (e.g. HEIC outside Safari): upload it as it is.
    return original();
  }
  const { width, height } = bitmap;
  try {
    const target = fitWithin(width, height, max);
    const shrunk = target.width !== width || target.height !== height;
    if (!shrunk && file.size <= keepBelow && KEEPABLE.has(type)) return original(width, height);

    const blob = await encodeBest(bitmap, target, opts.type ?? 'image/webp', quality);
    // Re-encoding an image that needed no resizing can make it bigger: keep the original then.
    if (!blob || (!shrunk && blob.size >= file.size && KEEPABLE.has(type))) return original(width, height);
    return { blob, width: target.width, height: target.height, type: blob.type };
  } catch (error) {
    // Out of canvas memory, a tainted or lost context…: the original is still a valid photo.
    console.warn('A photo could not be resized; it is kept as it is', error);
    return original(width, height);
  } finally {
    bitmap.close();
  }
}

function canResize(): boolean {
  // jsdom (unit tests) and very old browsers have neither: pass through rather than crash.
  return typeof createImageBitmap === 'function' && (typeof OffscreenCanvas === 'function' || typeof document !== 'undefined');
}

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    // 'from-image' applies the EXIF orientation, so portrait phone photos stay upright.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    // Browsers that predate the option value reject it with a TypeError; they apply EXIF anyway.
    if (error instanceof TypeError) return createImageBitmap(file);
    throw error;
  }
}

/** Whether this browser's canvas encodes WebP (Safari returns PNG instead); learnt on first use. */
let webpEncodes: boolean | undefined;

async function encodeBest(
  bitmap: ImageBitmap,
  size: { width: number; height: number },
  preferred: 'image/webp' | 'image/jpeg',
  quality: number,
): Promise<Blob | null> {
  if (preferred === 'image/webp' && webpEncodes !== false) {
    const webp = await encode(bitmap, size, 'image/webp', quality);
    webpEncodes = webp?.type === 'image/webp';
    if (webpEncodes) return webp;
  }
  return encode(bitmap, size, 'image/jpeg', quality);
}

type Canvas2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

async function encode(bitmap: ImageBitmap, { width, height }: { width: number; height: number }, type: string, quality: number): Promise<Blob | null> {
  const offscreen = typeof OffscreenCanvas === 'function';
  const canvas = offscreen ? new OffscreenCanvas(width, height) : Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d') as Canvas2D | null;
  if (!context) return null;
  // JPEG has no alpha: without a background, transparent pixels would turn black (white is the
  // photo's, not the app's theme).
  if (type === 'image/jpeg') {
    context.fillStyle = 'white';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  try {
    if ('convertToBlob' in canvas) return await canvas.convertToBlob({ type, quality });
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  } finally {
    // Safari keeps canvas memory until the element is collected; release it now.
    canvas.width = 0;
    canvas.height = 0;
  }
}
