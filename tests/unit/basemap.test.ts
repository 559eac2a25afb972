// The shipped basemap: real boundaries where the demo's cities are, water where the lakes are,
// and nothing drawn that the data does not have (no streets, no labels).
import { describe, expect, it } from 'vitest';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { BASEMAP_SOURCES, buildBasemap } from '../../scripts/lib/basemap.mjs';

const files = buildBasemap();

/** The tile of `z` holding a point (Web Mercator, as MapLibre asks for it). */
function tileAt(source: string, z: number, lat: number, lng: number) {
  const n = 2 ** z;
  const x = Math.floor(((lng + 180) / 360) * n);
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  const bytes = files.get(`${source}/${z}/${x}/${y}.pbf`);
  return bytes ? new VectorTile(new PbfReader(bytes)) : null;
}

describe('the shipped basemap', () => {
  it('has a tile for every zoom of each source down to its deepest', () => {
    for (const [source, { maxzoom }] of Object.entries(BASEMAP_SOURCES)) {
      for (let z = 0; z <= maxzoom; z++)
        expect(
          [...files.keys()].some((k) => k.startsWith(`${source}/${z}/`)),
          `${source} z${z}`,
        ).toBe(true);
    }
  });

  it('covers each demo city with US land, state and county lines, and only those layers', () => {
    for (const [lat, lng] of [
      [45.52, -122.68],
      [30.27, -97.74],
      [39.74, -104.99],
      [41.88, -87.63],
    ]) {
      const tile = tileAt('us', BASEMAP_SOURCES.us.maxzoom, lat, lng);
      expect(tile, `${lat},${lng}`).not.toBeNull();
      expect(Object.keys(tile!.layers).every((l) => ['water', 'land', 'states', 'counties'].includes(l))).toBe(true);
      expect(tile!.layers.land?.length).toBeGreaterThan(0);
    }
  });

  it('knows Lake Michigan is water (the world data alone would call it land)', () => {
    const chicago = tileAt('us', BASEMAP_SOURCES.us.maxzoom, 41.88, -87.63)!;
    expect(chicago.layers.water?.length).toBeGreaterThan(0);
    const lake = tileAt('us', BASEMAP_SOURCES.us.maxzoom, 42.2, -87.0);
    expect(lake?.layers.water?.length).toBeGreaterThan(0);
  });

  it('stays small: a few MB for every tile, none over 64 KB', () => {
    const sizes = [...files.values()].map((b) => b.length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(4 * 1024 * 1024);
    expect(Math.max(...sizes)).toBeLessThan(64 * 1024);
  });
});
