// Polls until a read satisfies a condition (server-side effects such as triggers and
// replication land some time after the write); returns the last value either way, so the
// test's own assertion reports what was there.
export async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 20_000, everyMs = 250): Promise<T> {
  const start = Date.now();
  let last: T = await read();
  while (!ok(last)) {
    if (Date.now() - start > timeoutMs) return last;
    await new Promise((r) => setTimeout(r, everyMs));
    last = await read();
  }
  return last;
}
