// MapLibre, loaded once and only when a map is about to show: its own chunk (with its worker and
// stylesheet), never on a page's first render.
import type { AddProtocolResponseData, GetResourceResponse, StyleSpecification } from 'maplibre-gl';
import { coarseStyle, configuredStyleUrl } from './basemap-style';
import { TILE_PROTOCOL, fetchTile, routeTiles } from './tile-protocol';

export type MapLibre = typeof import('maplibre-gl');

let loading: Promise<MapLibre> | null = null;

async function load(): Promise<MapLibre> {
  const [maplibre, worker, { Protocol }] = await Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    import('pmtiles'),
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]);
  // The worker from our own origin as a file (the CSP allows no blob: workers).
  maplibre.setWorkerUrl(worker.default);
  maplibre.addProtocol(TILE_PROTOCOL, fetchTile);
  // A production basemap may be a PMTiles archive on Hosting or Storage (range requests).
  const pmtiles = new Protocol();
  maplibre.addProtocol('pmtiles', async (params, abort) => {
    try {
      return (await pmtiles.tilev4(params, abort)) as GetResourceResponse<AddProtocolResponseData>;
    } catch (error) {
      // A tile (not the archive's header) that cannot be read offline: empty ground, as fetchTile.
      if (abort.signal.aborted || !/\/\d+\/\d+\/\d+$/.test(params.url)) throw error;
      return fetchTile({ ...params, url: `${TILE_PROTOCOL}://offline` }, abort);
    }
  });
  return maplibre;
}

export function loadMapLibre(): Promise<MapLibre> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The style to draw: the configured production style (its tile URLs routed as ours), or the shipped one. */
export function mapStyle(): string | StyleSpecification {
  return configuredStyleUrl() ?? coarseStyle(window.location.origin);
}

/** For map.setStyle's transformStyle: a production style's plain tile URLs go through fetchTile. */
export function routeStyleTiles(_previous: StyleSpecification | undefined, next: StyleSpecification): StyleSpecification {
  return { ...next, sources: Object.fromEntries(Object.entries(next.sources).map(([id, s]) => [id, 'tiles' in s ? routeTiles(s) : s])) };
}
