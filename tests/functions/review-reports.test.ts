// reportContent and resolveReport through the real emulators: one report per reporter and
// target, the rate limit, an admin's hide (tombstone, audit, every reporter and the author told,
// the rating follows) and dismiss.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { CallableStack, rawCall, refusal, storedListing, type TestUser } from '../support/callables';
import { eventually } from '../support/eventually';

let stack: CallableStack;
let owner: TestUser, rita: TestUser, paul: TestUser, quinn: TestUser, admin: TestUser, suspended: TestUser;
const T = 1_790_000_000_000;
const uniq = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  stack = new CallableStack('reports');
  owner = await stack.createUser('rep-owner', { profile: { fullName: 'Olga Owner' } });
  rita = await stack.createUser('rep-rita');
  paul = await stack.createUser('rep-paul');
  quinn = await stack.createUser('rep-quinn');
  suspended = await stack.createUser('rep-sus', { profile: { status: 'inactive' } });
  admin = await stack.createUser('rep-admin', { admin: true, profile: null });
});
afterAll(async () => stack?.close());

/** An approved listing with reviews by rita (1 star) and paul (5 stars); returns its id. */
async function reviewedListing() {
  const id = uniq('rep');
  await stack.db.doc(`listings/${id}`).set(storedListing(owner.uid, { status: 'approved', title: 'Ember & Oak' }));
  for (const [user, rating] of [[rita, 1], [paul, 5]] as const) {
    await stack.db.doc(`reviews/${id}_${user.uid}`).set({ listingId: id, userId: user.uid, customerName: `Name ${user.uid.slice(0, 4)}`, rating, comment: 'Words.', createdAt: T, updatedAt: T, _deleted: false, serverTimestamp: FieldValue.serverTimestamp() });
  }
  await eventually(() => listing(id), (d) => d?.reviewCount === 2);
  return id;
}
const listing = async (id: string) => (await stack.db.doc(`listings/${id}`).get()).data();
const report = async (id: string) => (await stack.db.doc(`reports/${id}`).get()).data();
const note = async (uid: string, id: string) => (await stack.db.doc(`users/${uid}/notifications/${id}`).get()).data();

async function as<T>(user: TestUser, fn: () => Promise<T>): Promise<T> {
  await stack.signIn(user);
  try {
    return await fn();
  } finally {
    await stack.signOut();
  }
}
const fileReport = (data: Record<string, unknown>) => stack.call<{ reportId: string }>('reportContent', data);

