// A MapLibre map in a box the parent sizes (so nothing moves when it loads): loads the map code on
// mount, says when the device cannot draw maps, and notes what the basemap lacks (no streets in
// the shipped one; tiles missing offline) without ever showing an error for it.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Map as MapLibreMap, LngLatBoundsLike } from 'maplibre-gl';
import { theme } from '@/lib/theme';
import { isCoarseBasemap, loadMapLibre, mapStyle, onTileUnavailable, routeStyleTiles, type MapLibre } from '@/lib/map';
import { focusRing, media } from '@/lib/style';

export interface MapView {
  center?: [number, number];
  zoom?: number;
  /** Fitted once loaded (wins over center/zoom). */
  bounds?: LngLatBoundsLike;
  /** Room kept around the fitted bounds, in pixels (48 unless said). */
  padding?: number;
}

interface Props {
  /** What the map shows, for screen readers ("Map of 12 places"). */
  label: string;
  initial: MapView;
  interactive?: boolean;
  onLoad?: (map: MapLibreMap, lib: MapLibre) => void;
  /** Drawn over the map (buttons, a bottom sheet), inside its box. */
  children?: ReactNode;
  className?: string;
}

type State = 'loading' | 'ready' | 'failed';

export function MapCanvas({ label, initial, interactive = true, onLoad, children, className }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('loading');
  const [gaps, setGaps] = useState(false);
  // The first view and callback only: later changes are the parent's to make on the map itself.
  const first = useRef({ initial, interactive, onLoad });

  useEffect(() => {
    let map: MapLibreMap | null = null;
    let gone = false;
    const { initial: view, interactive: canMove, onLoad: ready } = first.current;
    const offGaps = onTileUnavailable(() => setGaps(true));
    loadMapLibre()
      .then((lib) => {
        if (gone || !container.current) return;
        const style = mapStyle();
        map = new lib.Map({
          container: container.current,
          style: typeof style === 'string' ? undefined : style,
          center: view.center,
          zoom: view.zoom ?? 12,
          bounds: view.bounds,
          fitBoundsOptions: { padding: view.padding ?? 48, maxZoom: 15 },
          interactive: canMove,
          attributionControl: { compact: true },
          // A page scrolled by touch or wheel keeps scrolling: the map moves with two fingers or Ctrl.
          cooperativeGestures: false,
          maxZoom: 18,
        });
        if (typeof style === 'string') map.setStyle(style, { transformStyle: routeStyleTiles });
        // Zoom buttons: the map's size is reachable without a gesture (keyboard, screen reader, one finger).
        if (canMove) map.addControl(new lib.NavigationControl({ showCompass: false }), 'top-right');
        const loaded = map;
        // Pins go on at once: they need the map's view, not its ground (tiles draw in behind them).
        setState('ready');
        ready?.(loaded, lib);
        loaded.on('load', () => {
          // The credits start folded behind their (i) button, as on a small screen.
          loaded.getContainer().querySelector('.maplibregl-ctrl-attrib')?.classList.remove('maplibregl-compact-show');
        });
        // A style or source that fails to load is logged (a tile's absence never gets here).
        loaded.on('error', (event) => console.error('Map error:', event.error));
      })
      .catch((error: unknown) => {
        // No WebGL, or the map's code did not load (offline before it was ever cached).
        console.error('The map could not be shown:', error);
        if (!gone) setState('failed');
      });
    return () => {
      gone = true;
      offGaps();
      map?.remove();
    };
  }, []);

  return (
    <Box className={className} role="region" aria-label={label} data-map-state={state}>
      <Canvas ref={container} />
      {state === 'loading' && <Placeholder aria-hidden="true" />}
      {state === 'failed' && <Failed role="status">The map can’t be shown on this device. The list has every place.</Failed>}
      {state === 'ready' && children}
      {state === 'ready' && (isCoarseBasemap() || gaps) && (
        <Note data-testid="map-note">
          {gaps ? 'Some map detail isn’t saved for offline use.' : 'Outline map: coast, lakes and boundaries, no streets.'}
        </Note>
      )}
    </Box>
  );
}

const Box = styled.div`
  position: relative;
  overflow: hidden;
  background: ${theme.color.mapGround};
  .maplibregl-ctrl-attrib {
    font-size: ${theme.size.xs};
  }
  /* The markers of src/features/listings/components/map-pins.ts. */
  .fk-pin {
    display: block;
    padding: 0;
    border: 0;
    background: none;
    color: ${theme.color.primary};
    cursor: pointer;
    filter: drop-shadow(0 1px 2px rgba(31, 26, 23, 0.35));
  }
  .fk-pin svg path {
    fill: currentColor;
    stroke: ${theme.color.onDark};
    stroke-width: 1.5;
  }
  .fk-pin svg circle {
    fill: ${theme.color.onDark};
  }
  .fk-pin[aria-pressed='true'] {
    color: ${theme.color.text};
    z-index: 1;
  }
  .fk-cluster {
    display: grid;
    place-items: center;
    padding: 0;
    border: 3px solid ${theme.color.onDark};
    border-radius: 50%;
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    font: 700 ${theme.size.sm} / 1 ${theme.font.body};
    box-shadow: 0 1px 4px rgba(31, 26, 23, 0.35);
    cursor: pointer;
  }
  .fk-pin:focus-visible,
  .fk-cluster:focus-visible {
    ${focusRing()}
  }
  .fk-me {
    width: 18px;
    height: 18px;
    border: 3px solid ${theme.color.onDark};
    border-radius: 50%;
    background: ${theme.color.focus};
    box-shadow: 0 0 0 6px rgba(37, 99, 235, 0.2);
  }
`;

// Sized by its box, whatever position MapLibre's own stylesheet gives its container.
const Canvas = styled.div`
  width: 100%;
  height: 100%;
`;

const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(90deg, ${theme.color.mapGround} 0%, ${theme.color.mapGroundLight} 50%, ${theme.color.mapGround} 100%);
  background-size: 200% 100%;
  animation: map-shimmer 1.4s ease-in-out infinite;
  @keyframes map-shimmer {
    to {
      background-position: -200% 0;
    }
  }
  ${media.reducedMotion} {
    animation: none;
  }
`;

const Failed = styled.p`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  margin: 0;
  padding: ${theme.space(6)};
  text-align: center;
  color: ${theme.color.textMuted};
`;

const Note = styled.p`
  position: absolute;
  left: ${theme.space(2)};
  bottom: ${theme.space(2)};
  max-width: calc(100% - 56px);
  margin: 0;
  padding: ${theme.space(1)} ${theme.space(2)};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.glass};
  color: ${theme.color.textMuted};
  font-size: ${theme.size.xs};
  pointer-events: none;
`;
