// Where the results map sits on /listings: the screen below the filters on a phone, a sticky
// column beside the list on a desktop. The box has its size before the map's code arrives.
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { ErrorBoundary } from '@/components/error-boundary';
import type { ResultsMapProps } from './results-map';
import { media } from '@/lib/style';

const loadResultsMap = () => import('./results-map');
const ResultsMap = lazy(() => loadResultsMap().then((m) => ({ default: m.ResultsMap })));

/** A head start when the diner is about to choose Map (hover, focus, a finger down): its code and MapLibre's. */
export function preloadMap() {
  void loadResultsMap();
  // A failure here is the map's to report when it opens (MapCanvas), not a preload's.
  void import('@/lib/map').then((m) => m.loadMapLibre()).catch(() => undefined);
}

export function MapPane(props: ResultsMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState<number | null>(null);
  // On a phone the map takes the rest of the first screen (measured before the first paint).
  useLayoutEffect(() => {
    const element = box.current;
    if (element) setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
  }, []);
  return (
    <Pane ref={box} style={top === null ? undefined : ({ '--map-top': `${top}px` } as React.CSSProperties)} data-testid="map-pane">
      <ErrorBoundary section="the map">
        <Suspense fallback={<Loading aria-busy="true" aria-label="Loading the map" role="status" />}>
          <ResultsMap {...props} />
        </Suspense>
      </ErrorBoundary>
    </Pane>
  );
}

const Pane = styled.div`
  position: relative;
  height: max(360px, calc(100dvh - var(--map-top, 240px)));
  margin: 0 -${theme.space(4)};
  ${media.up('md')} {
    position: sticky;
    top: ${theme.space(20)};
    height: calc(100dvh - ${theme.space(24)});
    margin: 0;
    border-radius: ${theme.radius.lg};
    overflow: hidden;
    border: 1px solid ${theme.color.border};
  }
`;

const Loading = styled.div`
  position: absolute;
  inset: 0;
  background: ${theme.color.mapGround};
`;
