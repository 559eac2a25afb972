// The text of a reported review, read from the server when the admin looks at the report
// (the admin's device keeps no copy of every review). Online only: deciding needs the server
// anyway, and offline the card says so.
import { useEffect, useState } from 'react';
import { doc, getDoc } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/app';

export type ReportedReview =
  | { status: 'loading' | 'offline' | 'missing' | 'error' }
  | { status: 'ready'; customerName: string; rating: number; comment: string; hidden: boolean };

export function useReportedReview(reviewId: string | null): ReportedReview {
  const [state, setState] = useState<ReportedReview>({ status: 'loading' });
  useEffect(() => {
    if (!reviewId) return;
    if (!navigator.onLine) {
      setState({ status: 'offline' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    getDoc(doc(getDb(), 'reviews', reviewId)).then(
      (snap) => {
        if (!live) return;
        const data = snap.data();
        if (!data) return setState({ status: 'missing' });
        setState({
          status: 'ready',
          customerName: typeof data.customerName === 'string' ? data.customerName : '',
          rating: typeof data.rating === 'number' ? data.rating : 0,
          comment: typeof data.comment === 'string' ? data.comment : '',
          hidden: data._deleted === true,
        });
      },
      (error: unknown) => {
        console.error('Could not read the reported review', error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [reviewId]);
  return state;
}
