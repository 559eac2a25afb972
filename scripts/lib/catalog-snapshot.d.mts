// Types of catalog-snapshot.mjs for the TypeScript tests and bench that call it.
export type CatalogSnapshotBuild =
  | {
      status: 'built';
      snapshotId: string;
      parts: number;
      count: number;
      bytes: number;
      checkpoint: { id: string; serverTimestamp: string };
      reads: number;
      removed: string[];
    }
  | { status: 'unchanged' | 'empty' | 'superseded'; reads: number };

export function buildCatalogSnapshotNow(options?: { now?: number; warm?: boolean }): Promise<CatalogSnapshotBuild>;
