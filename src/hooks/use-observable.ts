// Subscribes to an observable created asynchronously (RxDB collections open lazily).
import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

export type ObservableState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: Error };

export function useObservable<T>(factory: () => Promise<Observable<T>>, deps: unknown[]): ObservableState<T> {
  const [state, setState] = useState<ObservableState<T>>({ status: 'loading', data: undefined, error: undefined });
  useEffect(() => {
    let cancelled = false;
    let unsubscribe = () => {};
    setState({ status: 'loading', data: undefined, error: undefined });
    factory().then(
      (obs) => {
        if (cancelled) return;
        const sub = obs.subscribe({
          next: (data) => setState({ status: 'ready', data, error: undefined }),
          error: (error: unknown) => setState({ status: 'error', data: undefined, error: toError(error) }),
        });
        unsubscribe = () => sub.unsubscribe();
      },
      (error: unknown) => !cancelled && setState({ status: 'error', data: undefined, error: toError(error) }),
    );
    return () => {
      cancelled = true;
      unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}

function toError(error: unknown) {
  return error instanceof Error ? error : new Error(String(error));
}
