// Where every replication's errors go: the console, the sync store (the connectivity banner
// reads it) and, rarely, a toast.
import { useSyncStore } from '@/stores/sync-store';
import { toast } from '@/stores/toast-store';

export const TOAST_INTERVAL_MS = 30_000;

export interface ErrorReporterOptions {
  now?: () => number;
  online?: () => boolean;
  notify?: () => void;
}

const showToast = () =>
  toast({ title: 'Sync problem', description: 'Some data could not be refreshed. We will keep trying.', variant: 'destructive' });

/**
 * Offline, every retry fails by design: say nothing. Online, a failing replication retries
 * every few seconds and several may fail together: one toast per 30 s is enough.
 */
export function createErrorReporter({ now = Date.now, online = () => navigator.onLine, notify = showToast }: ErrorReporterOptions = {}) {
  let lastToastAt = -Infinity;
  return (name: string, error: unknown) => {
    const message = (error as { message?: string } | null)?.message ?? String(error);
    console.error(`Sync error in ${name}`, error);
    useSyncStore.getState().setError(message);
    if (online() && now() - lastToastAt >= TOAST_INTERVAL_MS) {
      lastToastAt = now();
      notify();
    }
  };
}
