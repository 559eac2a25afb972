// A bound on a promise that may never settle: with Firestore's memory cache, a read or write to
// an unreachable server waits forever instead of failing.

/** Rejects with Error(message) when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message = 'timed out'): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
