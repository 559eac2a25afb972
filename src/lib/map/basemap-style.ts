// The map's look: the local default style over the coarse basemap the build ships (/basemap/),
// or, in production, the style named by VITE_MAP_STYLE_URL (docs/deploy.md).
import type { StyleSpecification } from 'maplibre-gl';
import { MAP_PALETTES, currentScheme, resolvedColor, type ColorScheme } from '@/lib/palette';
import { TILE_PROTOCOL } from './tile-protocol';

export const DEFAULT_ATTRIBUTION = 'Boundaries: US Census Bureau, Natural Earth (public domain)';

/** The production style's URL, or null for the shipped coarse basemap. */
export function configuredStyleUrl(): string | null {
  return import.meta.env.VITE_MAP_STYLE_URL || null;
}

/** Whether the map shows the coarse basemap (and must say it has no streets). */
export const isCoarseBasemap = () => !configuredStyleUrl();

const BASEMAP = { world: 5, us: 7 } as const;
const tileUrl = (origin: string, source: keyof typeof BASEMAP) => `${TILE_PROTOCOL}://${origin}/basemap/${source}/{z}/{x}/{y}.pbf`;

/** The basemap's colours in a colour scheme (MapLibre's style takes plain values). */
export const mapColors = (scheme: ColorScheme) => ({ unknown: resolvedColor('mapGround', scheme), ...MAP_PALETTES[scheme] });

export function coarseStyle(origin: string, scheme: ColorScheme = currentScheme()): StyleSpecification {
  const MAP_COLORS = mapColors(scheme);
  const source = (name: keyof typeof BASEMAP) => ({
    type: 'vector' as const,
    tiles: [tileUrl(origin, name)],
    minzoom: 0,
    maxzoom: BASEMAP[name],
    attribution: DEFAULT_ATTRIBUTION,
  });
  return {
    version: 8,
    sources: { world: source('world'), us: source('us') },
    layers: [
      // Where a tile is missing (offline and never seen) this plain ground shows: neither land nor water.
      { id: 'background', type: 'background', paint: { 'background-color': MAP_COLORS.unknown } },
      { id: 'world-water', type: 'fill', source: 'world', 'source-layer': 'water', paint: { 'fill-color': MAP_COLORS.water } },
      { id: 'world-land', type: 'fill', source: 'world', 'source-layer': 'land', paint: { 'fill-color': MAP_COLORS.land } },
      { id: 'us-water', type: 'fill', source: 'us', 'source-layer': 'water', paint: { 'fill-color': MAP_COLORS.water } },
      { id: 'us-land', type: 'fill', source: 'us', 'source-layer': 'land', paint: { 'fill-color': MAP_COLORS.land } },
      { id: 'world-borders', type: 'line', source: 'world', 'source-layer': 'borders', paint: { 'line-color': MAP_COLORS.border, 'line-width': 1 } },
      {
        id: 'us-counties',
        type: 'line',
        source: 'us',
        'source-layer': 'counties',
        minzoom: 5,
        paint: { 'line-color': MAP_COLORS.county, 'line-width': 1 },
      },
      {
        id: 'us-states',
        type: 'line',
        source: 'us',
        'source-layer': 'states',
        paint: { 'line-color': MAP_COLORS.state, 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.8, 10, 2] },
      },
    ],
  };
}
