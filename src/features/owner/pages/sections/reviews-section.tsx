// Reviews: what diners said about the owner's listings, newest first, from this device, and
// the owner's replies (written online: replying needs a connection).
import { Star } from '@/components/icons';
import { EmptyState } from '@/components/empty-state';
import { Heading } from '@/components/section-placeholder';
import { Skeleton } from '@/components/skeleton';
import { ReviewItem } from '../../components/review-item';
import { EmptyHint, EmptyPanel, ErrorLine, ItemList } from '../../components/section-parts';
import { useOwnerReviews } from '../../data/use-owner-reviews';
import { useSession } from '@/features/auth';

export function ReviewsSection() {
  const { reviews, loading, error } = useOwnerReviews();
  const { user } = useSession();
  return (
    <section aria-labelledby="reviews-heading">
      <Heading id="reviews-heading">Reviews</Heading>
      {error && <ErrorLine role="alert">{error}</ErrorLine>}
      {loading ? (
        <ItemList aria-label="Loading reviews" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton $h="112px" $radius="12px" />
            </li>
          ))}
        </ItemList>
      ) : reviews.length > 0 ? (
        <ItemList aria-label="Reviews of your listings">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} replyAs={user?.uid} />
          ))}
        </ItemList>
      ) : (
        !error && (
          <EmptyPanel>
            <EmptyState icon={<Star />} title="No reviews yet">
              <EmptyHint>When diners review your listings, you will read what they said here.</EmptyHint>
            </EmptyState>
          </EmptyPanel>
        )
      )}
    </section>
  );
}
