// /listings?view=map: the current results as pins that cluster when dense, the chosen pins'
// cards in a sheet, the diner's position with Near me, and "Search this area". Loaded lazily:
// MapLibre and the clustering worker come with it, never with the list.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { LngLatBoundsLike, Map as MapLibreMap } from 'maplibre-gl';
import { theme } from '@/lib/theme';
import type { Bounds, MapLibre } from '@/lib/map';
import type { ViewOrigin } from '@/lib/usage';
import { MapCanvas } from '@/components/map-canvas';
import { Button, IconButton } from '@/components/button';
import { Search, X } from '@/components/icons';
import type { CatalogListing } from '../../data/catalog-schema';
import { hasPoint, type LatLng } from '../../lib/distance';
import { sameArea } from '../../lib/map-area';
import { MapPlaceCard } from './map-place-card';
import { myPosition } from '../map-pins';
import { boundsOf, useClusterMarkers, type Selection } from './use-cluster-markers';

export interface ResultsMapProps {
  listings: readonly CatalogListing[];
  area: Bounds | null;
  onSearchArea: (bounds: Bounds) => void;
  origin: LatLng | null;
  withinKm: number | null;
  distances: Map<string, number>;
  from: ViewOrigin;
  className?: string;
}

/** Cards shown at once for a cluster; more means zooming in. */
const SHEET_MAX = 20;
const US: LngLatBoundsLike = [-125, 24, -66, 50];

export function ResultsMap({ listings, area, onSearchArea, origin, withinKm, distances, from, className }: ResultsMapProps) {
  const [map, setMap] = useState<{ map: MapLibreMap; lib: MapLibre } | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [view, setView] = useState<Bounds | null>(null);
  const byId = useMemo(() => new Map(listings.map((l) => [l.id, l])), [listings]);
  const points = useMemo(() => listings.filter(hasPoint).map((l) => ({ id: l.id, lat: l.location.lat, lng: l.location.lng })), [listings]);
  const unmapped = listings.length - points.length;
  const titleOf = useCallback((id: string) => byId.get(id)?.title ?? 'A place', [byId]);
  const { expansionZoom } = useClusterMarkers({ map, points, titleOf, selected: selection?.ids ?? [], onSelect: setSelection });

  // The view follows the question: the searched area, else the diner's surroundings, else every
  // result (a new search refits; the diner's own moves are kept until then).
  const target = useMemo(() => area ?? aroundOrigin(origin, withinKm) ?? extentOf(points) ?? US, [area, origin, withinKm, points]);
  const [initial] = useState(() => ({ bounds: target, padding: area ? 0 : 48 }));
  const fitted = useRef(JSON.stringify(target));
  useEffect(() => {
    const key = JSON.stringify(target);
    if (!map || key === fitted.current) return;
    fitted.current = key;
    map.map.fitBounds(target, { padding: area ? 0 : 48, maxZoom: 15, duration: 0 });
  }, [map, target, area]);

  const handleLoad = (loaded: MapLibreMap, lib: MapLibre) => {
    setMap({ map: loaded, lib });
    // Only the diner's own moves offer "Search this area" (a fitted view is not a question).
    loaded.on('moveend', (event: { originalEvent?: unknown }) => {
      if (event.originalEvent) setView(boundsOf(loaded));
    });
    loaded.getContainer().dataset.places = String(points.length);
  };
  if (map) map.map.getContainer().dataset.places = String(points.length);

  // The diner's position while Near me has one.
  useEffect(() => {
    if (!map || !origin) return;
    const me = new map.lib.Marker({ element: myPosition() }).setLngLat([origin.lng, origin.lat]).addTo(map.map);
    return () => {
      me.remove();
    };
  }, [map, origin]);

  const shown = selection?.ids.map((id) => byId.get(id)).filter((l): l is CatalogListing => !!l) ?? [];
  const canSearchArea = view !== null && !sameArea(view, area);
  const handleZoomIn = async () => {
    if (!map || selection?.clusterId == null) return;
    const zoom = await expansionZoom(selection.clusterId);
    const first = byId.get(selection.ids[0]);
    if (zoom !== null && first && hasPoint(first)) map.map.easeTo({ center: [first.location.lng, first.location.lat], zoom });
    setSelection(null);
  };

  return (
    <Frame
      className={className}
      label={`Map of ${listings.length} ${listings.length === 1 ? 'place' : 'places'}`}
      initial={initial}
      onLoad={handleLoad}
    >
      {canSearchArea && (
        <SearchArea>
          <Button
            $size="sm"
            onClick={() => {
              onSearchArea(view);
              setView(null);
              setSelection(null);
            }}
          >
            <Search size={16} aria-hidden="true" /> Search this area
          </Button>
        </SearchArea>
      )}
      {unmapped > 0 && !selection && (
        <Unmapped data-testid="map-unmapped">
          {unmapped} {unmapped === 1 ? 'place has' : 'places have'} no map position: they are in the list.
        </Unmapped>
      )}
      {selection && shown.length > 0 && (
        <Sheet role="region" aria-label={shown.length === 1 ? shown[0].title : `${shown.length} places`} data-testid="map-sheet">
          <SheetHead>
            <span>{shown.length === 1 ? '1 place' : `${shown.length} places`}</span>
            {selection.clusterId !== null && shown.length > 1 && (
              <Button $variant="ghost" $size="sm" onClick={handleZoomIn}>
                Zoom in here
              </Button>
            )}
            <IconButton aria-label="Close" onClick={() => setSelection(null)}>
              <X size={18} aria-hidden="true" />
            </IconButton>
          </SheetHead>
          <Cards>
            {shown.slice(0, SHEET_MAX).map((l) => (
              <CardSlot key={l.id}>
                <MapPlaceCard listing={l} distanceKm={distances.get(l.id)} from={from} />
              </CardSlot>
            ))}
            {shown.length > SHEET_MAX && <More>And {shown.length - SHEET_MAX} more: zoom in to see them.</More>}
          </Cards>
        </Sheet>
      )}
    </Frame>
  );
}

