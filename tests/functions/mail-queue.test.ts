// The outbound e-mail queue against the emulators and the local SMTP inbox: each queued e-mail
// is sent once however often it is queued or delivered, failed attempts are retried with
// backoff, and an attempt that died between sending and writing back is never sent again
// (at most once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { backoffMs, deliverMail, LEASE_MS, MAX_ATTEMPTS, type Send } from '../../functions/src/mail/deliver';
import { MAIL, queueMail, type MailDoc } from '../../functions/src/mail/queue';
import { INTERRUPTED, sweepMailQueue } from '../../functions/src/mail/sweep';
import { PROJECT_ID } from '../support/emulator';
import { eventually } from '../support/eventually';
import { mailTo, settledMailTo } from '../support/mail-inbox';

let app: App;
let db: Firestore;
const uniq = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
const address = (prefix: string) => `${uniq(prefix)}@queue.test`;
const body = (subject: string) => ({ subject, heading: subject, paragraphs: ['Hello from the queue test.'] });
const delivery = async (id: string) => ((await db.doc(`${MAIL}/${id}`).get()).data() as MailDoc | undefined)?.delivery;

/** An SMTP failure as nodemailer reports it: a connection that failed (no responseCode) or a 5xx answer. */
const failing = (responseCode?: number): Send => async () => {
  throw Object.assign(new Error(responseCode ? `${responseCode} mailbox unavailable` : 'connect ECONNREFUSED'), { responseCode, code: 'ECONNECTION' });
};

beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, `mail-${Date.now()}`);
  db = getFirestore(app);
});
afterAll(async () => deleteApp(app));

describe('the mail queue', () => {
  it('queued twice under one id, sent once by the trigger, with its delivery recorded', async () => {
    const to = address('twice');
    const id = uniq('m');
    expect(await queueMail(id, { to, kind: 'test', body: body('Queued twice') })).toBe('queued');
    expect(await queueMail(id, { to, kind: 'test', body: body('Queued twice') })).toBe('exists');
    const done = await eventually(() => delivery(id), (d) => d?.state === 'SUCCESS');
    expect(done).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
    expect(done?.info?.accepted).toEqual([to]);
    const mails = await settledMailTo(to, 1);
    expect(mails.map((m) => m.subject)).toEqual(['Queued twice']);
    expect(mails[0].text).toContain('Hello from the queue test.');
    expect(mails[0].html).toContain('Hello from the queue test.');
  });

  it('five attempts racing for one e-mail send it once', async () => {
    const to = address('race');
    const id = uniq('m');
    // Parked (not PENDING) so the trigger leaves it to the racers below.
    await db.doc(`${MAIL}/${id}`).set({ to, message: { subject: 'Raced', text: 'Once.', html: '<p>Once.</p>' }, kind: 'test', uid: null, category: null, createdAt: Date.now(), delivery: { state: 'RETRY', attempts: 0, retryAt: Date.now() + 3_600_000 } });
    const at = Date.now() + 3_600_000;
    const results = await Promise.all(Array.from({ length: 5 }, () => deliverMail(id, { now: at })));
    expect(results.filter((r) => r === 'sent')).toHaveLength(1);
    expect(results.filter((r) => r === 'skipped')).toHaveLength(4);
    expect(await settledMailTo(to, 1)).toHaveLength(1);
    expect((await delivery(id))?.attempts).toBe(1);
  });

  it('a failed attempt waits with backoff, the sweep re-queues it, and it is then sent once', async () => {
    const to = address('retry');
    const id = uniq('m');
    await db.doc(`${MAIL}/${id}`).set({ to, message: { subject: 'Retried', text: 'After a failure.', html: '<p>After a failure.</p>' }, kind: 'test', uid: null, category: null, createdAt: Date.now(), delivery: { state: 'RETRY', attempts: 0, retryAt: 0 } });
    const before = Date.now();
    expect(await deliverMail(id, { send: failing() })).toBe('retry');
    const waiting = await delivery(id);
    expect(waiting).toMatchObject({ state: 'RETRY', attempts: 1, error: 'connect ECONNREFUSED' });
    expect(waiting!.retryAt!).toBeGreaterThanOrEqual(before + backoffMs(1));
    // Not due yet: the sweep leaves it alone.
    expect((await sweepMailQueue(db, Date.now())).requeued).not.toContain(id);
    // Due: re-queued, and the trigger sends it through the inbox.
    expect((await sweepMailQueue(db, waiting!.retryAt!)).requeued).toContain(id);
    const done = await eventually(() => delivery(id), (d) => d?.state === 'SUCCESS');
    expect(done).toMatchObject({ state: 'SUCCESS', attempts: 2 });
    expect(await settledMailTo(to, 1)).toHaveLength(1);
    expect(backoffMs(2)).toBe(4 * backoffMs(1));
  });

  it('a refusal (5xx) or the last attempt ends in ERROR without another try', async () => {
    const id = uniq('m');
    await db.doc(`${MAIL}/${id}`).set({ to: address('refused'), message: { subject: 'Refused', text: '.', html: '.' }, kind: 'test', uid: null, category: null, createdAt: Date.now(), delivery: { state: 'RETRY', attempts: 0, retryAt: 0 } });
    expect(await deliverMail(id, { send: failing(550) })).toBe('failed');
    expect(await delivery(id)).toMatchObject({ state: 'ERROR', attempts: 1, error: '550 mailbox unavailable' });

    const last = uniq('m');
    await db.doc(`${MAIL}/${last}`).set({ to: address('last'), message: { subject: 'Last', text: '.', html: '.' }, kind: 'test', uid: null, category: null, createdAt: Date.now(), delivery: { state: 'RETRY', attempts: MAX_ATTEMPTS - 1, retryAt: 0 } });
    expect(await deliverMail(last, { send: failing() })).toBe('failed');
    expect(await delivery(last)).toMatchObject({ state: 'ERROR', attempts: MAX_ATTEMPTS });
  });

  it('a crash between the send and its write-back is not sent again (at most once)', async () => {
    const to = address('crash');
    const id = uniq('m');
    await db.doc(`${MAIL}/${id}`).set({ to, message: { subject: 'Crashed', text: 'Sent, then the process died.', html: '<p>.</p>' }, kind: 'test', uid: null, category: null, createdAt: Date.now(), delivery: { state: 'RETRY', attempts: 0, retryAt: 0 } });
    const crash = new Error('the function instance died');
    await expect(
      deliverMail(id, {
        beforeWriteBack: () => {
          throw crash;
        },
      }),
    ).rejects.toBe(crash);
    expect(await settledMailTo(to, 1)).toHaveLength(1);
    const stuck = await delivery(id);
    expect(stuck?.state).toBe('PROCESSING');
    // While its lease runs, nobody else may send it; after, the sweep settles it as ERROR.
    expect(await deliverMail(id)).toBe('skipped');
    expect((await sweepMailQueue(db, stuck!.leaseExpireTime! - 1)).interrupted).not.toContain(id);
    expect((await sweepMailQueue(db, stuck!.startTime! + LEASE_MS)).interrupted).toContain(id);
    expect(await delivery(id)).toMatchObject({ state: 'ERROR', error: INTERRUPTED });
    expect(await deliverMail(id, { now: Date.now() + 10 * LEASE_MS })).toBe('skipped');
    expect(await mailTo(to)).toHaveLength(1);
  });
});
