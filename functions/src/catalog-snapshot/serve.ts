// Answers GET /catalog-snapshot: the latest snapshot's parts concatenated into one gzip body,
// cacheable by the Hosting CDN and the browser.
import { gunzipSync } from 'node:zlib';
import type { Firestore } from 'firebase-admin/firestore';
import { PARTS, POINTER_ID, SNAPSHOTS, type SnapshotPointer } from './format.js';

export interface SnapshotRequest {
  method: string;
  /** Lower-case header names, as Node gives them. */
  headers: Record<string, string | string[] | undefined>;
}

export interface SnapshotResponse {
  status: number;
  headers: Record<string, string>;
  body?: Buffer;
}

/** Five minutes in browsers, ten at the CDN: a build runs every ten, and clients pull what is newer. */
export const CACHE_CONTROL = 'public, max-age=300, s-maxage=600';

const header = (req: SnapshotRequest, name: string) => [req.headers[name] ?? ''].flat().join(',');

/** The entity tag is the snapshot id (quoted, as HTTP wants it). */
const etagOf = (snapshotId: string) => `"${snapshotId}"`;

export async function answerSnapshotRequest(db: Firestore, req: SnapshotRequest): Promise<SnapshotResponse> {
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': 'ETag, X-Firestore-Reads',
  };
  if (req.method === 'OPTIONS') {
    return { status: 204, headers: { ...cors, 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '86400' } };
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return { status: 405, headers: { ...cors, Allow: 'GET, HEAD, OPTIONS' } };

  const snapshots = db.collection(SNAPSHOTS);
  const pointer = (await snapshots.doc(POINTER_ID).get()).data() as SnapshotPointer | undefined;
  let reads = 1;
  const plain = (status: number) => ({ status, headers: { ...cors, 'Cache-Control': 'no-store', 'X-Firestore-Reads': String(reads) } });
  if (!pointer) return plain(404);

  const etag = etagOf(pointer.snapshotId);
  const cached = { ...cors, ETag: etag, 'Cache-Control': CACHE_CONTROL, Vary: 'Accept-Encoding' };
  if (header(req, 'if-none-match').split(',').some((tag) => tag.trim() === etag)) {
    return { status: 304, headers: { ...cached, 'X-Firestore-Reads': String(reads) } };
  }

  const refs = Array.from({ length: pointer.parts }, (_, n) => snapshots.doc(pointer.snapshotId).collection(PARTS).doc(String(n)));
  const parts = refs.length ? await db.getAll(...refs) : [];
  reads += parts.length;
  // Parts gone means a second switch since the pointer was read (ten minutes at least): retry.
  if (parts.some((p) => !p.exists)) return { ...plain(503), headers: { ...plain(503).headers, 'Retry-After': '5' } };

  const gzip = Buffer.concat(parts.map((p) => p.get('data') as Buffer));
  const gzipOk = /\bgzip\b/.test(header(req, 'accept-encoding'));
  const headers = { ...cached, 'Content-Type': 'application/json', 'X-Firestore-Reads': String(reads), ...(gzipOk && { 'Content-Encoding': 'gzip' }) };
  return { status: 200, headers, body: req.method === 'HEAD' ? undefined : gzipOk ? gzip : gunzipSync(gzip) };
}
