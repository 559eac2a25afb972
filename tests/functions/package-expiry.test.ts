// The daily plan sweeps, through their cores (the emulator never fires schedules): ended
// packages are cleared with one notice; packages ending within 3 days get one reminder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expirePackagesAt, remindPackageExpiryAt } from '../../functions/src/plans/package-expiry';
import { CallableStack } from '../support/callables';

const DAY = 86_400_000;
let stack: CallableStack;

beforeAll(async () => {
  stack = new CallableStack('expiry');
});
afterAll(async () => stack?.close());

const profile = async (uid: string) => (await stack.db.doc(`profiles/${uid}`).get()).data();
const notices = async (uid: string) => (await stack.db.collection(`users/${uid}/notifications`).get()).docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown>);

describe('expirePackages', () => {
  it('clears ended packages once, tells the owner once, and leaves running, never-ending and absent ones', async () => {
    const now = Date.now();
    const ended = await stack.createUser('exp-ended', { profile: { package: 'Gold', packageExpiresAt: now - DAY } });
    const endsNow = await stack.createUser('exp-now', { profile: { package: 'Silver', packageExpiresAt: now } });
    const running = await stack.createUser('exp-running', { profile: { package: 'Gold', packageExpiresAt: now + DAY } });
    const basic = await stack.createUser('exp-basic', { profile: { package: 'Basic', packageExpiresAt: null } });
    const legacy = await stack.createUser('exp-legacy', { profile: { package: 'Gold' } });

    expect(await expirePackagesAt(now)).toBeGreaterThanOrEqual(2);
    for (const user of [ended, endsNow]) {
      expect(await profile(user.uid)).toMatchObject({ package: null, packageExpiresAt: null, _deleted: false });
      expect((await profile(user.uid))?.updatedAt).toBeGreaterThan(1);
    }
    expect(await notices(ended.uid)).toMatchObject([{ id: `plan_expired_${now - DAY}`, type: 'other', title: 'Your plan has ended', isRead: false }]);
    expect((await notices(ended.uid))[0].message).toMatch(/^Your Gold plan ended on \d{1,2} \w{3} \d{4}\. Choose a plan to add or edit listings again\.$/);
    expect(await profile(running.uid)).toMatchObject({ package: 'Gold', packageExpiresAt: now + DAY });
    expect(await profile(basic.uid)).toMatchObject({ package: 'Basic', packageExpiresAt: null });
    expect((await profile(legacy.uid))?.package).toBe('Gold');

    // Running again finds nothing of theirs and writes no second notice.
    await expirePackagesAt(now);
    expect(await notices(ended.uid)).toHaveLength(1);
    expect(await notices(running.uid)).toEqual([]);
  });
});

describe('remindPackageExpiry', () => {
  it('reminds once per end date, only within 3 days of the end', async () => {
    const now = Date.now();
    const soon = await stack.createUser('rem-soon', { profile: { package: 'Gold', packageExpiresAt: now + 2 * DAY } });
    const later = await stack.createUser('rem-later', { profile: { package: 'Gold', packageExpiresAt: now + 4 * DAY } });
    const ended = await stack.createUser('rem-ended', { profile: { package: 'Gold', packageExpiresAt: now - DAY } });

    expect(await remindPackageExpiryAt(now)).toBeGreaterThanOrEqual(1);
    const list = await notices(soon.uid);
    expect(list).toMatchObject([{ id: `plan_reminder_${now + 2 * DAY}`, type: 'other', title: 'Your plan ends soon' }]);
    expect(list[0].message).toMatch(/^Your Gold plan ends on \d{1,2} \w{3} \d{4}\. Renew it to keep adding and editing listings\.$/);
    expect(await notices(later.uid)).toEqual([]);
    expect(await notices(ended.uid)).toEqual([]);

    // The next day: no second reminder for the same end; the later one is now due.
    await remindPackageExpiryAt(now + DAY + 1);
    expect(await notices(soon.uid)).toHaveLength(1);
    expect(await notices(later.uid)).toHaveLength(1);
    // Renewed (a new end): a new period, so a new reminder when it nears.
    await stack.db.doc(`profiles/${soon.uid}`).update({ packageExpiresAt: now + 12 * DAY });
    await remindPackageExpiryAt(now + 10 * DAY);
    expect(await notices(soon.uid)).toHaveLength(2);
  });
});
