import { Suspense, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { ArrowLeft, MapPin, Percent } from '@/components/icons';
import { Container } from '@/components/layout';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { PageMeta } from '@/components/page-meta';
import { toast } from '@/stores/toast-store';
import { recordListingEvent, type ListingEvent } from '@/lib/usage';
import { ReviewsSection } from '@/features/reviews';
import { ErrorBoundary } from '@/components/error-boundary';
import { useListing } from '../data/use-listing';
import { useListingPreview } from '../data/use-listing-preview';
import { useRecordView } from '../data/use-record-view';
import { useCountView } from '../data/use-count-view';
import { PreviewBanner } from '../components/preview-banner';
import { PhotoGallery } from '../components/photo-gallery';
import { InfoCard } from '../components/info-card';
import { Rating } from '../components/rating';
import { DetailHours } from '../components/detail-hours';
import { DetailActions } from '../components/detail-actions';

export function ListingDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const found = useListing(id);
  // Not public: its owner or an admin may still preview it from their own copy.
  const { preview, answered } = useListingPreview(id, found.notFound);
  const listing = found.listing ?? preview;
  const loading = found.loading || (found.notFound && !answered);
  const notFound = found.notFound && answered && !preview;
  const error = found.error;
  // Public listings only: a preview of one's own pending listing is not "viewed".
  useRecordView(found.listing?.id);
  useCountView(found.listing?.id);

  useEffect(() => {
    if (notFound || error) {
      toast({
        title: 'Error',
        description: 'Could not find the listing you were looking for.',
        variant: 'destructive',
      });
      navigate('/listings', { replace: true });
    }
  }, [notFound, error, navigate]);

  if (loading || !listing) return <DetailSkeleton />;

  // Taps count for public listings only (usage counts): a preview is not the public's listing.
  const publicId = found.listing?.id;
  const count = (event: ListingEvent) => {
    if (publicId) recordListingEvent(event, publicId);
  };

  const handleBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/listings'));

  const where = [listing.address, listing.city].filter(Boolean).join(', ');
  const summary = `${listing.category}${where ? ` at ${where}` : ''}. ${listing.description}`;

  return (
    <Container>
      <PageMeta title={`${listing.title} — Forkful`} description={`${listing.title}: ${summary}`} />
      <Top>
        <Button $variant="ghost" $size="sm" onClick={handleBack}>
          <ArrowLeft size={16} aria-hidden="true" /> Back
        </Button>
      </Top>
      {preview && !found.listing && <PreviewBanner status={preview.status} reason={preview.rejectionReason} />}
      <Header>
        <Badge>{listing.category}</Badge>
        <Title>{listing.title}</Title>
        <Meta>
          <Rating value={listing.rating} count={listing.reviewCount} />
          <Where>
            <MapPin size={15} aria-hidden="true" />
            {where}
          </Where>
        </Meta>
        {/* What a diner came for, before any photo or review: open now?, and call or go. */}
        <DetailHours listing={listing} />
        <DetailActions listing={listing} onTap={count} />
      </Header>
      <Layout>
        <Main>
          <PhotoGallery images={listing.images} title={listing.title} />
          <Block aria-labelledby="about-heading">
            <h2 id="about-heading">About</h2>
            <p>{listing.description || 'The owner has not added a description yet.'}</p>
            {listing.ownerName && <Small>Listed by {listing.ownerName}</Small>}
          </Block>
          {listing.specialOffers.length > 0 && (
            <Block aria-labelledby="offers-heading">
              <h2 id="offers-heading">Special Offers</h2>
              <Offers>
                {listing.specialOffers.map((offer, i) => (
                  <li key={`${offer}-${i}`}>
                    <Percent size={16} aria-hidden="true" /> {offer}
                  </li>
                ))}
              </Offers>
            </Block>
          )}
        </Main>
        <Aside>
          <InfoCard listing={listing} countTaps={!!found.listing} />
        </Aside>
        {/* Reviews of a public listing only: a preview has none, and none may be written. */}
        {found.listing && (
          <Reviews>
            <ErrorBoundary section="the reviews">
              <Suspense fallback={<Skeleton $h="220px" $radius="18px" style={{ marginTop: 40 }} role="status" aria-label="Loading reviews" />}>
                <ReviewsSection listing={found.listing} />
              </Suspense>
            </ErrorBoundary>
          </Reviews>
        )}
      </Layout>
    </Container>
  );
}

function DetailSkeleton() {
  return (
    <Container role="status" aria-busy="true" aria-label="Loading listing">
      <Top>
        <Skeleton $w="80px" $h="36px" $radius="999px" />
      </Top>
      <div style={{ display: 'grid', gap: 12, marginBottom: 24 }}>
        <Skeleton $w="100px" $h="22px" />
        <Skeleton $w="60%" $h="36px" />
        <Skeleton $w="40%" $h="18px" />
        {/* The status line and the action row: the page does not move down when they arrive. */}
        <Skeleton $w="55%" $h="44px" />
        <Skeleton $h="70px" $radius="12px" />
      </div>
      <Layout>
        <Skeleton $h="auto" style={{ aspectRatio: '16 / 10' }} $radius="18px" />
        <Skeleton $h="320px" $radius="18px" />
      </Layout>
    </Container>
  );
}

const Top = styled.div`
  padding: ${theme.space(4)} 0;
`;

const Header = styled.header`
  display: grid;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(6)};
`;

const Badge = styled.span`
  justify-self: start;
  padding: 4px 12px;
  border-radius: ${theme.radius.pill};
  background: #ccfbf1;
  color: #115e59;
  font-size: ${theme.size.sm};
  font-weight: 700;
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.75rem, 5vw, 2.5rem);
  letter-spacing: -0.03em;
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

// One column: photos and about, the information card, then the reviews. Two columns: the card
// sits beside both from the top, and the reviews follow the about text straight away (the
// second row takes whatever height the card needs beyond the first).
const Layout = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  padding-bottom: ${theme.space(12)};
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr) 360px;
    grid-template-rows: auto 1fr;
    column-gap: ${theme.space(8)};
    row-gap: 0;
    align-items: start;
  }
`;

const Main = styled.div`
  min-width: 0;
`;

const Aside = styled.aside`
  @media (min-width: ${theme.breakpoint.md}) {
    grid-column: 2;
    grid-row: 1 / span 2;
  }
`;

const Reviews = styled.div`
  min-width: 0;
  @media (min-width: ${theme.breakpoint.md}) {
    grid-column: 1;
    grid-row: 2;
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

const Small = styled.p`
  margin-top: ${theme.space(3)} !important;
  font-size: ${theme.size.sm};
  color: ${theme.color.textMuted};
`;

const Offers = styled.ul`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 12px 14px;
    border-radius: ${theme.radius.md};
    background: ${theme.color.primarySoft};
    color: #7c2d12;
    font-weight: 500;
  }
`;