function extentOf(points: readonly { lat: number; lng: number }[]): LngLatBoundsLike | null {
  if (points.length === 0) return null;
  let [w, s, e, n] = [180, 90, -180, -90];
  for (const p of points) {
    w = Math.min(w, p.lng);
    e = Math.max(e, p.lng);
    s = Math.min(s, p.lat);
    n = Math.max(n, p.lat);
  }
  return [w, s, e, n];
}

function aroundOrigin(origin: LatLng | null, km: number | null): LngLatBoundsLike | null {
  if (!origin) return null;
  const r = km ?? 5;
  const dLat = r / 111;
  const dLng = r / (111 * Math.cos((origin.lat * Math.PI) / 180));
  return [origin.lng - dLng, origin.lat - dLat, origin.lng + dLng, origin.lat + dLat];
}

const Frame = styled(MapCanvas)`
  height: 100%;
  min-height: 320px;
`;

const SearchArea = styled.div`
  position: absolute;
  top: ${theme.space(3)};
  left: 50%;
  transform: translateX(-50%);
  z-index: 2;
  button {
    box-shadow: ${theme.shadow.raised};
  }
`;

const Unmapped = styled.p`
  position: absolute;
  left: ${theme.space(2)};
  bottom: ${theme.space(10)};
  z-index: 2;
  margin: 0;
  padding: ${theme.space(1)} ${theme.space(2)};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.glass};
  font-size: ${theme.size.xs};
  color: ${theme.color.textMuted};
`;

const Sheet = styled.section`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 3;
  max-height: 60%;
  display: flex;
  flex-direction: column;
  border-radius: ${theme.radius.lg} ${theme.radius.lg} 0 0;
  background: ${theme.color.bg};
  box-shadow: ${theme.shadow.raised};
`;

const SheetHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(2)} ${theme.space(2)} ${theme.space(2)} ${theme.space(4)};
  font-weight: 600;
  span {
    flex: 1;
  }
`;

const Cards = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  overflow-y: auto;
  padding: 0 ${theme.space(3)} ${theme.space(3)};
  overscroll-behavior: contain;
`;

const CardSlot = styled.div`
  min-width: 0;
`;

const More = styled.p`
  margin: 0;
  padding: ${theme.space(2)};
  color: ${theme.color.textMuted};
  text-align: center;
`;
