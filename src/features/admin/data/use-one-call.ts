// Runs the admin's calls one at a time per key (a user, an ad): the busy state the buttons
// show, a guard set at once so a double click never sends twice, and a failure's message as
// a destructive toast.
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/stores/toast-store';

export function useOneCall<Kind extends string>() {
  const [busy, setBusy] = useState<Record<string, Kind | undefined>>({});
  const running = useRef(new Set<string>());

  /** true when `call` succeeded; false when it failed (toasted as `failureTitle`) or one was already running. */
  const run = useCallback(async (key: string, kind: Kind, call: () => Promise<unknown>, failureTitle: string) => {
    if (running.current.has(key)) return false;
    running.current.add(key);
    setBusy((b) => ({ ...b, [key]: kind }));
    try {
      await call();
      return true;
    } catch (error) {
      toast({ title: failureTitle, description: error instanceof Error ? error.message : 'Something went wrong', variant: 'destructive' });
      return false;
    } finally {
      running.current.delete(key);
      setBusy((b) => ({ ...b, [key]: undefined }));
    }
  }, []);

  return { busy, run };
}
