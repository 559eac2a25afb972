// Absence over time (no toast appears, nothing more is written, the page does not bounce) cannot
// be waited for: it is watched for a while instead, failing at the first reading that breaks it.
export async function expectToHold<T>(what: string, read: () => Promise<T> | T, holds: (value: T) => boolean, forMs: number, everyMs = 250): Promise<void> {
  const end = Date.now() + forMs;
  for (;;) {
    const value = await read();
    if (!holds(value)) throw new Error(`${what}: no longer so, read ${JSON.stringify(value)}`);
    const left = end - Date.now();
    if (left <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(everyMs, left)));
  }
}
