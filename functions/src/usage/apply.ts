// Applying one device's batch of usage counts to the daily totals, exactly once per batch id.
// The recordUsage function and the seed's history both run it (docs/analytics.md, "On the server").
import { FieldValue, Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { DAILY_LIMITS, MAX_BATCH_LISTINGS, MAX_BATCH_TERMS, type UsageBatch, type UsageEntry, type UsageEventName, type UsageReply } from '../common/usage.js';
import { BATCH_TTL_MS, LISTING_STATS, SEARCH_MISSES, USAGE_BATCHES, USAGE_DEVICES, dayRange, deviceDayExpiry, deviceHashOf, markerIdOf, termKeyOf } from './keys.js';

export { parseUsageBatch, isRefusal } from './parse.js';

type ListingFact = Extract<UsageEntry, { listingId: string }>;
type MissFact = Extract<UsageEntry, { term: string }>;
type Dropped = UsageReply['dropped'];

const none = (): Dropped => ({ unknownListing: 0, throttled: 0, outOfRange: 0, repeated: 0, overBatchCap: 0 });

/**
 * Entries left after the checks that need no reads: inside the day window, each fact once,
 * about at most MAX_BATCH_LISTINGS listings and MAX_BATCH_TERMS terms (the first named), so one
 * request costs a bounded number of reads and new documents whatever it holds.
 */
function screen(entries: UsageEntry[], now: number, dropped: Dropped): UsageEntry[] {
  const { oldest, newest } = dayRange(now);
  const seen = new Set<string>();
  const listings = new Set<string>();
  const terms = new Set<string>();
  const overCap = (entry: UsageEntry) => {
    const [named, cap, key] = 'term' in entry ? [terms, MAX_BATCH_TERMS, entry.term] : [listings, MAX_BATCH_LISTINGS, entry.listingId];
    if (named.has(key)) return false;
    if (named.size >= cap) return true;
    named.add(key);
    return false;
  };
  return entries.filter((entry) => {
    const key = `${entry.day}\n${entry.event}\n${'term' in entry ? entry.term : entry.listingId}`;
    const why = entry.day < oldest || entry.day > newest ? 'outOfRange' : seen.has(key) ? 'repeated' : overCap(entry) ? 'overBatchCap' : null;
    if (why) dropped[why]++;
    else seen.add(key);
    return !why;
  });
}

/**
 * The listings among `ids` that are public now: their catalog entry exists and is not a
 * tombstone (approved, live, owner not suspended: functions/src/catalog/projection.ts). Read
 * outside the transaction: approval does not need isolation, and read locks there would hold
 * up the projection's writes to the most viewed listings.
 */
async function publicListings(db: Firestore, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const snaps = await db.getAll(...ids.map((id) => db.collection('catalog').doc(id)), { fieldMask: ['_deleted'] });
  return new Set(snaps.filter((s) => s.exists && s.get('_deleted') !== true).map((s) => s.id));
}

/** Adds a parsed batch's entries to the totals (once per batch id; see UsageReply). */
export async function applyUsageBatch(db: Firestore, batch: UsageBatch, now: number): Promise<UsageReply> {
  const outside = none();
  const screened = screen(batch.entries, now, outside);
  const listingIds = [...new Set(screened.flatMap((e) => ('listingId' in e ? [e.listingId] : [])))];
  const visible = await publicListings(db, listingIds);
  const candidates = screened.filter((e) => {
    if ('term' in e || visible.has(e.listingId)) return true;
    outside.unknownListing++;
    return false;
  });

  const deviceHash = deviceHashOf(batch.deviceId);
  const batchRef = db.collection(USAGE_BATCHES).doc(batch.batchId);
  const days = [...new Set(candidates.map((e) => e.day))];
  const deviceRefs = new Map(days.map((day) => [day, db.collection(USAGE_DEVICES).doc(`${deviceHash}_${day}`)]));
  const terms = [...new Set(candidates.flatMap((e) => ('term' in e ? [e.term] : [])))];
  const termKeys = new Map(terms.map((term) => [term, termKeyOf(term)]));
  const markerRefs = new Map(
    terms.map((term) => {
      const key = termKeys.get(term)!;
      return [term, db.collection(SEARCH_MISSES).doc(key).collection('devices').doc(markerIdOf(key, batch.deviceId))];
    }),
  );

  return db.runTransaction(async (tx) => {
    const refs: DocumentReference[] = [batchRef, ...deviceRefs.values(), ...markerRefs.values()];
    const snaps = new Map((await tx.getAll(...refs)).map((s) => [s.ref.path, s]));
    if (snaps.get(batchRef.path)?.exists) return { ok: true, duplicate: true, accepted: 0, dropped: none() };

    // Throttle: what the device already added each day, plus this batch, within DAILY_LIMITS.
    const dropped = { ...outside };
    const used = new Map<string, Partial<Record<UsageEventName, number>>>();
    for (const [day, ref] of deviceRefs) used.set(day, { ...(snaps.get(ref.path)?.get('counts') as object | undefined) });
    const throttledDays = new Set<string>();
    const addedByDay = new Map<string, Partial<Record<UsageEventName, number>>>();
    const accepted = candidates.filter((e) => {
      const counts = used.get(e.day)!;
      if ((counts[e.event] ?? 0) >= DAILY_LIMITS[e.event]) {
        dropped.throttled++;
        throttledDays.add(e.day);
        return false;
      }
      counts[e.event] = (counts[e.event] ?? 0) + 1;
      const added = addedByDay.get(e.day) ?? {};
      added[e.event] = (added[e.event] ?? 0) + 1;
      addedByDay.set(e.day, added);
      return true;
    });

    tx.create(batchRef, { at: Timestamp.fromMillis(now), accepted: accepted.length, expireAt: Timestamp.fromMillis(now + BATCH_TTL_MS) });
    for (const [day, ref] of deviceRefs) {
      const added = addedByDay.get(day);
      if (!added && !throttledDays.has(day)) continue;
      // No `counts` key when nothing was added: merging an empty map would replace the day's
      // counts with it, and the device would get a fresh quota.
      const counts = added && Object.fromEntries(Object.entries(added).map(([event, n]) => [event, FieldValue.increment(n)]));
      tx.set(ref, { day, ...(counts && { counts }), expireAt: deviceDayExpiry(day), ...(throttledDays.has(day) && { throttled: true }) }, { merge: true });
    }
    writeListingDays(db, tx, accepted.filter((e): e is ListingFact => 'listingId' in e));
    const misses = accepted.filter((e): e is MissFact => 'term' in e);
    for (const term of new Set(misses.map((e) => e.term))) {
      const ofTerm = misses.filter((e) => e.term === term);
      const lastDay = ofTerm.reduce((latest, e) => (e.day > latest ? e.day : latest), '');
      const marker = markerRefs.get(term)!;
      const firstTime = !snaps.get(marker.path)?.exists;
      // Kept while its day can still be counted, like the device's own days (docs/analytics.md).
      if (firstTime) tx.create(marker, { day: ofTerm[0].day, expireAt: deviceDayExpiry(ofTerm[0].day) });
      const counts = { searches: FieldValue.increment(ofTerm.length), devices: FieldValue.increment(firstTime ? 1 : 0) };
      tx.set(db.collection(SEARCH_MISSES).doc(termKeys.get(term)!), { term, ...counts, lastDay }, { merge: true });
    }
    return { ok: true, duplicate: false, accepted: accepted.length, dropped };
  });
}

/** One blind merge per listing-day: increments only, so concurrent batches never read-contend. */
function writeListingDays(db: Firestore, tx: Transaction, facts: ListingFact[]) {
  const byDoc = new Map<string, { listingId: string; day: string; counts: Record<string, number> }>();
  for (const { listingId, day, event } of facts) {
    const key = `${listingId}/${day}`;
    const doc = byDoc.get(key) ?? { listingId, day, counts: {} };
    doc.counts[event] = (doc.counts[event] ?? 0) + 1;
    byDoc.set(key, doc);
  }
  for (const { listingId, day, counts } of byDoc.values()) {
    const increments = Object.fromEntries(Object.entries(counts).map(([event, n]) => [event, FieldValue.increment(n)]));
    tx.set(db.collection(LISTING_STATS).doc(listingId).collection('days').doc(day), { day, listingId, ...increments }, { merge: true });
  }
}