describe('reportContent', () => {
  it('files one report per reporter and target, open, readable by its id', async () => {
    const id = await reviewedListing();
    const reviewId = `${id}_${rita.uid}`;
    const { reportId } = await as(paul, () => fileReport({ targetType: 'review', targetId: reviewId, reason: 'offensive', text: '  Insults the staff.  ' }));
    expect(reportId).toBe(`review_${reviewId}_${paul.uid}`);
    expect(await report(reportId)).toMatchObject({
      targetType: 'review', targetId: reviewId, listingId: id, reporterId: paul.uid, reason: 'offensive', text: 'Insults the staff.',
      status: 'open', resolvedAt: null, resolvedBy: null, _deleted: false,
    });
    const again = await as(paul, () => refusal(fileReport({ targetType: 'review', targetId: reviewId, reason: 'spam' })));
    expect(again).toMatchObject({ code: 'functions/already-exists', message: 'You have already reported this review.' });
    // Another diner may report the same review; a listing is reported the same way.
    await as(quinn, () => fileReport({ targetType: 'review', targetId: reviewId, reason: 'spam' }));
    const listingReport = await as(quinn, () => fileReport({ targetType: 'listing', targetId: id, reason: 'closed' }));
    expect((await report(listingReport.reportId))?.listingId).toBe(id);
  });

  it('refuses bad input, guests, suspended users and targets that are gone, with a clear message', async () => {
    const id = await reviewedListing();
    const reviewId = `${id}_${rita.uid}`;
    expect(await refusal(fileReport({ targetType: 'review', targetId: reviewId, reason: 'spam' }))).toMatchObject({ code: 'functions/unauthenticated', message: 'Please log in to report content.' });
    await as(quinn, async () => {
      expect(await refusal(fileReport({ targetType: 'review', targetId: reviewId, reason: 'other' }))).toMatchObject({ code: 'functions/invalid-argument', message: 'Tell us what is wrong when the reason is “Other”.' });
      expect(await refusal(fileReport({ targetType: 'review', targetId: reviewId, reason: 'boring' }))).toMatchObject({ message: 'Choose a reason for your report.' });
      expect(await refusal(fileReport({ targetType: 'review', targetId: reviewId, reason: 'spam', text: 'x'.repeat(501) }))).toMatchObject({ message: 'Keep the details under 500 characters.' });
      expect(await refusal(fileReport({ targetType: 'photo', targetId: reviewId, reason: 'spam' }))).toMatchObject({ code: 'functions/invalid-argument' });
      expect(await refusal(fileReport({ targetType: 'review', targetId: `${id}_nobody`, reason: 'spam' }))).toMatchObject({ code: 'functions/failed-precondition', message: 'This review is no longer available.' });
    });
    expect(await as(suspended, () => refusal(fileReport({ targetType: 'review', targetId: reviewId, reason: 'spam' })))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await report(`review_${reviewId}_${quinn.uid}`)).toBeUndefined();
  });

  it('allows 5 reports a minute per user, then refuses the 6th', async () => {
    const limited = await stack.createUser(uniq('rep-busy'));
    const ids = await Promise.all(Array.from({ length: 3 }, () => reviewedListing()));
    const targets = ids.flatMap((id) => [`${id}_${rita.uid}`, `${id}_${paul.uid}`]);
    await as(limited, async () => {
      for (const targetId of targets.slice(0, 5)) await fileReport({ targetType: 'review', targetId, reason: 'spam' });
      const sixth = await refusal(fileReport({ targetType: 'review', targetId: targets[5], reason: 'spam' }));
      expect(sixth).toMatchObject({ code: 'functions/resource-exhausted', message: 'You have sent several reports in the last minute. Please wait a minute and try again.' });
    });
    expect(await report(`review_${targets[5]}_${limited.uid}`)).toBeUndefined();
  });

  it('refuses an account with no profile, or a tombstoned one (the rules’ active user needs a profile); an admin without one may report, an ex-admin may not', async () => {
    const id = await reviewedListing();
    const reviewId = `${id}_${rita.uid}`;
    const ghost = await stack.createUser(uniq('rep-ghost'), { profile: null });
    const gone = await stack.createUser(uniq('rep-gone'), { profile: { _deleted: true } });
    for (const user of [ghost, gone]) {
      const error = await as(user, () => refusal(fileReport({ targetType: 'review', targetId: reviewId, reason: 'spam' })));
      expect(error).toMatchObject({ code: 'functions/permission-denied', message: 'Your profile could not be found. Please sign out and sign in again.' });
      expect(await report(`review_${reviewId}_${user.uid}`)).toBeUndefined();
    }
    const { reportId } = await as(admin, () => fileReport({ targetType: 'review', targetId: reviewId, reason: 'spam' }));
    expect(await report(reportId)).toMatchObject({ reporterId: admin.uid, status: 'open' });
    // An admin no longer, still holding a token that says admin: no profile, no report.
    const exAdmin = await stack.createUser(uniq('rep-exadmin'), { admin: true, profile: null });
    const token = await as(exAdmin, () => stack.idToken());
    await stack.adminAuth.setCustomUserClaims(exAdmin.uid, null);
    const answer = await rawCall('reportContent', JSON.stringify({ data: { targetType: 'review', targetId: reviewId, reason: 'spam' } }), { token });
    expect(answer.error).toEqual({ status: 'PERMISSION_DENIED', message: 'Your profile could not be found. Please sign out and sign in again.' });
    expect(await report(`review_${reviewId}_${exAdmin.uid}`)).toBeUndefined();
  });
});

