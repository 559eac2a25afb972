// The detail page records each public listing it shows, once per listing, on this device only.
import { useEffect, useRef } from 'react';
import { recordView } from './recently-viewed';
import { useViewer } from './use-recently-viewed';

export function useRecordView(listingId: string | undefined) {
  const viewer = useViewer();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!listingId || recorded.current === listingId) return;
    recorded.current = listingId;
    void recordView(listingId, viewer);
  }, [listingId, viewer]);
}
