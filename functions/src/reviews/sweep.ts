// sweepReviewChanges: repairs what a missed review or reply trigger left wrong (a rating, a
// histogram, a catalogue entry, an owner's copy, a reply notification) from the documents
// changed since its checkpoint; scheduled every 10 minutes (docs/reviews.md, "Repair sweep").
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { reprojectListing } from '../catalog/sync-catalog.js';
import { db as functionsDb } from '../shared.js';
import { notifyReply } from './notify-reply.js';
import { reprojectReview } from './owner-reviews.js';
import { recomputeListingRating } from './rating.js';

/** Server-only bookkeeping: no rule opens it, so clients neither read nor write it. */
export const SWEEP_CHECKPOINTS = 'sweepCheckpoints';
export const REVIEW_SWEEP_ID = 'reviewChanges';
/** How far back each run looks before its checkpoint: see versionWindow below. */
export const OVERLAP_MS = 60_000;

const SOURCES = ['reviews', 'reviewReplies'] as const;
type Source = (typeof SOURCES)[number];

/** Where one source's sweep stands: the time it has seen everything up to, and the versions it handled near it. */
interface Mark {
  at: Timestamp;
  seen: string[];
}

export interface SweepOptions {
  now?: number;
  overlapMs?: number;
  pageSize?: number;
  /** Changed documents one run handles per source; the next run carries on from there. */
  maxDocs?: number;
  checkpointId?: string;
}

export interface SweepResult {
  /** Changed documents handled, per source (versions already handled are not counted). */
  reviews: number;
  replies: number;
  /** Listings whose rating was recomputed, and how many of them had wrong numbers. */
  listings: string[];
  ratingsRepaired: number;
  copiesRepaired: number;
  noticesCreated: number;
  /** Documents the sweep's own queries read (an empty query counts 1), plus the checkpoint. */
  reads: number;
  /** False when maxDocs stopped a source early. */
  complete: boolean;
  checkpoint: Record<Source, { at: number; seen: number }>;
}

type TsLike = { seconds: number; nanoseconds: number; toMillis(): number };
const isTs = (v: unknown): v is TsLike => typeof (v as TsLike | undefined)?.toMillis === 'function';
const tsKey = (t: TsLike) => `${t.seconds}.${String(t.nanoseconds).padStart(9, '0')}`;
const later = (a: TsLike, b: TsLike) => (a.seconds !== b.seconds ? a.seconds > b.seconds : a.nanoseconds > b.nanoseconds);
/** One version of a document: its id and the server time of its last write. */
const versionOf = (d: QueryDocumentSnapshot) => `${d.id}@${tsKey(d.get('serverTimestamp') as TsLike)}`;

/**
 * The documents of `source` written since the mark, oldest first, skipping versions an earlier
 * run handled. The checkpoint is a SERVER time (the newest serverTimestamp seen, or the query's
 * own read time less the overlap), never this instance's clock, so clock skew skips nothing.
 * Each run still re-reads the overlap before it: a write's serverTimestamp is fixed when its
 * commit starts, and nothing here relies on every commit stamped before a query's read time
 * being visible to that query (the emulator promises no such thing). The versions seen inside
 * the overlap are stored, so re-reading them costs their reads and never a recompute.
 */
async function changedSince(db: Firestore, source: Source, mark: Mark, o: Required<Omit<SweepOptions, 'checkpointId'>>) {
  const from = Timestamp.fromMillis(mark.at.toMillis() - o.overlapMs);
  const handled = new Set(mark.seen);
  const read: QueryDocumentSnapshot[] = [];
  const fresh: QueryDocumentSnapshot[] = [];
  let reads = 0;
  let readTime: TsLike | undefined;
  let complete = true;
  for (let last: QueryDocumentSnapshot | undefined; ; ) {
    let query = db.collection(source).where('serverTimestamp', '>=', from).orderBy('serverTimestamp').limit(o.pageSize);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    readTime ??= page.readTime;
    reads += Math.max(1, page.size);
    for (const d of page.docs) {
      if (!isTs(d.get('serverTimestamp'))) continue;
      read.push(d);
      if (!handled.has(versionOf(d))) fresh.push(d);
    }
    if (page.size < o.pageSize) break;
    last = page.docs[page.docs.length - 1];
    if (fresh.length >= o.maxDocs) {
      complete = false;
      break;
    }
  }
  // Up to the newest version read; once a run found nothing new for a while, up to its read time
  // less the overlap, so a quiet directory's runs stop re-reading the last burst of changes.
  let at: TsLike = mark.at;
  for (const d of read) if (later(d.get('serverTimestamp') as TsLike, at)) at = d.get('serverTimestamp') as TsLike;
  if (complete && readTime) {
    const floor = Timestamp.fromMillis(readTime.toMillis() - o.overlapMs);
    if (later(floor, at)) at = floor;
  }
  const windowStart = at.toMillis() - o.overlapMs;
  const seen = read.filter((d) => (d.get('serverTimestamp') as TsLike).toMillis() >= windowStart).map(versionOf);
  return { fresh, reads, complete, mark: { at: at as Timestamp, seen } };
}

