// Keeps the results map's markers in step with the places and the view: the clustering worker
// says what to draw in the visible bounds after each move, and only what changed is touched.
import { useCallback, useEffect, useRef } from 'react';
import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { sharedClusterClient, type Bounds, type ClusterPoint, type MapLibre, type PlacePoint } from '@/lib/map';
import { clusterMarker, placeMarker } from '../map-pins';

export interface Selection {
  ids: string[];
  /** The cluster chosen (its places), or null for one place. */
  clusterId: number | null;
}

interface Options {
  map: { map: MapLibreMap; lib: MapLibre } | null;
  points: readonly PlacePoint[];
  titleOf: (id: string) => string;
  selected: readonly string[];
  onSelect: (selection: Selection) => void;
}

const keyOf = (p: ClusterPoint) => p.id ?? `cluster:${p.clusterId}`;

export function boundsOf(map: MapLibreMap): Bounds {
  const b = map.getBounds();
  return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
}

export function useClusterMarkers({ map, points, titleOf, selected, onSelect }: Options) {
  const client = sharedClusterClient();
  const markers = useRef(new Map<string, Marker>());
  const latest = useRef({ titleOf, onSelect, selected });
  latest.current = { titleOf, onSelect, selected };

  // Only the latest question is drawn, and nothing once the map is gone.
  const asked = useRef(0);
  const alive = useRef(false);
  const draw = useCallback(async () => {
    if (!map) return;
    const question = ++asked.current;
    const drawn = await client.points(boundsOf(map.map), map.map.getZoom());
    if (!drawn || question !== asked.current || !alive.current) return;
    const next = new Map<string, Marker>();
    for (const p of drawn) {
      const key = keyOf(p);
      const existing = markers.current.get(key);
      if (existing) {
        next.set(key, existing);
        continue;
      }
      const element =
        p.id !== null
          ? placeMarker(latest.current.titleOf(p.id), latest.current.selected.includes(p.id), () =>
              latest.current.onSelect({ ids: [p.id as string], clusterId: null }),
            )
          : clusterMarker(p.count, () => {
              void client.leaves(p.clusterId).then((ids) => ids && latest.current.onSelect({ ids, clusterId: p.clusterId }));
            });
      const marker = new map.lib.Marker({ element, anchor: p.id !== null ? 'bottom' : 'center' }).setLngLat([p.lng, p.lat]).addTo(map.map);
      next.set(key, marker);
    }
    for (const [key, marker] of markers.current) if (!next.has(key)) marker.remove();
    markers.current = next;
    map.map.getContainer().dataset.drawn = String(drawn.reduce((sum, p) => sum + p.count, 0));
  }, [map, client]);

  // A new set of places: a new index (declared first, so the draw below asks about it). The
  // index is not rebuilt when only the map changes, e.g. when it becomes ready.
  useEffect(() => {
    client.load(points);
  }, [client, points]);
  useEffect(() => {
    void draw();
  }, [draw, points]);

  useEffect(() => {
    if (!map) return;
    const handleMoveEnd = () => void draw();
    map.map.on('moveend', handleMoveEnd);
    return () => {
      map.map.off('moveend', handleMoveEnd);
    };
  }, [map, draw]);

  // The chosen place's pin stands out.
  useEffect(() => {
    for (const [key, marker] of markers.current) {
      const element = marker.getElement();
      if (element.classList.contains('fk-pin')) element.setAttribute('aria-pressed', String(selected.includes(key)));
    }
  }, [selected]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      for (const marker of markers.current.values()) marker.remove();
      markers.current.clear();
    };
  }, []);

  return { expansionZoom: (clusterId: number) => client.expansionZoom(clusterId) };
}
