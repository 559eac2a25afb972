// Aborts an operation that stopped making progress, and never waits for one that ignores the
// abort: a missing Storage emulator (or a dead connection) may hang instead of refusing.
import { StallTimeoutError } from './retry-policy';

/**
 * Runs run(onActivity); if onActivity is not called for stallMs, aborts controller with a
 * StallTimeoutError. Rejects with controller's abort reason as soon as it aborts, for any cause.
 */
export async function withStallTimeout<T>(controller: AbortController, stallMs: number, run: (onActivity: () => void) => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new StallTimeoutError(stallMs)), stallMs);
  };
  const aborted = new Promise<never>((_, reject) => {
    const { signal } = controller;
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  arm();
  try {
    return await Promise.race([run(arm), aborted]);
  } finally {
    clearTimeout(timer);
  }
}
