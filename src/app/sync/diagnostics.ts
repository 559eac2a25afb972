// A read-only record of what this tab's public sync did: how each collection was prepared, how
// many documents its replication took from a snapshot and how many it pulled from Firestore.
// End-to-end tests read it as window.__forkfulSync.
import type { PullInfo } from '@/lib/db/pull-snapshot';

export interface SyncDiagnostic {
  /** 'downloaded' (the published snapshot), 'not-new', 'fallback:<reason>', or absent. */
  preparedFrom?: string;
  /** Documents the replication took from the snapshot, once it did. */
  snapshotDocs?: number;
  /** Pull handler runs and the documents they brought. */
  pulls: number;
  pulledDocs: number;
}

const record: Record<string, SyncDiagnostic> = {};

const entry = (name: string) => (record[name] ??= { pulls: 0, pulledDocs: 0 });

export function notePrepared(name: string, preparedFrom: string | undefined) {
  entry(name).preparedFrom = preparedFrom;
}

export function noteSnapshot(name: string, documents: number) {
  entry(name).snapshotDocs = documents;
}

export function notePull(name: string, pull: PullInfo) {
  const e = entry(name);
  e.pulls += 1;
  e.pulledDocs += pull.documents;
}

/** A copy on every read: the page can look, not touch. */
export function exposeDiagnostics(target: object = window) {
  Object.defineProperty(target, '__forkfulSync', {
    configurable: true,
    get: () => JSON.parse(JSON.stringify(record)) as Record<string, SyncDiagnostic>,
  });
}
