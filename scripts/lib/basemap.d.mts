export const BASEMAP_SOURCES: { world: { maxzoom: number }; us: { maxzoom: number } };
export function buildBasemap(): Map<string, Buffer>;
export function basemapSize(files: Map<string, Buffer>): { count: number; raw: number; gz: number };
