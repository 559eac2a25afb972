// The published catalogue snapshot's functions: a builder every ten minutes, and the endpoint
// new installs download it from (Hosting rewrites /catalog-snapshot to it; docs/sync.md).
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { db } from '../shared.js';
import { buildCatalogSnapshot } from './build.js';
import { answerSnapshotRequest } from './serve.js';

export const publishCatalogSnapshot = onSchedule({ schedule: 'every 10 minutes', memory: '1GiB', timeoutSeconds: 300 }, async () => {
  const result = await buildCatalogSnapshot(db, { now: Date.now() });
  logger.info('catalog snapshot', result);
});

export const catalogSnapshot = onRequest({ memory: '512MiB', invoker: 'public' }, async (req, res) => {
  const answer = await answerSnapshotRequest(db, { method: req.method, headers: req.headers });
  res.status(answer.status);
  // Node's own setHeader: Express's set() would append "; charset=utf-8" to the type.
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  if (answer.body) res.end(answer.body);
  else res.end();
});
