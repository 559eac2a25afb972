// reportContent (any signed-in user with an active profile, or an admin) and resolveReport (admins): reports of a review
// or a listing, and the moderator's decision (docs/reviews.md).
import { HttpsError } from 'firebase-functions/v2/https';
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { db, FieldValue, nextVersion, replicatedFields, SERVER_TS, versionOf } from '../shared.js';
import { writeAudit } from '../admin/audit.js';
import { adminCallable, isCurrentAdmin } from '../admin/guard.js';
import { callable } from '../callable.js';
import { asRecord, charCount, docId, invalid, onlyKeys } from '../admin/input.js';
import { allows, rateLimitRef, record } from './rate-limit.js';

export const REPORT_REASONS = ['spam', 'offensive', 'wrong_info', 'closed', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export type TargetType = 'review' | 'listing';
export const REPORT_TEXT_MAX = 500;

export interface ReportRequest {
  targetType: TargetType;
  targetId: string;
  reason: ReportReason;
  text: string;
}

export function parseReport(data: unknown): ReportRequest {
  const req = asRecord(data);
  onlyKeys(req, ['targetType', 'targetId', 'reason', 'text'], 'report');
  if (req.targetType !== 'review' && req.targetType !== 'listing') invalid('Choose what you are reporting: a review or a listing.');
  const targetId = docId(req.targetId, req.targetType);
  if (!REPORT_REASONS.includes(req.reason as ReportReason)) invalid('Choose a reason for your report.');
  if (req.text !== undefined && typeof req.text !== 'string') invalid('The details must be text.');
  const text = typeof req.text === 'string' ? req.text.trim() : '';
  if (charCount(text) > REPORT_TEXT_MAX) invalid(`Keep the details under ${REPORT_TEXT_MAX} characters.`);
  if (req.reason === 'other' && !text) invalid('Tell us what is wrong when the reason is “Other”.');
  return { targetType: req.targetType, targetId, reason: req.reason as ReportReason, text };
}

export const reportIdOf = (targetType: TargetType, targetId: string, uid: string) => `${targetType}_${targetId}_${uid}`;

const live = (d: DocumentData | undefined): d is DocumentData => !!d && d._deleted !== true;

/** The report a target may still take: a live review, or a live public listing. */
async function reportable(tx: Transaction, targetType: TargetType, targetId: string): Promise<{ listingId: string }> {
  const gone = () => new HttpsError('failed-precondition', `This ${targetType} is no longer available.`);
  if (targetType === 'review') {
    const review = (await tx.get(db.collection('reviews').doc(targetId))).data();
    if (!live(review) || typeof review.listingId !== 'string') throw gone();
    return { listingId: review.listingId };
  }
  const listing = (await tx.get(db.collection('listings').doc(targetId))).data();
  if (!live(listing) || listing.status !== 'approved') throw gone();
  return { listingId: targetId };
}

export const NO_PROFILE = 'Your profile could not be found. Please sign out and sign in again.';

/**
 * The rules' active user: an admin (the claim, still held per Auth) whose profile, if any, is
 * not suspended, or anyone else with a live, active profile. An account that signed up but
 * has no profile is no user yet.
 */
async function checkReporter(uid: string, isAdmin: boolean) {
  const profile = await db.collection('profiles').doc(uid).get();
  const status: unknown = profile.get('status');
  if (profile.exists && status === 'inactive') throw new HttpsError('permission-denied', 'Your account is suspended.');
  if (isAdmin) return;
  if (!profile.exists || profile.get('_deleted') === true) throw new HttpsError('permission-denied', NO_PROFILE);
  if (status !== 'active') throw new HttpsError('permission-denied', 'Your account is suspended.');
}

export const reportContent = callable<{ reportId: string }>(async (request) => {
  const auth = request.auth;
  if (!auth) throw new HttpsError('unauthenticated', 'Please log in to report content.');
  const input = parseReport(request.data);
  const uid = auth.uid;
  await checkReporter(uid, await isCurrentAdmin(request));
  const reportId = reportIdOf(input.targetType, input.targetId, uid);
  return db.runTransaction(async (tx) => {
    const reportRef = db.collection('reports').doc(reportId);
    const [existing, limits] = await Promise.all([tx.get(reportRef), tx.get(rateLimitRef(uid))]);
    if (existing.exists) throw new HttpsError('already-exists', `You have already reported this ${input.targetType}.`);
    const now = Date.now();
    if (!allows(limits.data(), 'reports', now)) {
      throw new HttpsError('resource-exhausted', 'You have sent several reports in the last minute. Please wait a minute and try again.');
    }
    const { listingId } = await reportable(tx, input.targetType, input.targetId);
    record(tx, uid, limits.data(), 'reports', now);
    tx.set(reportRef, {
      ...input,
      listingId,
      reporterId: uid,
      status: 'open',
      createdAt: now,
      resolvedAt: null,
      resolvedBy: null,
      ...replicatedFields(),
      updatedAt: now,
    });
    return { reportId };
  });
});

export interface ResolveResponse {
  reportId: string;
  status: 'hidden' | 'dismissed';
  /** Every report this decision resolved (a hide resolves all open reports of the target). */
  resolved: string[];
}

const quote = (s: string) => `\u201c${Array.from(s).length > 80 ? `${Array.from(s).slice(0, 79).join('')}\u2026` : s}\u201d`;

function setNotice(tx: Transaction, uid: string, id: string, notice: { type: string; title: string; message: string; listingId: string }, now: number) {
  // The shape of validNotification in firestore.rules (no updatedAt: the isRead flip must pass).
  tx.set(db.collection('users').doc(uid).collection('notifications').doc(id), {
    ...notice,
    isRead: false,
    createdAt: now,
    _deleted: false,
    [SERVER_TS]: FieldValue.serverTimestamp(),
  });
}

export const resolveReport = adminCallable<ResolveResponse>(async (data, caller) => {
  const req = asRecord(data);
  onlyKeys(req, ['reportId', 'action'], 'request');
  const reportId = docId(req.reportId, 'report');
  if (req.action !== 'hide' && req.action !== 'dismiss') invalid('Choose to hide the content or dismiss the report.');
  const action = req.action;
  return db.runTransaction(async (tx) => {
    const reportRef = db.collection('reports').doc(reportId);
    const report = (await tx.get(reportRef)).data();
    if (!report) throw new HttpsError('not-found', 'This report no longer exists.');
    // Already decided (by this admin's retry or another admin): nothing to change or audit.
    if (report.status !== 'open') return { reportId, status: report.status as 'hidden' | 'dismissed', resolved: [] };
    const targetType = report.targetType as TargetType;
    const targetId = String(report.targetId);
    const targetRef = db.collection(targetType === 'review' ? 'reviews' : 'listings').doc(targetId);
    const listingId = String(report.listingId ?? '');
    const [targetSnap, listingSnap, openSnap] = await Promise.all([
      tx.get(targetRef),
      tx.get(db.collection('listings').doc(listingId || targetId)),
      action === 'hide'
        ? tx.get(db.collection('reports').where('targetType', '==', targetType).where('targetId', '==', targetId))
        : Promise.resolve(null),
    ]);
    const target = targetSnap.data();
    const title = String(listingSnap.get('title') ?? '');
    const now = Date.now();
    const what = targetType === 'review' ? `the review of ${quote(title)}` : quote(title);
    const resolution = { resolvedAt: now, resolvedBy: caller.uid, ...replicatedFields(), updatedAt: now };

    if (action === 'dismiss') {
      tx.update(reportRef, { status: 'dismissed', ...resolution });
      writeAudit(tx, caller, {
        action: 'report.dismiss', targetType: 'report', targetId: reportId, targetLabel: what,
        before: { status: 'open' }, after: { status: 'dismissed' },
      });
      setNotice(tx, String(report.reporterId), `report_${reportId}`, {
        type: 'report_resolved', title: 'Your report was reviewed',
        message: `Thank you for reporting ${what}. A moderator looked at it and decided to leave it up.`, listingId,
      }, now);
      return { reportId, status: 'dismissed' as const, resolved: [reportId] };
    }

    const open = (openSnap?.docs ?? []).filter((d) => d.get('status') === 'open');
    if (live(target)) {
      // A tombstone reaches every device; the rules keep it final for the author.
      tx.update(targetRef, { ...replicatedFields(true), updatedAt: nextVersion(versionOf(target)) });
    }
    writeAudit(tx, caller, {
      action: targetType === 'review' ? 'review.hide' : 'listing.hide',
      targetType, targetId, targetLabel: targetType === 'review' ? `${String(target?.customerName ?? '')} on ${quote(title)}` : title,
      before: { _deleted: !live(target) }, after: { _deleted: true },
    });
    for (const doc of open) {
      tx.update(doc.ref, { status: 'hidden', ...resolution });
      setNotice(tx, String(doc.get('reporterId')), `report_${doc.id}`, {
        type: 'report_resolved', title: 'Your report was reviewed',
        message: `Thank you for reporting ${what}. A moderator removed it.`, listingId,
      }, now);
    }
    if (targetType === 'review' && live(target) && typeof target.userId === 'string') {
      setNotice(tx, target.userId, `removed_${targetId}`, {
        type: 'review_removed', title: 'Your review was removed',
        message: `Your review of ${quote(title)} was reported and a moderator removed it because it breaks our guidelines.`, listingId,
      }, now);
    }
    return { reportId, status: 'hidden' as const, resolved: open.map((d) => d.id) };
  });
});
