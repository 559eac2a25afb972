// The admin's directory analytics, read from the directoryAnalytics callable each time the page
// opens (the figures are aggregation queries on the server; docs/analytics.md). A failure is
// toasted and kept for the page's error state, with a retry.
import { useCallback, useEffect, useState } from 'react';
import type { DirectoryAnalytics } from '@shared/directory-analytics';
import { toast } from '@/stores/toast-store';
import { callAdmin } from './call-admin';

export type { DirectoryAnalytics };

export const loadDirectoryAnalytics = () => callAdmin<Record<string, never>, DirectoryAnalytics>('directoryAnalytics', {});

export interface DirectoryAnalyticsState {
  data: DirectoryAnalytics | null;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

export function useDirectoryAnalytics(): DirectoryAnalyticsState {
  const [data, setData] = useState<DirectoryAnalytics | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    loadDirectoryAnalytics().then(
      (figures) => {
        if (!live) return;
        setData(figures);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!live) return;
        const message = failure instanceof Error ? failure.message : 'Something went wrong';
        setError(message);
        setLoading(false);
        toast({ title: 'Analytics could not be loaded', description: message, variant: 'destructive' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, error, retry };
}
