// The top of the listing page: cuisine, name, tagline, rating and place, then what a diner came
// for before any photo or review: open now?, and call or go.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { MapPin } from '@/components/icons';
import type { ListingEvent } from '@/lib/usage';
import type { ListingContent } from '../lib/listing-content';
import { Rating } from './rating';
import { DetailHours } from './detail-hours';
import { DetailActions } from './detail-actions';

interface Props {
  listing: ListingContent;
  onTap: (event: ListingEvent) => void;
}

export function DetailHeader({ listing, onTap }: Props) {
  const where = [listing.address, listing.city].filter(Boolean).join(', ');
  return (
    <Header>
      <Badge>{listing.category}</Badge>
      <div>
        <Title>{listing.title}</Title>
        {listing.tagline && <Tagline data-testid="tagline">{listing.tagline}</Tagline>}
      </div>
      <Meta>
        <Rating value={listing.rating} count={listing.reviewCount} />
        <Where>
          <MapPin size={15} aria-hidden="true" />
          {where}
        </Where>
      </Meta>
      <DetailHours listing={listing} />
      <DetailActions listing={listing} onTap={onTap} />
    </Header>
  );
}

const Header = styled.header`
  display: grid;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(6)};
`;

const Badge = styled.span`
  justify-self: start;
  padding: 4px 12px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accentSoft};
  color: ${theme.color.accentDeep};
  font-size: ${theme.size.sm};
  font-weight: 700;
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.75rem, 5vw, 2.5rem);
  letter-spacing: -0.03em;
  overflow-wrap: anywhere;
`;

const Tagline = styled.p`
  margin: ${theme.space(1)} 0 0;
  font-size: ${theme.size.lg};
  color: ${theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)} ${theme.space(5)};
  align-items: center;
`;

const Where = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${theme.color.textMuted};
`;
