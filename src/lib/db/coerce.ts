// Defensive readers for pulled Firestore fields: every pull modifier shapes documents with
// these, so a sparse or malformed document never breaks a screen.
export const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Epoch milliseconds; a Firestore Timestamp written by some other tool arrives as {seconds, nanoseconds}. */
export function toMillis(v: unknown): number {
  if (typeof v === 'number' && Number.isFinite(v)) return Math.max(0, Math.round(v));
  if (v && typeof v === 'object' && typeof (v as { seconds?: unknown }).seconds === 'number') {
    return (v as { seconds: number }).seconds * 1000;
  }
  return 0;
}
