// Public surface of the reviews feature. Light on purpose: the listing page imports it, so
// every component here is lazy (the reviews, the form and the dialogs are a chunk of their own
// that loads on the detail page, never in the entry), and the sync module loads only for a
// signed-in user (or to sweep what a previous one left).
import { lazy } from 'react';
import { whenColdStartSettled } from '@/lib/cold-start';
import type { UserSyncSpec } from '@/lib/db/user-collections';
export type { ReviewedListing } from './components/reviews-section';
export type { ReplyTarget } from './data/write-reply';

/** The owner's reply to a review: written from the review on the listing page and from the owner's dashboard. */
export const ReplyEditor = lazy(() => import('./components/reply-editor').then((m) => ({ default: m.ReplyEditor })));

// Its chunk brings RxDB and Firestore along: a first visit loads it once the page settled (or at
// the first tap), not while the listing's photo is still on its way.
export const ReviewsSection = lazy(() =>
  whenColdStartSettled()
    .then(() => import('./components/reviews-section'))
    .then((m) => ({ default: m.ReviewsSection })),
);

/** The signed-in diner's own reviews, replicated both ways (written offline too). */
export const reviewsSyncSpec: UserSyncSpec = { prefixes: ['myreviews'], audience: 'user', load: () => import('./data/my-reviews-sync') };
