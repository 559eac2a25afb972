import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { viewOriginState, type ViewOrigin } from '@/lib/usage';
import { MapPin } from '@/components/icons';
import { FavoriteSlot } from './favorite-slot';
import type { CatalogListing } from '../data/catalog-schema';
import type { ListingContent } from '../lib/listing-content';
import { useCardPriority } from './card-priority';
import { ListingImage } from './listing-image';
import { OpenStatusLabel } from './open-status-label';
import { Rating } from './rating';
import { Highlight } from './highlight';
import { Distance } from './card-distance';
import { useAppearanceRef } from './card-appearance';
import { TagChips } from './tag-chips';
import { AnnouncementMark } from './announcement-banner';
import { focusRing } from '@/lib/style';

interface CardProps {
  listing: CatalogListing;
  showPrice?: boolean;
  /** Distance from the diner (Near me), shown after the address. */
  distanceKm?: number;
  /** Matched search words, highlighted in the title and description. */
  terms?: readonly string[];
  /** The results' Near me / Open now filters, handed to the detail page (usage counts). */
  from?: ViewOrigin;
}

export function ListingCard({ listing, showPrice = false, distanceKm, terms, from }: CardProps) {
  const priority = useCardPriority();
  const appearanceRef = useAppearanceRef(listing.id);
  // Paid content is present only when the owner's plan includes it (the server leaves it out).
  const { tagline, tags, announcement } = listing as ListingContent;
  const price = showPrice ? listing.priceRange : undefined;
  return (
    <Card data-testid="listing-card" ref={appearanceRef}>
      <Media>
        <Photo
          src={listing.images[0]}
          alt=""
          loading={priority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={priority === 'high' ? 'high' : undefined}
          width={400}
          height={300}
        />
        {price && (
          <Price data-testid="card-price" aria-label={`Price range ${price}`}>
            {price}
          </Price>
        )}
        {announcement && <AnnouncementMark announcement={announcement} />}
      </Media>
      <Body>
        <TopRow>
          <Cuisine data-testid="card-category">{listing.category}</Cuisine>
          <Rating value={listing.rating} />
        </TopRow>
        <Title>
          {/* The stretched link makes the whole card clickable while the heart stays a separate button. */}
          <StretchedLink to={`/listing/${listing.id}`} state={from && viewOriginState(from)}>
            <Highlight text={listing.title} terms={terms} />
          </StretchedLink>
        </Title>
        <OpenStatusLabel listing={listing} />
        {/* Two lines whatever the plan: a tagline takes the first, so every card keeps its height. */}
        <Text>
          {tagline && <Tagline data-testid="card-tagline">{tagline}</Tagline>}
          <Description $lines={tagline ? 1 : 2}>
            <Highlight text={listing.description} terms={terms} />
          </Description>
        </Text>
        {/* The row is there without tags too: the skeleton and every card have the same height. */}
        <TagRow>
          <TagChips tags={tags} max={3} />
        </TagRow>
        <Where>
          <MapPin size={14} aria-hidden="true" />
          <span>{showPrice && listing.address ? `${listing.address}, ${listing.city}` : listing.city}</span>
          {distanceKm !== undefined && <Distance km={distanceKm} />}
        </Where>
      </Body>
      {/* After the title in the DOM (Tab reaches the place before its heart); drawn on the photo. */}
      <FavoriteSlot listingId={listing.id} title={listing.title} />
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  box-shadow: ${theme.shadow.card};
  transition: transform 150ms ease, box-shadow 150ms ease;
  &:hover { transform: translateY(-2px); box-shadow: ${theme.shadow.raised}; }
  &:focus-within { ${focusRing()} }
  /* The heart, above the stretched link's layer; its own styles put it on the photo's corner. */
  & > button { z-index: 2; }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${theme.color.surfaceAlt};
`;

const Photo = styled(ListingImage)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Price = styled.span`
  position: absolute;
  left: 10px;
  bottom: 10px;
  padding: 2px 10px;
  border-radius: ${theme.radius.pill};
  background: rgba(31, 26, 23, 0.78);
  color: ${theme.color.onDark};
  font-weight: 700;
  font-size: ${theme.size.sm};
`;

const Body = styled.div`
  display: grid;
  gap: 6px;
  padding: ${theme.space(4)};
`;

const TopRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

const Cuisine = styled.span`
  font-size: ${theme.size.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${theme.color.accent};
`;

// h2: on /listings the cards follow the page's h1 directly (a heading level may not be skipped).
// One line, so every card in a row (and its skeleton) has the same height.
const Title = styled.h2`
  margin: 0;
  font-size: ${theme.size.lg};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Text = styled.div`
  min-width: 0; /* the tagline shortens (ellipsis) rather than widening the card */
  min-height: calc(2 * 1.5em);
  font-size: ${theme.size.sm};
  line-height: 1.5;
`;

const Tagline = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${theme.color.text};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const StretchedLink = styled(Link)`
  color: ${theme.color.text};
  text-decoration: none;
  &::after { content: ''; position: absolute; inset: 0; z-index: 1; }
  &:focus-visible { outline: none; }
`;

const Description = styled.p<{ $lines: number }>`
  margin: 0;
  color: ${theme.color.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: ${({ $lines }) => $lines};
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const TagRow = styled.div`
  min-height: 22px;
  min-width: 0;
`;

const Where = styled.p`
  display: flex;
  align-items: center;
  gap: 4px;
  min-width: 0; /* the address shortens (ellipsis) rather than widening the card */
  margin: 0;
  font-size: ${theme.size.sm};
  color: ${theme.color.textMuted};
  & > svg { flex: none; }
  & > span { min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`;
