// One review of one of the owner's listings: which listing, the stars, who, when, and what.
import styled from 'styled-components';
import { Rating } from '@/features/listings';
import type { ListingReview } from '../data/listing-review-schema';
import { RelativeTime } from '@/components/relative-time';

/** `headingLevel`: the listing's name is a heading one level below the list's. */
export function ReviewItem({ review, headingLevel = 'h3' }: { review: ListingReview; headingLevel?: 'h3' | 'h4' }) {
  return (
    <Item data-testid="review">
      <Top>
        <Listing as={headingLevel}>{review.listingTitle || 'Your listing'}</Listing>
        <Rating value={review.rating} />
      </Top>
      <Meta>
        <strong>{review.customerName || 'A customer'}</strong> · <RelativeTime ms={review.createdAt} mode="date" />
      </Meta>
      {review.comment && <Comment>{review.comment}</Comment>}
    </Item>
  );
}

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Listing = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.size.md};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.size.sm};
  strong {
    color: ${({ theme }) => theme.color.text};
  }
`;

const Comment = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
