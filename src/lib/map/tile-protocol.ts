// Basemap tiles through one door: a tile that cannot be had (offline and never cached, or absent
// from the data) is drawn as empty ground, and the map is told so it can say why, never an error.
import type { AddProtocolAction } from 'maplibre-gl';

export const TILE_PROTOCOL = 'fk-tile';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called when a tile could not be fetched for want of a connection. */
export function onTileUnavailable(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY = new ArrayBuffer(0);

/** `fk-tile://https://host/path/{z}/{x}/{y}.pbf` → the tile's bytes, or an empty tile. */
export const fetchTile: AddProtocolAction = async (params, abort) => {
  const url = params.url.slice(TILE_PROTOCOL.length + 3);
  try {
    const response = await fetch(url, { signal: abort.signal });
    // Not in the data (the sea has no tiles): empty ground, nothing to report.
    // Hosting answers a path it has no file for with the app's page (the SPA rewrite): no tile.
    if (response.status === 404 || response.status === 204 || response.headers.get('Content-Type')?.includes('text/html')) return { data: EMPTY };
    if (!response.ok) throw new Error(`tile ${response.status}`);
    return { data: await response.arrayBuffer() };
  } catch (error) {
    if (abort.signal.aborted) throw error;
    listeners.forEach((l) => l());
    return { data: EMPTY };
  }
};

/** Wraps a style's plain http(s) tile URLs so they come through fetchTile. */
export function routeTiles<T extends { tiles?: string[] }>(source: T): T {
  if (!source.tiles) return source;
  return { ...source, tiles: source.tiles.map((t) => (/^https?:\/\//.test(t) ? `${TILE_PROTOCOL}://${t}` : t)) };
}
