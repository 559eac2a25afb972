// One place's pin on a map (the listing page's Location card and its larger view). Its own lazy
// chunk: MapLibre comes with it.
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { MapLibre } from '@/lib/map';
import { MapCanvas } from '@/components/map-canvas';
import { placePin } from '../map-pins';

interface Props {
  title: string;
  lat: number;
  lng: number;
  zoom: number;
  interactive?: boolean;
  className?: string;
}

export function PlaceMap({ title, lat, lng, zoom, interactive = true, className }: Props) {
  const handleLoad = (map: MapLibreMap, lib: MapLibre) => {
    new lib.Marker({ element: placePin(title), anchor: 'bottom' }).setLngLat([lng, lat]).addTo(map);
  };
  return (
    <MapCanvas
      className={className}
      label={`Map showing ${title}`}
      initial={{ center: [lng, lat], zoom }}
      interactive={interactive}
      onLoad={handleLoad}
    />
  );
}
