import { afterEach, describe, expect, it, vi } from 'vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { fitWithin, imageTypeOf, resizeImage } from './resize-image';

describe('fitWithin', () => {
  it('shrinks the longest side to the limit and keeps the aspect ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(3001, 1000)).toEqual({ width: 1600, height: 533 });
    expect(fitWithin(800, 600, 400)).toEqual({ width: 400, height: 300 });
  });

  it('never upscales and leaves images within the limit alone', () => {
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(fitWithin(320, 240)).toEqual({ width: 320, height: 240 });
  });

  it('keeps at least one pixel on each side of a very thin image', () => {
    expect(fitWithin(100_000, 10)).toEqual({ width: 1600, height: 1 });
  });

  it('refuses sizes that are not positive numbers', () => {
    expect(() => fitWithin(0, 100)).toThrow(RangeError);
    expect(() => fitWithin(100, Number.NaN)).toThrow(RangeError);
    expect(() => fitWithin(100, 100, 0)).toThrow(RangeError);
  });
});

describe('imageTypeOf', () => {
  it('uses the file type, else guesses from the extension', () => {
    expect(imageTypeOf({ type: 'image/png', name: 'a.jpg' })).toBe('image/png');
    expect(imageTypeOf({ type: '', name: 'IMG_0001.JPG' })).toBe('image/jpeg');
    expect(imageTypeOf({ type: '', name: 'notes.txt' })).toBe('');
  });
});

describe('resizeImage without a canvas (jsdom)', () => {
  it('passes the file through untouched instead of crashing', async () => {
    const file = new NodeFile(['x'.repeat(10)], 'patio.jpg', { type: 'image/jpeg' }) as unknown as File;
    const result = await resizeImage(file);
    expect(result).toEqual({ blob: file, width: 0, height: 0, type: 'image/jpeg' });
  });

  it('passes GIF and SVG through even where a canvas exists', async () => {
    const gif = new NodeFile(['GIF89a'], 'anim.gif', { type: 'image/gif' }) as unknown as File;
    expect((await resizeImage(gif)).blob).toBe(gif);
  });

  it('gives a type-less file the type guessed from its name', async () => {
    const file = new NodeFile(['x'], 'menu.png', { type: '' }) as unknown as File;
    const result = await resizeImage(file);
    expect(result.type).toBe('image/png');
    expect(result.blob.type).toBe('image/png');
    expect(result.blob.size).toBe(1);
  });
});

describe('resizeImage with a (fake) canvas', () => {
  let canvases: Array<{ width: number; height: number; ops: string[]; encoded?: { type: string; quality: number } }> = [];

  /** Browser APIs the jsdom lacks, faked just enough: what was drawn and encoded is recorded. */
  function fakeBrowser({ width, height, webp = true, encodedBytes = 1000, decodes = true }: { width: number; height: number; webp?: boolean; encodedBytes?: number; decodes?: boolean }) {
    canvases = [];
    const bitmapOptions: unknown[] = [];
    vi.stubGlobal('createImageBitmap', async (_blob: Blob, options?: unknown) => {
      bitmapOptions.push(options);
      if (!decodes) throw new DOMException('cannot decode', 'InvalidStateError');
      return { width, height, close: () => {} };
    });
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        record: (typeof canvases)[number];
        constructor(w: number, h: number) {
          this.record = { width: w, height: h, ops: [] };
          canvases.push(this.record);
        }
        set width(_v: number) {}
        set height(_v: number) {}
        getContext() {
          const ops = this.record.ops;
          return { fillRect: () => ops.push('fill'), drawImage: (_b: unknown, ...args: number[]) => ops.push(`draw ${args.join(',')}`) };
        }
        async convertToBlob({ type, quality }: { type: string; quality: number }) {
          this.record.encoded = { type, quality };
          const actual = type === 'image/webp' && !webp ? 'image/png' : type;
          return new NodeBlob(['x'.repeat(encodedBytes)], { type: actual });
        }
      },
    );
    return bitmapOptions;
  }

  const photo = (name: string, bytes: number, type = 'image/jpeg') => new NodeFile(['x'.repeat(bytes)], name, { type }) as unknown as File;
  const fresh = async () => {
    vi.resetModules(); // forget what an earlier test taught it about WebP support
    return (await import('./resize-image')).resizeImage;
  };

  afterEach(() => vi.unstubAllGlobals());

  it('shrinks a big photo to 1600 px as WebP at 0.82, applying the EXIF orientation', async () => {
    const options = fakeBrowser({ width: 4000, height: 3000 });
    const result = await (await fresh())(photo('big.jpg', 3_000_000));
    expect(options).toEqual([{ imageOrientation: 'from-image' }]);
    expect(canvases).toEqual([{ width: 1600, height: 1200, ops: ['draw 0,0,1600,1200'], encoded: { type: 'image/webp', quality: 0.82 } }]);
    expect(result).toMatchObject({ width: 1600, height: 1200, type: 'image/webp' });
    expect(result.blob.size).toBe(1000);
  });

  it('falls back to JPEG on a white background where WebP cannot be encoded', async () => {
    fakeBrowser({ width: 2000, height: 2000, webp: false });
    const result = await (await fresh())(photo('logo.png', 3_000_000, 'image/png'));
    expect(result.type).toBe('image/jpeg');
    expect(canvases[1]).toMatchObject({ ops: ['fill', 'draw 0,0,1600,1600'], encoded: { type: 'image/jpeg' } });
  });

  it('keeps a small photo within 1600 px byte for byte', async () => {
    fakeBrowser({ width: 800, height: 600 });
    const file = photo('small.jpg', 200_000);
    expect(await (await fresh())(file)).toEqual({ blob: file, width: 800, height: 600, type: 'image/jpeg' });
    expect(canvases).toEqual([]);
  });

  it('re-encodes a heavy photo that needs no resizing, unless that makes it bigger', async () => {
    fakeBrowser({ width: 1200, height: 900, encodedBytes: 400_000 });
    expect((await (await fresh())(photo('heavy.png', 3_000_000, 'image/png'))).blob.size).toBe(400_000);
    fakeBrowser({ width: 1200, height: 900, encodedBytes: 4_000_000 });
    const file = photo('dense.png', 3_000_000, 'image/png');
    expect((await (await fresh())(file)).blob).toBe(file);
  });

  it('uploads a photo it cannot decode as it is', async () => {
    fakeBrowser({ width: 1, height: 1, decodes: false });
    const file = photo('IMG_0001.HEIC', 100, 'image/heic');
    expect((await (await fresh())(file)).blob).toBe(file);
  });
});
