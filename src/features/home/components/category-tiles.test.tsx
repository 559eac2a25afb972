import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { CategoryTiles } from './category-tiles';

// The repository root: vitest runs from it (import.meta.url is no file: URL under jsdom).
const publicDir = resolve(process.cwd(), 'public');
const isWebp = (bytes: Buffer) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

describe('CategoryTiles', () => {
  it('shows shipped WebP pictures (decoded off the main thread, unlike an SVG document)', () => {
    const { container } = renderWithProviders(<CategoryTiles />);
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
    expect(sources).toHaveLength(3);
    for (const src of sources) {
      expect(src).toMatch(/^\/demo\/[a-z-]+-\d\.webp$/);
      expect(isWebp(readFileSync(resolve(publicDir, src.slice(1)))), src).toBe(true);
    }
  });
});
