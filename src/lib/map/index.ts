export { loadMapLibre, mapStyle, routeStyleTiles, type MapLibre } from './load-map';
export { DEFAULT_ATTRIBUTION, isCoarseBasemap } from './basemap-style';
export { onTileUnavailable } from './tile-protocol';
export { ClusterClient, sharedClusterClient, type PlacePoint } from './cluster-client';
export type { Bounds, ClusterPoint } from './cluster-protocol';
