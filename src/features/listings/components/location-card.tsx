// The listing page's Location: a small map with the place's pin (every plan's Map Display), its
// address and Directions; the map opens a larger one. The map's code loads only once the card
// nears the screen and the page is idle, so it never competes with the page's first render.
import { lazy, Suspense, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { MapPin } from '@/components/icons';
import { Dialog } from '@/components/dialog';
import { ErrorBoundary } from '@/components/error-boundary';
import type { ListingEvent } from '@/lib/usage';
import type { CatalogListing } from '../data/catalog-schema';
import { directionsUrl } from '../lib/directions';
import { hasPoint } from '../lib/distance';
import { useUserAgent } from '@/hooks/use-user-agent';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { focusRing } from '@/lib/style';

const PlaceMap = lazy(() => import('./map/place-map').then((m) => ({ default: m.PlaceMap })));

interface Props {
  listing: CatalogListing;
  onTap?: (event: ListingEvent) => void;
}

export function LocationCard({ listing, onTap }: Props) {
  const where = [listing.address, listing.city].filter(Boolean).join(', ');
  const userAgent = useUserAgent();
  const directions = directionsUrl(listing.location, listing.title, userAgent);
  const point = hasPoint(listing) && directions ? listing.location : null;
  const [large, setLarge] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (a very old browser, a test's DOM) the map waits for a tap.
  const near = useNearViewport(box);

  return (
    <Card aria-labelledby="location-heading">
      <h2 id="location-heading">Location</h2>
      {point ? (
        <Preview ref={box} data-testid="listing-map">
          {near && (
            <ErrorBoundary section="the map">
              <Suspense fallback={null}>
                <SmallMap title={listing.title} lat={point.lat} lng={point.lng} zoom={11} interactive={false} />
              </Suspense>
            </ErrorBoundary>
          )}
          <Enlarge type="button" onClick={() => setLarge(true)}>
            <span className="sr-only">Open a larger map</span>
          </Enlarge>
        </Preview>
      ) : (
        <NoPoint data-testid="listing-no-map">
          <MapPin size={18} aria-hidden="true" /> This place hasn’t set its position on the map yet.
        </NoPoint>
      )}
      {where && <Address>{where}</Address>}
      {directions && (
        <a
          href={directions}
          target={directions.startsWith('https:') ? '_blank' : undefined}
          rel="noopener noreferrer"
          onClick={() => onTap?.('directions')}
        >
          Get directions
        </a>
      )}
      {point && (
        <Dialog open={large} title={listing.title} description={where || undefined} onClose={() => setLarge(false)}>
          <ErrorBoundary section="the map">
            <Suspense fallback={<LargeBox />}>
              <LargeMap title={listing.title} lat={point.lat} lng={point.lng} zoom={12} />
            </Suspense>
          </ErrorBoundary>
        </Dialog>
      )}
    </Card>
  );
}


const Card = styled.section`
  margin-top: ${theme.space(6)};
  padding: ${theme.space(6)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  h2 {
    margin: 0 0 ${theme.space(4)};
    font-size: ${theme.size.lg};
  }
  a {
    color: ${theme.color.primary};
    font-weight: 600;
  }
`;

const Preview = styled.div`
  position: relative;
  height: 180px;
  border-radius: ${theme.radius.md};
  overflow: hidden;
  background: ${theme.color.mapGround};
`;

// && : above the map box's own position (both are one class).
const SmallMap = styled(PlaceMap)`
  && {
    position: absolute;
    inset: 0;
  }
`;

/** Over the whole preview, under the map's attribution control (which stays usable). */
const Enlarge = styled.button`
  position: absolute;
  inset: 0;
  z-index: 1;
  border: 0;
  background: transparent;
  cursor: zoom-in;
  &:focus-visible {
    ${focusRing(3, -3)}
  }
`;

const LargeMap = styled(PlaceMap)`
  height: min(70vh, 560px);
  border-radius: ${theme.radius.md};
`;

const LargeBox = styled.div`
  height: min(70vh, 560px);
  border-radius: ${theme.radius.md};
  background: ${theme.color.mapGround};
`;

const NoPoint = styled.p`
  display: flex;
  gap: ${theme.space(2)};
  align-items: center;
  margin: 0;
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceAlt};
  color: ${theme.color.textMuted};
`;

const Address = styled.p`
  margin: ${theme.space(3)} 0 ${theme.space(1)};
`;
