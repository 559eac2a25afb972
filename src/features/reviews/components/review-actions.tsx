// What the diner can do about their review of this listing, and why not when they cannot:
// signed out (log in), their own listing, an unverified e-mail, or a removed review.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Pencil, Star } from '@/components/icons';
import { Button } from '@/components/button';

export type WriteState = 'signed-out' | 'own-listing' | 'unverified' | 'removed' | 'can-write' | 'has-review';

export const WHY_NOT: Partial<Record<WriteState, string>> = {
  'own-listing': 'You cannot review your own listing.',
  unverified: 'Verify your e-mail address to write a review. Check your inbox for the link.',
  removed: 'Your review of this place was removed, so you cannot review it again.',
};

export function ReviewActions({ state, onWrite }: { state: WriteState; onWrite: () => void }) {
  const why = WHY_NOT[state];
  if (state === 'removed') return <Why data-testid="review-why">{why}</Why>;
  return (
    <Wrap>
      <Button
        onClick={onWrite}
        disabled={!!why}
        aria-describedby={why ? 'review-why' : undefined}
        data-testid="write-review"
      >
        {state === 'has-review' ? <Pencil size={16} aria-hidden="true" /> : <Star size={16} aria-hidden="true" />}
        {state === 'has-review' ? 'Edit your review' : 'Write a review'}
      </Button>
      {why && (
        <Why id="review-why" data-testid="review-why">
          {why}
        </Why>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(4)};
`;

const Why = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;
