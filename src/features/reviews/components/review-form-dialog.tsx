// Writing or editing one's review: stars and an optional comment, checked as the rules check
// them, saved on this device at once (offline too) and pushed by the replication.
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Dialog } from '@/components/dialog';
import { Button } from '@/components/button';
import { Field, Label, TextArea } from '@/components/form';
import { toast } from '@/stores/toast-store';
import { saveReview } from '../data/write-review';
import type { Review } from '../data/review-schema';
import { MAX_COMMENT, validateReview, type ReviewErrors } from '../lib/review-validation';
import { StarInput } from './stars';

interface Props {
  uid: string;
  listingId: string;
  listingTitle: string;
  customerName: string;
  existing: Review | null;
  onClose: () => void;
}

export function ReviewFormDialog({ uid, listingId, listingTitle, customerName, existing, onClose }: Props) {
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [saving, setSaving] = useState(false);
  const id = useId();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateReview({ rating, comment });
    setErrors(found);
    if (found.rating || found.comment) return;
    setSaving(true);
    try {
      await saveReview(uid, { listingId, customerName, rating, comment });
      toast({
        title: existing ? 'Review updated' : 'Thanks for your review!',
        description: navigator.onLine ? `Your review of ${listingTitle} is saved.` : 'Saved on this device. It will be posted when you are back online.',
        variant: 'success',
      });
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const over = comment.length > MAX_COMMENT;
  return (
    <Dialog
      open
      title={existing ? 'Edit your review' : 'Write a review'}
      description={listingTitle}
      onClose={onClose}
      footer={
        <>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={saving}>
            {saving ? 'Saving…' : existing ? 'Save changes' : 'Post review'}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={handleSubmit} noValidate>
        <StarInput value={rating} onChange={(n) => setRating(n)} invalid={!!errors.rating} describedBy={errors.rating ? `${id}-rating-error` : undefined} />
        {errors.rating && (
          <ErrorText id={`${id}-rating-error`} role="alert">
            {errors.rating}
          </ErrorText>
        )}
        <Field>
          <Label htmlFor={`${id}-comment`}>Your review (optional)</Label>
          <TextArea
            id={`${id}-comment`}
            value={comment}
            rows={6}
            placeholder="What did you eat? How was the service?"
            aria-invalid={!!errors.comment || undefined}
            aria-describedby={`${id}-count${errors.comment ? ` ${id}-comment-error` : ''}`}
            onChange={(event) => setComment(event.target.value)}
          />
          <Counter id={`${id}-count`} $over={over}>
            {comment.length.toLocaleString('en-US')} / {MAX_COMMENT.toLocaleString('en-US')}
          </Counter>
          {errors.comment && (
            <ErrorText id={`${id}-comment-error`} role="alert">
              {errors.comment}
            </ErrorText>
          )}
        </Field>
        <Note>Your name is shown with your review. Reviews are plain text.</Note>
      </form>
    </Dialog>
  );
}

const ErrorText = styled.p`
  margin: -${theme.space(2)} 0 ${theme.space(3)};
  color: ${theme.color.danger};
  font-size: ${theme.size.sm};
  font-weight: 500;
  ${Field} & { margin: 0; }
`;

const Counter = styled.span<{ $over: boolean }>`
  justify-self: end;
  font-size: ${theme.size.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ $over, theme }) => ($over ? theme.color.danger : theme.color.textMuted)};
  font-weight: ${({ $over }) => ($over ? 700 : 400)};
`;

const Note = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;
