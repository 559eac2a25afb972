import { afterEach, describe, expect, it, vi } from 'vitest';
import { TILE_PROTOCOL, fetchTile, onTileUnavailable, routeTiles } from './tile-protocol';

const URL_ = `${TILE_PROTOCOL}://http://127.0.0.1/basemap/us/7/30/46.pbf`;
const request = () => fetchTile({ url: URL_, type: 'arrayBuffer' } as never, new AbortController());
const byteLength = (data: unknown) => (data as ArrayBuffer).byteLength;

afterEach(() => vi.unstubAllGlobals());

describe('basemap tiles', () => {
  it('hands over the bytes of a tile the server has', async () => {
    const fetch = vi.fn(async () => new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'Content-Type': 'application/x-protobuf' } }));
    vi.stubGlobal('fetch', fetch);
    expect(byteLength((await request()).data)).toBe(3);
    expect(fetch).toHaveBeenCalledWith('http://127.0.0.1/basemap/us/7/30/46.pbf', expect.anything());
  });

  it('draws empty ground where the data has no tile (404, or the app page Hosting sends instead)', async () => {
    const heard = vi.fn();
    const off = onTileUnavailable(heard);
    vi.stubGlobal('fetch', async () => new Response('missing', { status: 404 }));
    expect(byteLength((await request()).data)).toBe(0);
    vi.stubGlobal('fetch', async () => new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
    expect(byteLength((await request()).data)).toBe(0);
    // Not a connection problem: nothing to tell the diner.
    expect(heard).not.toHaveBeenCalled();
    off();
  });

  it('draws empty ground offline and tells the map why, instead of failing', async () => {
    const heard = vi.fn();
    const off = onTileUnavailable(heard);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(byteLength((await request()).data)).toBe(0);
    expect(heard).toHaveBeenCalledTimes(1);
    off();
  });

  it('routes a style’s web tile URLs through itself and leaves other schemes alone', () => {
    expect(routeTiles({ tiles: ['https://tiles.example/{z}/{x}/{y}.pbf', 'pmtiles://https://x/a.pmtiles'] }).tiles).toEqual([
      `${TILE_PROTOCOL}://https://tiles.example/{z}/{x}/{y}.pbf`,
      'pmtiles://https://x/a.pmtiles',
    ]);
    expect(routeTiles({ url: 'pmtiles://x' } as { tiles?: string[] })).toEqual({ url: 'pmtiles://x' });
  });
});
