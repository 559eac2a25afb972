// sweepMail (every minute): re-queues e-mails whose retry time has come, and settles attempts
// that died between sending and writing back. Those are marked ERROR and never sent again:
// the queue promises at most once (a diner must not get the same booking e-mail twice), and
// such an e-mail may well have arrived. An admin can re-queue one by setting its state to PENDING.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import { db as functionsDb } from '../shared.js';
import { MAIL } from './queue.js';

export const INTERRUPTED = 'The attempt ended between sending and recording it: it may have arrived, so it is not sent again.';

export interface MailSweepResult {
  requeued: string[];
  interrupted: string[];
}

export async function sweepMailQueue(db: Firestore = functionsDb, now = Date.now(), limit = 200): Promise<MailSweepResult> {
  const mail = db.collection(MAIL);
  const [due, stale] = await Promise.all([
    mail.where('delivery.state', '==', 'RETRY').where('delivery.retryAt', '<=', now).limit(limit).get(),
    mail.where('delivery.state', '==', 'PROCESSING').where('delivery.leaseExpireTime', '<=', now).limit(limit).get(),
  ]);
  const requeued: string[] = [];
  const interrupted: string[] = [];
  // Each change is a transaction on its document's current state: a send finishing meanwhile wins.
  await Promise.all([
    ...due.docs.map((doc) =>
      db.runTransaction(async (tx) => {
        const current = (await tx.get(doc.ref)).get('delivery') as { state?: string; retryAt?: number } | undefined;
        if (current?.state !== 'RETRY' || (current.retryAt ?? 0) > now) return;
        tx.update(doc.ref, { 'delivery.state': 'PENDING' });
        requeued.push(doc.id);
      }),
    ),
    ...stale.docs.map((doc) =>
      db.runTransaction(async (tx) => {
        const current = (await tx.get(doc.ref)).get('delivery') as { state?: string; leaseExpireTime?: number } | undefined;
        if (current?.state !== 'PROCESSING' || (current.leaseExpireTime ?? 0) > now) return;
        tx.update(doc.ref, { 'delivery.state': 'ERROR', 'delivery.endTime': now, 'delivery.error': INTERRUPTED });
        interrupted.push(doc.id);
      }),
    ),
  ]);
  if (interrupted.length) logger.error(`mail: ${interrupted.length} e-mail(s) interrupted mid-send, not sent again: ${interrupted.join(', ')}`);
  return { requeued, interrupted };
}

export const sweepMail = onSchedule('every 1 minutes', async () => {
  await sweepMailQueue();
});
