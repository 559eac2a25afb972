// The limits firestore.rules puts on a review (docs/reviews.md), checked before a
// write so that a review saved offline is never refused when it is pushed later.
export const MAX_COMMENT = 2000;
export const MAX_REPORT_TEXT = 500;

export const RATING_REQUIRED = 'Please choose a rating from 1 to 5 stars.';
export const commentTooLong = (length: number) =>
  `Your review is ${length.toLocaleString('en-US')} characters long; please keep it to ${MAX_COMMENT.toLocaleString('en-US')}.`;

export interface ReviewInput {
  rating: number;
  comment: string;
}

export type ReviewErrors = Partial<Record<keyof ReviewInput, string>>;

export function validateReview({ rating, comment }: ReviewInput): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) errors.rating = RATING_REQUIRED;
  if (comment.length > MAX_COMMENT) errors.comment = commentTooLong(comment.length);
  return errors;
}

/** Plain text as the rules take it: line endings normalised, nothing else touched. */
export const normaliseText = (text: string) => text.replace(/\r\n?/g, '\n');
