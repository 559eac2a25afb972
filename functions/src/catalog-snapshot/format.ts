// The published catalogue snapshot's storage layout and JSON body, shared by its builder and
// the HTTP endpoint that serves it (the body itself: ../common/catalog-snapshot-body.ts).
import type { SnapshotCheckpoint } from '../common/catalog-snapshot-body.js';

/** Function-only collection (firestore.rules: default deny) holding the pointer and the snapshots. */
export const SNAPSHOTS = 'catalogSnapshots';
export const POINTER_ID = 'latest';
export const PARTS = 'parts';

/** Firestore documents hold at most 1 MiB: gzip bytes are split into parts this size or smaller. */
export const PART_BYTES = 900_000;

export { SNAPSHOT_VERSION, type SnapshotBody, type SnapshotCheckpoint } from '../common/catalog-snapshot-body.js';

/** The minimum of an admin SDK Timestamp the builder relies on (no import of a second SDK copy). */
export interface TimestampLike {
  seconds: number;
  nanoseconds: number;
  toDate(): Date;
  isEqual(other: TimestampLike): boolean;
}

/** catalogSnapshots/latest, written last by a build: switching to a new snapshot is one write. */
export interface SnapshotPointer {
  snapshotId: string;
  parts: number;
  count: number;
  bytes: number;
  builtAt: number;
  checkpoint: SnapshotCheckpoint;
  /** The newest catalog document at build time, full precision, to skip a build when nothing changed. */
  newest: { id: string; serverTimestamp: TimestampLike };
  /** Kept until the next switch, so a download that read the old pointer can still read its parts. */
  previousId: string | null;
}

export const isTimestamp = (v: unknown): v is TimestampLike =>
  typeof v === 'object' && v !== null && typeof (v as TimestampLike).toDate === 'function' && typeof (v as TimestampLike).seconds === 'number';

/** Exactly what rxdb's serverTimestampToIsoString makes of a document's serverTimestamp. */
export const checkpointTime = (ts: TimestampLike) => ts.toDate().toISOString();

/**
 * A stored catalog document as the replication would hand it to the app: its id, every field
 * but serverTimestamp, other Timestamps as the web SDK's {seconds, nanoseconds}.
 */
export function toSnapshotDoc(id: string, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'serverTimestamp') continue;
    out[key] = isTimestamp(value) ? { seconds: value.seconds, nanoseconds: value.nanoseconds } : value;
  }
  out.id = id;
  return out;
}
