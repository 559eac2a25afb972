// "Recently viewed" on the home page: the places this device opened last, from the local
// catalogue (so offline too). Nothing at all is rendered when the list is empty. While it is
// read, placeholders of the cards' exact size hold its room if the list is expected to have
// cards, so the sections below do not jump when they arrive.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { ListingImage, OpenStatusLabel, useRecentlyViewed, type CatalogListing } from '@/features/listings';
import { toast } from '@/stores/toast-store';
import { focusRing, media } from '@/lib/style';

export function RecentlyViewed() {
  const { listings, ready, expected, clear } = useRecentlyViewed();
  if (expected === 0) return null;

  const handleClear = async () => {
    await clear();
    toast({ title: 'Recently viewed cleared', description: 'This device no longer lists the places you opened.', variant: 'success' });
  };

  return (
    <Section aria-labelledby="recent-heading" data-testid="recently-viewed">
      <Head>
        <div>
          <h2 id="recent-heading">Recently viewed</h2>
          <p>Kept on this device only.</p>
        </div>
        <Button $variant="ghost" $size="sm" onClick={handleClear} aria-label="Clear recently viewed">
          Clear
        </Button>
      </Head>
      {ready ? (
        <Strip>
          {listings.map((listing) => (
            <li key={listing.id}>
              <RecentCard listing={listing} />
            </li>
          ))}
        </Strip>
      ) : (
        <Strip role="status" aria-busy="true" aria-label="Loading recently viewed">
          {Array.from({ length: expected }, (_, i) => (
            <li key={i}>
              <CardSkeleton />
            </li>
          ))}
        </Strip>
      )}
    </Section>
  );
}

function RecentCard({ listing }: { listing: CatalogListing }) {
  return (
    <Card data-testid="recent-card">
      <Photo src={listing.images[0]} alt="" loading="lazy" width={240} height={160} />
      <Body>
        <h3>
          {/* The stretched link makes the whole card one target. */}
          <CardLink to={`/listing/${listing.id}`}>{listing.title}</CardLink>
        </h3>
        <Meta>
          {listing.category}
          {listing.city && ` · ${listing.city}`}
        </Meta>
        <Status>
          <OpenStatusLabel listing={listing} />
        </Status>
      </Body>
    </Card>
  );
}

/** The same box as RecentCard: photo, then the title and two lines of its fixed heights. */
function CardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Skeleton $h="auto" $radius="0" style={{ aspectRatio: '3 / 2' }} />
      <Body>
        <Skeleton $w="80%" $h={TITLE_LINE} />
        <Skeleton $w="60%" $h={LINE} />
        <Status>
          <Skeleton $w="50%" $h={LINE} />
        </Status>
      </Body>
    </Card>
  );
}

// Fixed line heights: the placeholders above must match the cards to the pixel.
const TITLE_LINE = '22px';
const LINE = '20px';

const Section = styled.section`
  padding-top: ${theme.space(10)};
`;

const Head = styled.div`
  display: flex;
  align-items: end;
  justify-content: space-between;
  gap: ${theme.space(4)};
  margin-bottom: ${theme.space(4)};
  h2 {
    margin: 0;
    font-size: ${theme.size.xl};
  }
  p {
    margin: 2px 0 0;
    font-size: ${theme.size.sm};
    color: ${theme.color.textMuted};
  }
`;

// A phone scrolls the row sideways (snapping to cards, the next one peeking in); a wider screen
// lays them out as a grid.
const Strip = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(160px, 44%);
  gap: ${theme.space(3)};
  margin: 0 ${theme.space(-4)};
  padding: 4px ${theme.space(4)} ${theme.space(3)};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding: 0 ${theme.space(4)};
  scrollbar-width: thin;
  li { scroll-snap-align: start; min-width: 0; }
  ${media.up('sm')} {
    grid-auto-columns: 200px;
  }
  ${media.up('md')} {
    grid-auto-flow: row;
    grid-template-columns: repeat(auto-fill, minmax(168px, 1fr));
    margin: 0;
    padding: 4px 0 0;
    overflow: visible;
  }
`;

const Card = styled.article`
  position: relative;
  height: 100%;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  box-shadow: ${theme.shadow.card};
  transition: transform 150ms ease, box-shadow 150ms ease;
  &:hover { transform: translateY(-2px); box-shadow: ${theme.shadow.raised}; }
  &:focus-within { ${focusRing()} }
`;

const Photo = styled(ListingImage)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  background: ${theme.color.surfaceAlt};
`;

const Body = styled.div`
  display: grid;
  gap: 2px;
  padding: ${theme.space(3)};
  h3 {
    margin: 0;
    font-size: ${theme.size.md};
    line-height: ${TITLE_LINE};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const CardLink = styled(Link)`
  color: ${theme.color.text};
  text-decoration: none;
  &::after { content: ''; position: absolute; inset: 0; }
  &:focus-visible { outline: none; }
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${theme.size.sm};
  line-height: ${LINE};
  color: ${theme.color.textMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Status = styled.div`
  margin: 4px 0 0;
  font-size: ${theme.size.sm};
  line-height: ${LINE};
  font-weight: 600;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
