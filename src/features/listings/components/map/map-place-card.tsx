// A place in the map's sheet: a row (photo, name, cuisine and rating, open status, distance)
// short enough that the map stays in sight above a few of them. Links to the listing page.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { viewOriginState, type ViewOrigin } from '@/lib/usage';
import type { CatalogListing } from '../../data/catalog-schema';
import { ListingImage } from '../listing-image';
import { OpenStatusLabel } from '../open-status-label';
import { Rating } from '../rating';
import { Distance } from '../card-distance';
import { focusRing } from '@/lib/style';

interface Props {
  listing: CatalogListing;
  distanceKm?: number;
  from?: ViewOrigin;
}

export function MapPlaceCard({ listing, distanceKm, from }: Props) {
  return (
    <Card data-testid="map-place-card">
      <Thumb src={listing.images[0]} alt="" width={88} height={88} loading="lazy" />
      <Body>
        <Title to={`/listing/${listing.id}`} state={from && viewOriginState(from)}>
          {listing.title}
        </Title>
        <Line>
          <span>{listing.category}</span>
          <Rating value={listing.rating} />
        </Line>
        <Line>
          <OpenStatusLabel listing={listing} />
          {distanceKm !== undefined && <Distance km={distanceKm} />}
        </Line>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  gap: ${theme.space(3)};
  padding: ${theme.space(2)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  &:focus-within {
    ${focusRing()}
  }
`;

const Thumb = styled(ListingImage)`
  flex: none;
  width: 88px;
  height: 88px;
  border-radius: ${theme.radius.sm};
  object-fit: cover;
  background: ${theme.color.surfaceAlt};
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: ${theme.space(1)};
  min-width: 0;
`;

/** The whole card is the link's target (a stretched link). */
const Title = styled(Link)`
  overflow: hidden;
  color: ${theme.color.text};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  text-overflow: ellipsis;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;
