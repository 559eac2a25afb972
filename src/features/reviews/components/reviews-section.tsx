// The reviews of a listing on its page (a chunk of its own, loaded after the page): the
// server's summary, the diner's own review and what they may do, and the reviews, paged.
import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Flag, MessageSquare } from '@/components/icons';
import { Button } from '@/components/button';
import { Select } from '@/components/form';
import { Dialog } from '@/components/dialog';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/skeleton';
import { useSession } from '@/features/auth';
import { toast } from '@/stores/toast-store';
import { useMyReview } from '../data/use-my-review';
import { useListingReviews, type ShownReview } from '../data/use-listing-reviews';
import { deleteReview } from '../data/write-review';
import { hasReported, type ReportTarget } from '../data/report-content';
import { sortReviews, SORTS, type ReviewSort } from '../lib/sort-reviews';
import { ReviewSummary } from './review-summary';
import { ReviewCard } from './review-card';
import { ReviewActions, type WriteState } from './review-actions';
import { ReviewFormDialog } from './review-form-dialog';
import { ReportDialog } from './report-dialog';
import { formatCount } from '@/lib/format-count';

export const PAGE_SIZE = 10;

export interface ReviewedListing {
  id: string;
  title: string;
  ownerId: string;
  rating: number;
  reviewCount: number;
}

const LOGIN_TOAST = { title: 'Please log in', variant: 'destructive', action: { label: 'Login', to: '/login' } } as const;

export function ReviewsSection({ listing }: { listing: ReviewedListing }) {
  const { user, name, isSignedIn } = useSession();
  const uid = isSignedIn ? (user?.uid ?? null) : null;
  const mine = useMyReview(uid, listing.id);
  const { reviews, stats, loading, error } = useListingReviews(listing.id, mine);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [shown, setShown] = useState(PAGE_SIZE);
  const [writing, setWriting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState<{ target: ReportTarget; what: string } | null>(null);
  const [, setReportedTick] = useState(0);

  const writeState: WriteState = !uid
    ? 'signed-out'
    : uid === listing.ownerId
      ? 'own-listing'
      : mine.removed
        ? 'removed'
        : mine.review
          ? 'has-review'
          : user?.emailVerified
            ? 'can-write'
            : 'unverified';

  const handleWrite = () => {
    if (!uid) return toast({ ...LOGIN_TOAST, description: 'You need to be logged in to write a review.' });
    setWriting(true);
  };

  const handleReport = (target: ReportTarget, what: string) => {
    if (!uid) return toast({ ...LOGIN_TOAST, description: 'You need to be logged in to report content.' });
    setReporting({ target, what });
  };

  const handleDelete = async () => {
    if (!uid) return;
    try {
      await deleteReview(uid, listing.id);
      toast({ title: 'Review deleted', description: navigator.onLine ? undefined : 'It will be removed for everyone when you are back online.' });
    } catch (failure) {
      toast({ title: 'Error', description: (failure as Error).message, variant: 'destructive' });
    } finally {
      setDeleting(false);
    }
  };

  const sorted = sortReviews(reviews, sort);
  const summary = stats ?? { rating: listing.rating, reviewCount: listing.reviewCount, counts: [0, 0, 0, 0, 0] };
  const replyAs = uid && uid === listing.ownerId ? uid : null;

  return (
    <Section aria-labelledby="reviews-heading" data-testid="reviews-section">
      <Head>
        <h2 id="reviews-heading">Reviews</h2>
        <ReviewActions state={writeState} onWrite={handleWrite} />
      </Head>
      {loading ? (
        <div role="status" aria-busy="true" aria-label="Loading reviews">
          <Skeleton $h="150px" $radius="18px" />
        </div>
      ) : (
        <ReviewSummary stats={summary} />
      )}
      {error && <ErrorLine role="alert">{error}</ErrorLine>}
      {!loading && sorted.length > 0 && (
        <>
          <Toolbar>
            <label htmlFor="review-sort">Sort by</label>
            <Select id="review-sort" value={sort} onChange={(event) => setSort(event.target.value as ReviewSort)}>
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
          </Toolbar>
          <List aria-label="Reviews">
            {sorted.slice(0, shown).map((review: ShownReview) => (
              <ReviewCard
                key={review.id}
                review={review}
                replyAs={replyAs}
                onEdit={() => setWriting(true)}
                onDelete={() => setDeleting(true)}
                onReport={(r) => handleReport({ targetType: 'review', targetId: r.id }, `the review by ${r.customerName || 'a diner'}`)}
                reported={!!uid && hasReported(uid, { targetType: 'review', targetId: review.id })}
              />
            ))}
          </List>
          {sorted.length > shown && (
            <More>
              <Button $variant="secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
                Show more reviews ({formatCount(sorted.length - shown)} more)
              </Button>
            </More>
          )}
        </>
      )}
      {!loading && !error && sorted.length === 0 && (
        <EmptyState icon={<MessageSquare size={28} />} title="No reviews yet">
          <Hint>Been here? Tell other diners what it was like.</Hint>
        </EmptyState>
      )}
      <ReportListing>
        <Button $variant="ghost" $size="sm" onClick={() => handleReport({ targetType: 'listing', targetId: listing.id }, listing.title)}>
          <Flag size={14} aria-hidden="true" /> Report this listing
        </Button>
      </ReportListing>
      {writing && uid && (
        <ReviewFormDialog uid={uid} listingId={listing.id} listingTitle={listing.title} customerName={name} existing={mine.review} onClose={() => setWriting(false)} />
      )}
      {reporting && uid && (
        <ReportDialog
          uid={uid}
          target={reporting.target}
          what={reporting.what}
          onClose={() => {
            setReporting(null);
            setReportedTick((n) => n + 1);
          }}
        />
      )}
      <Dialog
        open={deleting}
        size="sm"
        role="alertdialog"
        title="Delete your review?"
        description="It will be removed for everyone, and you cannot review this place again."
        onClose={() => setDeleting(false)}
        footer={
          <>
            <Button $variant="secondary" onClick={() => setDeleting(false)}>
              Keep it
            </Button>
            <Button $variant="danger" onClick={() => void handleDelete()}>
              Delete review
            </Button>
          </>
        }
      />
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${theme.space(5)};
  margin-top: ${theme.space(10)};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  h2 { margin: 0; font-size: ${theme.size.xl}; }
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space(2)};
  label { font-size: ${theme.size.sm}; font-weight: 600; }
  select { width: auto; min-width: 170px; }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
`;

const Hint = styled.p`
  margin: 0;
`;

const ErrorLine = styled.p`
  margin: 0;
  color: ${theme.color.danger};
`;

const ReportListing = styled.div`
  display: flex;
  justify-content: flex-end;
  border-top: 1px solid ${theme.color.border};
  padding-top: ${theme.space(3)};
  button { color: ${theme.color.textMuted}; }
`;
