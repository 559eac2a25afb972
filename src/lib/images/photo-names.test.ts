import { describe, expect, it } from 'vitest';
import { fileNameFor, sanitizeFileName, storagePath } from './photo-names';

describe('storagePath', () => {
  it('is listing-images/{uid}/{timestamp}-{filename} with a safe file name', () => {
    expect(storagePath('AbC123', 1_700_000_000_000, 'Café Terrace (1).JPG')).toBe('listing-images/AbC123/1700000000000-cafe-terrace-1.jpg');
  });
});

describe('sanitizeFileName', () => {
  it('keeps only [a-z0-9._-]', () => {
    expect(sanitizeFileName('Our Menu — Spring 2025!.webp')).toBe('our-menu-spring-2025.webp');
    expect(sanitizeFileName('../../etc/passwd.png')).toBe('etc-passwd.png');
    expect(sanitizeFileName('photo.final.v2.jpeg')).toBe('photo.final.v2.jpeg');
    for (const name of ['日本.jpg', '  .png', '.hidden', '']) expect(sanitizeFileName(name)).toMatch(/^[a-z0-9._-]+$/);
  });

  it('names a photo with nothing usable "photo", keeping its extension', () => {
    expect(sanitizeFileName('日本.jpg')).toBe('photo.jpg');
    expect(sanitizeFileName('')).toBe('photo');
  });

  it('keeps long names short', () => {
    expect(sanitizeFileName(`${'a'.repeat(300)}.jpg`)).toBe(`${'a'.repeat(80)}.jpg`);
  });
});

describe('fileNameFor', () => {
  it('gives the name the extension of the type it is stored as', () => {
    expect(fileNameFor('IMG_0001.HEIC', 'image/webp')).toBe('IMG_0001.webp');
    expect(fileNameFor('scan.png', 'image/jpeg')).toBe('scan.jpg');
    expect(fileNameFor('no-extension', 'image/jpeg')).toBe('no-extension.jpg');
  });

  it('leaves a matching extension as it is', () => {
    expect(fileNameFor('Patio.JPEG', 'image/jpeg')).toBe('Patio.JPEG');
    expect(fileNameFor('logo.svg', 'image/svg+xml')).toBe('logo.svg');
  });
});
