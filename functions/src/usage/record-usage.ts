// The endpoint devices send their usage batches to (Hosting rewrites /api/usage to it).
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import type { UsageRefusal } from '../common/usage.js';
import { db } from '../shared.js';
import { applyUsageBatch, isRefusal, parseUsageBatch } from './apply.js';

/** A full batch is about 20 KB; anything near this is not one. */
export const MAX_BODY_BYTES = 256 * 1024;

const CORS = {
  // Anonymous counts, no credentials: any origin may post (the app's own, the emulator's, a preview).
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '86400',
};

const refusal = (error: UsageRefusal['error'], message: string): UsageRefusal => ({ ok: false, error, message });

/**
 * The JSON the request carries: parsed already for application/json; read from the raw bytes
 * for text/plain (a simple request needs no CORS preflight, and sendBeacon sends that type).
 */
function bodyOf(req: Request): { body: unknown } | { refused: UsageRefusal; status: number } {
  const size = req.rawBody?.length ?? Number(req.headers['content-length'] ?? 0);
  if (size > MAX_BODY_BYTES) return { refused: refusal('too-large', 'The body is too large.'), status: 413 };
  const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json') return { body: req.body };
  if (type === 'text/plain' && req.rawBody) {
    try {
      return { body: JSON.parse(req.rawBody.toString('utf8')) };
    } catch {
      return { refused: refusal('bad-request', 'The body is not JSON.'), status: 400 };
    }
  }
  return { refused: refusal('bad-request', 'Send a JSON body (application/json or text/plain).'), status: 400 };
}

export const recordUsage = onRequest({ invoker: 'public', memory: '256MiB' }, async (req, res) => {
  res.set({ ...CORS, 'Cache-Control': 'no-store' });
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  if (req.method !== 'POST') {
    res.set('Allow', 'POST, OPTIONS').status(405).json(refusal('bad-request', 'POST a usage batch.'));
    return;
  }
  const read = bodyOf(req);
  if ('refused' in read) {
    res.status(read.status).json(read.refused);
    return;
  }
  const batch = parseUsageBatch(read.body);
  if (isRefusal(batch)) {
    res.status(batch.error === 'too-large' ? 413 : 400).json(batch);
    return;
  }
  try {
    res.status(200).json(await applyUsageBatch(db, batch, Date.now()));
  } catch (error) {
    // The batch id is random and the device's is never logged: nothing here identifies anyone.
    logger.error('recordUsage failed', { batchId: batch.batchId, entries: batch.entries.length, error: String(error) });
    res.status(500).json({ ok: false, error: 'internal', message: 'Could not record the batch; send it again later.' });
  }
});
