// One review on a listing's page: who, the stars, when, the comment as plain text, and the
// owner's reply beneath it. Its author may edit or delete it, the listing's owner reply, and
// anyone else report it.
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { CloudUpload, Flag, MessageSquare, Pencil, Trash2 } from '@/components/icons';
import { Button } from '@/components/button';
import { RelativeTime } from '@/components/relative-time';
import type { ShownReview } from '../data/use-listing-reviews';
import type { ReplyTarget } from '../data/write-reply';
import { Stars } from './stars';

// Only a listing's owner who opens the reply form downloads it.
const ReplyEditor = lazy(() => import('./reply-editor').then((m) => ({ default: m.ReplyEditor })));

interface Props {
  review: ShownReview;
  /** The listing's owner is looking: they may reply. */
  replyAs: string | null;
  onEdit: () => void;
  onDelete: () => void;
  onReport: (review: ShownReview) => void;
  reported: boolean;
}

export function ReviewCard({ review, replyAs, onEdit, onDelete, onReport, reported }: Props) {
  const [replying, setReplying] = useState(false);
  const target: ReplyTarget | null = replyAs ? { reviewId: review.id, listingId: review.listingId, reviewerId: review.userId, ownerId: replyAs } : null;
  return (
    <Item data-testid="listing-review" data-review-id={review.id} data-mine={review.mine || undefined}>
      <Top>
        <Avatar aria-hidden="true">{initial(review.customerName)}</Avatar>
        <Who>
          <strong>{review.customerName || 'A diner'}</strong>
          {review.mine && <Tag>Your review</Tag>}
          <Meta>
            <Stars value={review.rating} size={14} />
            <RelativeTime ms={review.createdAt} mode="date" />
            {review.updatedAt > review.createdAt + 60_000 && <span>· edited</span>}
          </Meta>
        </Who>
      </Top>
      {review.pending && (
        <Pending data-testid="review-pending">
          <CloudUpload size={14} aria-hidden="true" /> Waiting to sync
        </Pending>
      )}
      {review.comment && <Comment>{review.comment}</Comment>}
      {review.reply && !replying && (
        <Reply data-testid="review-reply">
          <strong>
            <MessageSquare size={14} aria-hidden="true" /> Response from the owner
          </strong>
          <p>{review.reply.text}</p>
        </Reply>
      )}
      {target && replying && (
        <Suspense fallback={<p aria-busy="true">Loading…</p>}>
          <ReplyEditor target={target} current={review.reply?.text ?? null} onDone={() => setReplying(false)} />
        </Suspense>
      )}
      <Actions>
        {review.mine ? (
          <>
            <Button $variant="ghost" $size="sm" onClick={onEdit}>
              <Pencil size={14} aria-hidden="true" /> Edit
            </Button>
            <Button $variant="ghost" $size="sm" onClick={onDelete}>
              <Trash2 size={14} aria-hidden="true" /> Delete
            </Button>
          </>
        ) : (
          <>
            {target && !replying && (
              <Button $variant="ghost" $size="sm" onClick={() => setReplying(true)}>
                <MessageSquare size={14} aria-hidden="true" /> {review.reply ? 'Edit reply' : 'Reply'}
              </Button>
            )}
            <Button $variant="ghost" $size="sm" onClick={() => onReport(review)} disabled={reported} aria-label={reported ? 'Review reported' : `Report the review by ${review.customerName || 'a diner'}`}>
              <Flag size={14} aria-hidden="true" /> {reported ? 'Reported' : 'Report'}
            </Button>
          </>
        )}
      </Actions>
    </Item>
  );
}

const initial = (name: string) => (name.trim()[0] ?? '?').toUpperCase();

const Item = styled.li`
  display: grid;
  gap: ${theme.space(3)};
  padding: ${theme.space(5)} 0;
  border-top: 1px solid ${theme.color.border};
`;

const Top = styled.div`
  display: flex;
  gap: ${theme.space(3)};
  align-items: center;
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${theme.color.primarySoft};
  color: ${theme.color.primaryHover};
  font-weight: 700;
`;

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${theme.space(2)};
  min-width: 0;
  strong { overflow-wrap: anywhere; }
`;

const Tag = styled.span`
  padding: 1px 8px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceAlt};
  font-size: ${theme.size.xs};
  font-weight: 600;
`;

const Meta = styled.span`
  display: flex;
  flex-basis: 100%;
  align-items: center;
  gap: ${theme.space(2)};
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;

const Pending = styled.span`
  display: inline-flex;
  justify-self: start;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.warningSoft};
  color: ${theme.color.warning};
  font-size: ${theme.size.xs};
  font-weight: 700;
`;

const Comment = styled.p`
  margin: 0;
  line-height: 1.65;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Reply = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  margin-left: ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-left: 3px solid ${theme.color.accent};
  border-radius: 0 ${theme.radius.sm} ${theme.radius.sm} 0;
  background: ${theme.color.surfaceAlt};
  strong { display: inline-flex; align-items: center; gap: 6px; font-size: ${theme.size.sm}; }
  p { margin: 0; white-space: pre-line; overflow-wrap: anywhere; line-height: 1.6; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  margin-left: -${theme.space(3)};
  button { color: ${theme.color.textMuted}; }
`;
