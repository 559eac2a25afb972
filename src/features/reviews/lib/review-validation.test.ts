import { describe, expect, it } from 'vitest';
import { MAX_COMMENT, RATING_REQUIRED, commentTooLong, normaliseText, validateReview } from './review-validation';
import { sortReviews } from './sort-reviews';

describe('validateReview', () => {
  it('asks for a rating of 1 to 5 whole stars', () => {
    expect(validateReview({ rating: 0, comment: '' })).toEqual({ rating: RATING_REQUIRED });
    expect(validateReview({ rating: 6, comment: '' })).toEqual({ rating: RATING_REQUIRED });
    expect(validateReview({ rating: 3.5, comment: '' })).toEqual({ rating: RATING_REQUIRED });
    expect(validateReview({ rating: 5, comment: '' })).toEqual({});
  });

  it('takes a comment of up to 2000 characters and says how long an over-long one is', () => {
    expect(validateReview({ rating: 4, comment: 'x'.repeat(MAX_COMMENT) })).toEqual({});
    expect(validateReview({ rating: 4, comment: 'x'.repeat(2345) })).toEqual({ comment: commentTooLong(2345) });
    expect(commentTooLong(2345)).toBe('Your review is 2,345 characters long; please keep it to 2,000.');
  });
});

describe('normaliseText', () => {
  it('keeps text as typed, with Unix line endings', () => {
    expect(normaliseText('<b>hi</b>\r\nthere\r')).toBe('<b>hi</b>\nthere\n');
  });
});

describe('sortReviews', () => {
  const reviews = [
    { id: 'a', rating: 3, createdAt: 3 },
    { id: 'b', rating: 5, createdAt: 1 },
    { id: 'c', rating: 1, createdAt: 2 },
    { id: 'd', rating: 5, createdAt: 4 },
  ];
  it('orders newest first, highest or lowest first (newer first on a tie)', () => {
    expect(sortReviews(reviews, 'newest').map((r) => r.id)).toEqual(['d', 'a', 'c', 'b']);
    expect(sortReviews(reviews, 'highest').map((r) => r.id)).toEqual(['d', 'b', 'a', 'c']);
    expect(sortReviews(reviews, 'lowest').map((r) => r.id)).toEqual(['c', 'a', 'd', 'b']);
  });
});
