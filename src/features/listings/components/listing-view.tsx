// The listing as diners see it: the page's body for a catalogue entry (the listing page, and
// the owner's preview of what their plan shows). It renders what the entry holds: the server
// published only what the owner's plan includes, so nothing here decides plans.
import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import type { ListingEvent } from '@/lib/usage';
import { ErrorBoundary } from '@/components/error-boundary';
import { Skeleton } from '@/components/skeleton';
import { hasBelowFold, type ListingContent } from '../lib/listing-content';
import { AnnouncementBanner } from './announcement-banner';
import { DetailHeader } from './detail-header';
import { PhotoGallery } from './photo-gallery';
import { InfoCard } from './info-card';
import { LocationCard } from './location-card';
import { TagChips } from './tag-chips';
import { AskQuestionCard } from './ask-question-card';
import { media } from '@/lib/style';

// Below the fold on a phone (after hours and contact): its own chunk, after the first render.
// Pure: the feature's index re-exports the preview, and the app shell imports that index.
const ExtrasSections = /* @__PURE__ */ lazy(() => import('./extras-sections').then((m) => ({ default: m.ExtrasSections })));
// Only listings that take bookings load it.
const BookTableCard = /* @__PURE__ */ lazy(() => import('@/features/bookings').then((m) => ({ default: m.BookTableCard })));

interface Props {
  listing: ListingContent;
  /** Counts a diner's tap (public listings only; a preview counts nothing). */
  onTap?: (event: ListingEvent) => void;
  countTaps?: boolean;
  /** The reviews, under the content (the page's; a preview has none). */
  reviews?: ReactNode;
}

const ignore = () => undefined;

export function ListingView({ listing, onTap = ignore, countTaps = false, reviews }: Props) {
  return (
    <>
      <AnnouncementBanner announcement={listing.announcement} timeZone={listing.timeZone} />
      <DetailHeader listing={listing} onTap={onTap} />
      <Layout>
        <Main>
          <PhotoGallery images={listing.images} title={listing.title} />
          <Block aria-labelledby="about-heading">
            <h2 id="about-heading">About</h2>
            <p>{listing.description || 'The owner has not added a description yet.'}</p>
            <Tags tags={listing.tags} />
            {listing.ownerName && <Small>Listed by {listing.ownerName}</Small>}
          </Block>
        </Main>
        <Aside>
          <InfoCard listing={listing} countTaps={countTaps} />
          <LocationCard listing={listing} onTap={onTap} />
          {listing.booking && (
            <ErrorBoundary section="the booking form">
              <Suspense fallback={<Skeleton $h="420px" $radius="18px" aria-label="Loading Book a table" />}>
                <BookTableCard listingId={listing.id} listingTitle={listing.title} offer={listing.booking} timeZone={listing.timeZone} preview={!countTaps} />
              </Suspense>
            </ErrorBoundary>
          )}
          {listing.leadForm && <AskQuestionCard listingId={listing.id} listingTitle={listing.title} preview={!countTaps} />}
        </Aside>
        {hasBelowFold(listing) && (
          <Extras>
            <ErrorBoundary section="this part of the listing">
              <Suspense fallback={null}>
                <ExtrasSections listing={listing} />
              </Suspense>
            </ErrorBoundary>
          </Extras>
        )}
        {reviews && <Reviews>{reviews}</Reviews>}
      </Layout>
    </>
  );
}

/** The owner's preview: the listing page's body as diners see it, nothing counted, no reviews. */
export function ListingPreview({ listing }: { listing: ListingContent }) {
  return <ListingView listing={listing} />;
}

// One column: photos and about, the information card (hours, contact), the paid sections, then
// the reviews. Two columns: the card beside everything from the top; the sections and reviews
// follow the about text (the last row takes whatever height the card needs beyond the others).
export const Layout = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  padding-bottom: ${theme.space(12)};
  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) 360px;
    grid-template-rows: auto auto 1fr;
    column-gap: ${theme.space(8)};
    row-gap: 0;
    align-items: start;
  }
`;

const Main = styled.div`
  min-width: 0;
`;

const Aside = styled.aside`
  ${media.up('md')} {
    grid-column: 2;
    grid-row: 1 / span 3;
  }
`;

const Extras = styled.div`
  min-width: 0;
  /* One column: the sections' own top margins would double the grid's gap. */
  & > section:first-child { margin-top: 0; }
  ${media.up('md')} {
    grid-column: 1;
    grid-row: 2;
    & > section:first-child { margin-top: ${theme.space(8)}; }
  }
`;

const Reviews = styled.div`
  min-width: 0;
  ${media.up('md')} {
    grid-column: 1;
    grid-row: 3;
  }
`;

const Block = styled.section`
  margin-top: ${theme.space(8)};
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: ${theme.size.xl};
  }
  p {
    margin: 0;
    line-height: 1.7;
  }
`;

const Tags = styled(TagChips)`
  margin-top: ${theme.space(4)};
`;

const Small = styled.p`
  margin-top: ${theme.space(3)} !important;
  font-size: ${theme.size.sm};
  color: ${theme.color.textMuted};
`;
