// Where every replication's errors go: the console, the sync store (the connectivity banner
// reads it) and, rarely, a toast; a full device raises its own banner instead (src/lib/db/quota.ts).
import { isQuotaError, noteQuotaError } from '@/lib/db/quota';
import { useSyncStore } from '@/stores/sync-store';
import { toast } from '@/stores/toast-store';

export const TOAST_INTERVAL_MS = 30_000;

export interface ErrorReporterOptions {
  now?: () => number;
  online?: () => boolean;
  notify?: () => void;
  storageFull?: (name: string) => void;
}

/** What a screen waiting for its first pull shows when the device had no room to keep it. */
export const STORAGE_FULL_ERROR = 'This device is out of storage space.';

const showToast = () =>
  toast({ title: 'Sync problem', description: 'Some data could not be refreshed. We will keep trying.', variant: 'destructive' });

/**
 * Offline, every retry fails by design: say nothing. Online, a failing replication retries
 * every few seconds and several may fail together: one toast per 30 s is enough.
 */
export function createErrorReporter({
  now = Date.now,
  online = () => navigator.onLine,
  notify = showToast,
  storageFull = noteQuotaError,
}: ErrorReporterOptions = {}) {
  let lastToastAt = -Infinity;
  return (name: string, error: unknown) => {
    // Every retry fails the same way while the device is full: the banner says it once, in
    // words, and stays; a toast every 30 s would only repeat it.
    if (isQuotaError(error)) {
      console.warn(`Storage full: ${name} could not be saved on this device`, error);
      storageFull(name);
      useSyncStore.getState().setError(STORAGE_FULL_ERROR);
      return;
    }
    const message = (error as { message?: string } | null)?.message ?? String(error);
    console.error(`Sync error in ${name}`, error);
    useSyncStore.getState().setError(message);
    if (online() && now() - lastToastAt >= TOAST_INTERVAL_MS) {
      lastToastAt = now();
      notify();
    }
  };
}
