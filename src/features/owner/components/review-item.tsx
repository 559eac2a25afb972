// One review of one of the owner's listings: which listing, the stars, who, when, and what,
// the owner's reply beneath it and, in the Reviews tab, the button to write or edit it.
import { Suspense, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { MessageSquare } from '@/components/icons';
import { Button } from '@/components/button';
import { ReplyEditor } from '@/features/reviews';
import { Rating } from '@/features/listings';
import type { ListingReview } from '../data/listing-review-schema';
import { RelativeTime } from '@/components/relative-time';

interface Props {
  review: ListingReview;
  /** The listing's name is a heading one level below the list's. */
  headingLevel?: 'h3' | 'h4';
  /** The signed-in owner's uid: they may reply here. */
  replyAs?: string;
}

export function ReviewItem({ review, headingLevel = 'h3', replyAs }: Props) {
  const [replying, setReplying] = useState(false);
  // The review's id is `${listingId}_${reviewer uid}` (docs/reviews.md).
  const reviewerId = review.id.startsWith(`${review.listingId}_`) ? review.id.slice(review.listingId.length + 1) : '';
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
      {review.reply && !replying && (
        <Reply data-testid="owner-reply">
          <strong>Your reply</strong>
          <p>{review.reply}</p>
        </Reply>
      )}
      {replyAs && replying && (
        <Suspense fallback={<p aria-busy="true">Loading…</p>}>
          <ReplyEditor
            target={{ reviewId: review.id, listingId: review.listingId, reviewerId, ownerId: replyAs }}
            current={review.reply || null}
            onDone={() => setReplying(false)}
          />
        </Suspense>
      )}
      {replyAs && !replying && (
        <div>
          <Button $variant="secondary" $size="sm" onClick={() => setReplying(true)}>
            <MessageSquare size={14} aria-hidden="true" /> {review.reply ? 'Edit reply' : 'Reply'}
          </Button>
        </div>
      )}
    </Item>
  );
}

const Item = styled.li`
  display: grid;
  gap: ${theme.space(2)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
`;

const Listing = styled.h3`
  margin: 0;
  font-size: ${theme.size.md};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  strong {
    color: ${theme.color.text};
  }
`;

const Comment = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Reply = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-left: 3px solid ${theme.color.accent};
  border-radius: 0 ${theme.radius.sm} ${theme.radius.sm} 0;
  background: ${theme.color.surfaceAlt};
  strong { font-size: ${theme.size.sm}; }
  p { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
`;
