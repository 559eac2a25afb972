import { Suspense, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { ArrowLeft } from '@/components/icons';
import { Container } from '@/components/layout';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { PageMeta, loadedAsMissing } from '@/components/page-meta';
import { NotFound } from '@/components/not-found';
import { listingMeta } from '@shared/page-meta';
import { toast } from '@/stores/toast-store';
import { recordListingEvent, type ListingEvent } from '@/lib/usage';
import { ReviewsSection } from '@/features/reviews';
import { ListingPageAd } from '@/features/ads';
import { ErrorBoundary } from '@/components/error-boundary';
import { useListing } from '../data/use-listing';
import { useServedMissing } from '../data/served-page';
import { useListingPreview } from '../data/use-listing-preview';
import { useRecordView } from '../data/use-record-view';
import { useCountView } from '../data/use-count-view';
import { PreviewBanner } from '../components/preview-banner';
import { Layout, ListingView } from '../components/listing-view';

export function ListingDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const found = useListing(id);
  // Not public: its owner or an admin may still preview it from their own copy.
  const { preview, answered } = useListingPreview(id, found.notFound);
  const listing = found.listing ?? preview;
  const loading = found.loading || (found.notFound && !answered);
  const notFound = found.notFound && answered && !preview;
  // Opened from a link (the server answered 404): the not-found page, as crawlers saw it. Within
  // the app (a stale link, a listing removed meanwhile) the diner is told and taken to the list.
  // Rendered by the server as missing: the not-found page at once (and while hydrating), unless the
  // device then finds the listing (its owner's preview, or made public since).
  const servedMissing = useServedMissing();
  const missing = (notFound && loadedAsMissing()) || (servedMissing && !listing);
  const error = found.error;
  // Public listings only: a preview of one's own pending listing is not "viewed".
  useRecordView(found.listing?.id);
  useCountView(found.listing?.id);

  useEffect(() => {
    if ((notFound && !missing) || error) {
      toast({
        title: 'Error',
        description: 'Could not find the listing you were looking for.',
        variant: 'destructive',
      });
      navigate('/listings', { replace: true });
    }
  }, [notFound, missing, error, navigate]);

  if (missing) return <NotFound />;
  if (loading || !listing) return <DetailSkeleton />;

  // Taps count for public listings only (usage counts): a preview is not the public's listing.
  const publicId = found.listing?.id;
  const count = (event: ListingEvent) => {
    if (publicId) recordListingEvent(event, publicId);
  };

  const handleBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/listings'));

  const meta = listingMeta(listing);

  return (
    <Container>
      <PageMeta title={meta.title} description={meta.description} />
      <Top>
        <Button $variant="ghost" $size="sm" onClick={handleBack}>
          <ArrowLeft size={16} aria-hidden="true" /> Back
        </Button>
      </Top>
      {preview && !found.listing && <PreviewBanner status={preview.status} reason={preview.rejectionReason} />}
      <ListingView
        listing={listing}
        onTap={count}
        countTaps={!!found.listing}
        reviews={
          // Reviews of a public listing only: a preview has none, and none may be written.
          found.listing && (
            <ErrorBoundary section="the reviews">
              <Suspense fallback={<Skeleton $h="220px" $radius="18px" style={{ marginTop: 40 }} role="status" aria-label="Loading reviews" />}>
                <ReviewsSection listing={found.listing} />
              </Suspense>
            </ErrorBoundary>
          )
        }
      />
      {found.listing && <ListingPageAd listing={found.listing} />}
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
