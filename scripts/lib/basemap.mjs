// Builds the local default basemap: vector tiles of real but coarse public-domain data that ships
// in npm packages — the US Census Bureau's cartographic boundaries (us-atlas: land clipped to the
// shoreline, so lakes show; states, counties) and Natural Earth's countries (world-atlas) for the
// world. No streets and no labels exist in this data, and none are invented (docs/map.md).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import GeoJSONVT from 'geojson-vt';
import { feature, mesh } from 'topojson-client';
import polygonClipping from 'polygon-clipping';

const require = createRequire(import.meta.url);
const vtpbf = require('vt-pbf');

/** The two tile sets the app's default map style reads (src/lib/map/basemap-style.ts). */
export const BASEMAP_SOURCES = {
  // Natural Earth 1:50m: the world beyond the US, to zoom 5 (shown overzoomed beyond).
  world: { maxzoom: 5 },
  // Census 1:10m: the US, to zoom 7; a city view overzooms it (the data is no finer).
  us: { maxzoom: 7 },
};
const US_NUMERIC = '840';

function readJson(path) {
  return JSON.parse(readFileSync(require.resolve(path), 'utf8'));
}

// The whole world as one polygon: the sea wherever the world's tiles are (a tile that is
// missing offline shows the style's neutral background instead).
const SEA = {
  type: 'Polygon',
  coordinates: [
    [
      [-180, -85.05],
      [180, -85.05],
      [180, 85.05],
      [-180, 85.05],
      [-180, -85.05],
    ],
  ],
};

function layersOf() {
  const us = readJson('us-atlas/counties-10m.json');
  const world = readJson('world-atlas/countries-50m.json');
  const countries = feature(world, world.objects.countries).features;
  const worldBorders = mesh(world, world.objects.countries, (a, b) => a !== b);
  const usLand = feature(us, us.objects.nation).features;
  // Natural Earth's US covers the Great Lakes and other large lakes; the Census's shoreline
  // leaves them out. What the first has and the second has not is water the US tiles paint over
  // the world's (without a US tile, offline, the coarser world land shows instead).
  const usOfWorld = countries.filter((f) => f.id === US_NUMERIC).map((f) => coordinatesOf(f.geometry));
  const lakes = polygonClipping.difference(usOfWorld.flat(), ...usLand.map((f) => coordinatesOf(f.geometry)));
  const states = mesh(us, us.objects.states, (a, b) => a !== b);
  // County lines that are not also state lines.
  const counties = mesh(us, us.objects.counties, (a, b) => a !== b && a.id.slice(0, 2) === b.id.slice(0, 2));
  const fc = (geometries) => ({ type: 'FeatureCollection', features: geometries.map((geometry) => ({ type: 'Feature', properties: {}, geometry })) });
  return {
    world: { water: fc([SEA]), land: fc(countries.map((f) => f.geometry)), borders: fc([worldBorders]) },
    us: {
      water: fc([{ type: 'MultiPolygon', coordinates: lakes }]),
      land: fc(usLand.map((f) => f.geometry)),
      states: fc([states]),
      counties: fc([counties]),
    },
  };
}

/** A polygon's or multipolygon's rings as a list of polygons (polygon-clipping's input). */
const coordinatesOf = (geometry) => (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates);

/** Every tile of one source: `z/x/y.pbf` → gzip-free MVT bytes (Hosting compresses on the wire). */
function tilesOf(layers, maxzoom) {
  const indexes = Object.entries(layers).map(([name, data]) => [
    name,
    new GeoJSONVT(data, { maxZoom: maxzoom, indexMaxZoom: maxzoom, indexMaxPoints: 0, tolerance: 3, buffer: 64 }),
  ]);
  const coords = new Map();
  for (const [, index] of indexes) for (const c of index.tileCoords) coords.set(`${c.z}/${c.x}/${c.y}`, c);
  const out = new Map();
  for (const [key, { z, x, y }] of coords) {
    const tile = {};
    for (const [name, index] of indexes) {
      const t = index.getTile(z, x, y);
      if (t && t.features.length) tile[name] = t;
    }
    if (Object.keys(tile).length) out.set(`${key}.pbf`, Buffer.from(vtpbf.fromGeojsonVt(tile, { version: 2 })));
  }
  return out;
}

/** The basemap's files by path under `basemap/` (e.g. `us/7/30/46.pbf`). */
export function buildBasemap() {
  const layers = layersOf();
  const files = new Map();
  for (const [source, { maxzoom }] of Object.entries(BASEMAP_SOURCES)) {
    for (const [path, bytes] of tilesOf(layers[source], maxzoom)) files.set(`${source}/${path}`, bytes);
  }
  return files;
}

/** Sizes for the build's log: how many tiles, raw and gzip bytes. */
export function basemapSize(files) {
  let raw = 0;
  let gz = 0;
  for (const bytes of files.values()) {
    raw += bytes.length;
    gz += gzipSync(bytes).length;
  }
  return { count: files.size, raw, gz };
}