describe('resolveReport', () => {
  it('hide: tombstones the review, resolves every open report of it, audits, tells reporters and the author, and the rating follows', async () => {
    const id = await reviewedListing();
    const reviewId = `${id}_${rita.uid}`;
    const first = await as(paul, () => fileReport({ targetType: 'review', targetId: reviewId, reason: 'offensive' }));
    const second = await as(quinn, () => fileReport({ targetType: 'review', targetId: reviewId, reason: 'spam' }));
    expect(await as(rita, () => refusal(stack.call('resolveReport', { reportId: first.reportId, action: 'hide' })))).toMatchObject({ code: 'functions/permission-denied' });

    const result = await as(admin, () => stack.call<{ status: string; resolved: string[] }>('resolveReport', { reportId: first.reportId, action: 'hide' }));
    expect(result.status).toBe('hidden');
    expect(result.resolved.sort()).toEqual([first.reportId, second.reportId].sort());
    const review = (await stack.db.doc(`reviews/${reviewId}`).get()).data();
    expect(review).toMatchObject({ _deleted: true, rating: 1 });
    expect(review?.updatedAt).toBeGreaterThan(T);
    for (const r of [first.reportId, second.reportId]) expect(await report(r)).toMatchObject({ status: 'hidden', resolvedBy: admin.uid });
    const audit = await stack.auditOf(reviewId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'review.hide', actorId: admin.uid, targetType: 'review', before: { _deleted: false }, after: { _deleted: true } });
    expect(await note(paul.uid, `report_${first.reportId}`)).toMatchObject({ type: 'report_resolved', title: 'Your report was reviewed', message: 'Thank you for reporting the review of “Ember & Oak”. A moderator removed it.', isRead: false, listingId: id });
    expect(await note(quinn.uid, `report_${second.reportId}`)).toMatchObject({ type: 'report_resolved' });
    expect(await note(rita.uid, `removed_${reviewId}`)).toMatchObject({ type: 'review_removed', title: 'Your review was removed', listingId: id });
    // The hidden review no longer counts: paul's 5 stars remain.
    expect(await eventually(() => listing(id), (d) => d?.reviewCount === 1)).toMatchObject({ rating: 5, reviewCount: 1 });

    // A second decision on a resolved report changes nothing and audits nothing.
    const again = await as(admin, () => stack.call<{ status: string; resolved: string[] }>('resolveReport', { reportId: second.reportId, action: 'dismiss' }));
    expect(again).toMatchObject({ status: 'hidden', resolved: [] });
    expect(await stack.auditOf(reviewId)).toHaveLength(1);
  });

  it('dismiss: resolves only this report, leaves the review, tells the reporter', async () => {
    const id = await reviewedListing();
    const reviewId = `${id}_${paul.uid}`;
    const mine = await as(rita, () => fileReport({ targetType: 'review', targetId: reviewId, reason: 'wrong_info' }));
    const other = await as(quinn, () => fileReport({ targetType: 'review', targetId: reviewId, reason: 'spam' }));
    const result = await as(admin, () => stack.call<{ status: string }>('resolveReport', { reportId: mine.reportId, action: 'dismiss' }));
    expect(result.status).toBe('dismissed');
    expect(await report(mine.reportId)).toMatchObject({ status: 'dismissed', resolvedBy: admin.uid });
    expect(await report(other.reportId)).toMatchObject({ status: 'open' });
    expect((await stack.db.doc(`reviews/${reviewId}`).get()).get('_deleted')).toBe(false);
    expect(await note(rita.uid, `report_${mine.reportId}`)).toMatchObject({ type: 'report_resolved', message: 'Thank you for reporting the review of “Ember & Oak”. A moderator looked at it and decided to leave it up.' });
    expect(await note(paul.uid, `removed_${reviewId}`)).toBeUndefined();
    expect((await stack.auditOf(mine.reportId))[0]).toMatchObject({ action: 'report.dismiss', targetType: 'report' });
  });

  it('hide a listing: tombstoned (it leaves the catalog), audited, the reporter told', async () => {
    const id = await reviewedListing();
    const filed = await as(rita, () => fileReport({ targetType: 'listing', targetId: id, reason: 'closed' }));
    await as(admin, () => stack.call('resolveReport', { reportId: filed.reportId, action: 'hide' }));
    expect(await listing(id)).toMatchObject({ _deleted: true });
    expect((await stack.auditOf(id))[0]).toMatchObject({ action: 'listing.hide', targetType: 'listing', targetLabel: 'Ember & Oak' });
    expect(await note(rita.uid, `report_${filed.reportId}`)).toMatchObject({ message: 'Thank you for reporting “Ember & Oak”. A moderator removed it.' });
    expect((await eventually(async () => (await stack.db.doc(`catalog/${id}`).get()).data(), (d) => d?._deleted === true))?._deleted).toBe(true);
  });
});
