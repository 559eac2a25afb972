// What index.html's inline early-start script (src/lib/landing.ts, earlyStart) starts reading from
// IndexedDB while the page's modules are still loading: the list of databases and the
// first-screen snapshots. Started there, these reads are done by the time the entry asks for
// them; started by the entry, an offline start waited for them after its modules had run.

/** Set by the inline script: each read resolves to null when it failed (the caller reads again). */
export interface EarlyReads {
  databases?: Promise<string[] | null>;
  snapshots?: Promise<[string, unknown][] | null>;
}

declare global {
  interface Window {
    __forkfulEarly?: EarlyReads;
  }
}

/** The inline script's read, once: a second caller (or a later start-up in tests) reads for itself. */
export function takeEarlyRead<K extends keyof EarlyReads>(key: K): EarlyReads[K] | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__forkfulEarly;
  const read = early?.[key];
  if (early) delete early[key];
  return read;
}
