// Waiting in unit tests: for a condition (Testing Library's waitFor, findBy…, vi.waitFor), for
// the clock to move on, or — where nothing can be awaited — a named, greppable real-time pause.

/** Resolves once `Date.now()` is past `since`: two records stamped before and after it differ. */
export async function clockPast(since: number = Date.now()): Promise<void> {
  while (Date.now() <= since) await new Promise((resolve) => setTimeout(resolve, 1));
}

/**
 * Lets what is already queued run: promise chains and zero-delay timers (one macrotask turn).
 * For checking that something queued did NOT happen; not a wait for time.
 */
export function flushTasks(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A real wall-clock pause, for what a test cannot await or fake (RxDB's and Dexie's own timers
 * and queries): only to check that something stays so for a while. Say at the call why.
 */
export function settleRealTimers(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
