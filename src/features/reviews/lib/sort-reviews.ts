// How the reviews of a listing can be ordered: newest first (the default), highest or lowest
// rated first; ties go to the newer one, then the id, so the order is stable.
export type ReviewSort = 'newest' | 'highest' | 'lowest';

export const SORTS: { value: ReviewSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'highest', label: 'Highest rated' },
  { value: 'lowest', label: 'Lowest rated' },
];

interface Sortable {
  id: string;
  rating: number;
  createdAt: number;
}

export function sortReviews<T extends Sortable>(reviews: readonly T[], sort: ReviewSort): T[] {
  const byRating = sort === 'highest' ? -1 : sort === 'lowest' ? 1 : 0;
  return [...reviews].sort((a, b) => byRating * (a.rating - b.rating) || b.createdAt - a.createdAt || a.id.localeCompare(b.id));
}
