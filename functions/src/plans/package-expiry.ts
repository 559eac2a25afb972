// The daily plan sweeps: ended packages are taken away (their owners told), and owners whose
// plan ends within three days are reminded once per period. The emulator never fires
// schedules, so each exports its core, which takes `now`, for tests and manual runs.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { isPaidPlan, DAY_MS, formatDate } from '../payments/plans.js';
import { noticeRef, setNotice } from '../notifications/notice.js';
import { db, replicatedFields } from '../shared.js';

export const REMIND_BEFORE_MS = 3 * DAY_MS;

const profiles = () => db.collection('profiles');
const planName = (value: unknown) => (isPaidPlan(value) ? `${value} plan` : 'plan');

/** Ends every package whose end is at or before `now`; returns how many ended. */
export async function expirePackagesAt(now: number): Promise<number> {
  // A range on a number skips null (never ends) and absent values.
  const due = await profiles().where('packageExpiresAt', '<=', now).get();
  let ended = 0;
  for (const doc of due.docs) {
    const done = await db.runTransaction(async (tx) => {
      const profile = (await tx.get(doc.ref)).data();
      const end = profile?.packageExpiresAt;
      // Renewed since the query ran (or already swept): leave it.
      if (!profile || typeof end !== 'number' || end > now) return false;
      const notice = noticeRef(doc.id, `plan_expired_${end}`);
      const told = (await tx.get(notice)).exists;
      tx.update(doc.ref, { package: null, packageExpiresAt: null, ...replicatedFields() });
      if (!told) {
        setNotice(tx, doc.id, notice.id, {
          title: 'Your plan has ended',
          message: `Your ${planName(profile.package)} ended on ${formatDate(end)}. Choose a plan to add or edit listings again.`,
        }, now);
      }
      return true;
    });
    if (done) ended += 1;
  }
  return ended;
}

/** Reminds owners whose package ends within three days, once per end date; returns how many were reminded. */
export async function remindPackageExpiryAt(now: number): Promise<number> {
  const soon = await profiles().where('packageExpiresAt', '>', now).where('packageExpiresAt', '<=', now + REMIND_BEFORE_MS).get();
  let reminded = 0;
  for (const doc of soon.docs) {
    const end = doc.get('packageExpiresAt') as number;
    const ref = noticeRef(doc.id, `plan_reminder_${end}`);
    const wrote = await db.runTransaction(async (tx) => {
      if ((await tx.get(ref)).exists) return false;
      setNotice(tx, doc.id, ref.id, {
        title: 'Your plan ends soon',
        message: `Your ${planName(doc.get('package'))} ends on ${formatDate(end)}. Renew it to keep adding and editing listings.`,
      }, now);
      return true;
    });
    if (wrote) reminded += 1;
  }
  return reminded;
}

export const expirePackages = onSchedule('every day 03:00', async () => {
  await expirePackagesAt(Date.now());
});

export const remindPackageExpiry = onSchedule('every day 03:00', async () => {
  await remindPackageExpiryAt(Date.now());
});