const listingIdOf = (d: QueryDocumentSnapshot): string | undefined => {
  const id = d.get('listingId') as unknown;
  if (typeof id === 'string' && id) return id;
  // A review's id is `${listingId}_${uid}`; a reply's is its review's.
  return d.id.includes('_') ? d.id.slice(0, d.id.lastIndexOf('_')) : undefined;
};

/** Runs `work` on each item, a few at a time (each is one transaction). */
async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<void>, limit = 4) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}

/**
 * One run. `db` must be the functions' own handle (functions/src/shared.ts or the same copy of
 * firebase-admin): the owner-copy and reply repairs use that one. Everything it calls re-reads
 * what is stored and writes only what differs, so a run repeated, overlapping another or
 * racing a late trigger converges on the same documents, and notifications keep their one id.
 * The checkpoint moves only after the work is done: a run that fails is simply done again.
 */
export async function sweepReviewChanges(db: Firestore, options: SweepOptions = {}): Promise<SweepResult> {
  const o = { now: Date.now(), overlapMs: OVERLAP_MS, pageSize: 300, maxDocs: 2000, ...options };
  const ref = db.collection(SWEEP_CHECKPOINTS).doc(o.checkpointId ?? REVIEW_SWEEP_ID);
  const stored = (await ref.get()).data() ?? {};
  // The very first run starts now: what happened before it was the triggers' alone.
  const markOf = (s: Source): Mark => {
    const m = stored[s] as Partial<Mark> | undefined;
    return isTs(m?.at) ? { at: m.at, seen: Array.isArray(m.seen) ? m.seen : [] } : { at: Timestamp.fromMillis(o.now), seen: [] };
  };
  const [reviews, replies] = await Promise.all(SOURCES.map((s) => changedSince(db, s, markOf(s), o)));
  const result: SweepResult = {
    reviews: reviews.fresh.length,
    replies: replies.fresh.length,
    listings: [],
    ratingsRepaired: 0,
    copiesRepaired: 0,
    noticesCreated: 0,
    // The checkpoint is read twice: at the start, and in the transaction that moves it.
    reads: 2 + reviews.reads + replies.reads,
    complete: reviews.complete && replies.complete,
    checkpoint: { reviews: { at: 0, seen: 0 }, reviewReplies: { at: 0, seen: 0 } },
  };

  const listings = new Set(reviews.fresh.map(listingIdOf).filter((id): id is string => !!id));
  result.listings = [...listings].sort();
  await eachLimited(result.listings, async (id) => {
    const r = await recomputeListingRating(db, id);
    if (r.listing === 'updated' || r.stats === 'updated') result.ratingsRepaired += 1;
    // The listing's new numbers reach the catalog through projectListing, a trigger too: a
    // repair does not count on it, so a sweep run while triggers are lost still ends exact.
    if (r.listing === 'updated') await reprojectListing(id);
  });
  // A review's owner copy, and a reply's (on the same copy) plus the reviewer's one notification.
  const copies = new Map<string, string | undefined>();
  for (const d of [...reviews.fresh, ...replies.fresh]) copies.set(d.id, listingIdOf(d));
  await eachLimited([...copies], async ([reviewId, listingId]) => {
    if ((await reprojectReview(reviewId, listingId)) !== 'unchanged') result.copiesRepaired += 1;
  });
  await eachLimited(replies.fresh.map((d) => d.id), async (reviewId) => {
    if ((await notifyReply(reviewId)) === 'created') result.noticesCreated += 1;
  });

  // Never backwards: a slow run finishing after a newer one keeps the newer mark.
  const marks = await db.runTransaction(async (tx) => {
    const now = (await tx.get(ref)).data() ?? {};
    const pick = (s: Source, mine: Mark): Mark => {
      const theirs = now[s] as Mark | undefined;
      return theirs && isTs(theirs.at) && later(theirs.at, mine.at) ? theirs : mine;
    };
    const next = { reviews: pick('reviews', reviews.mark), reviewReplies: pick('reviewReplies', replies.mark) };
    tx.set(ref, { ...next, runAt: o.now });
    return next;
  });
  for (const s of SOURCES) result.checkpoint[s] = { at: marks[s].at.toMillis(), seen: marks[s].seen.length };
  return result;
}

export const sweepReviews = onSchedule({ schedule: 'every 10 minutes', timeoutSeconds: 300 }, async () => {
  const { listings, ...rest } = await sweepReviewChanges(functionsDb, { now: Date.now() });
  logger.info('review sweep', { ...rest, listings: listings.length });
});
