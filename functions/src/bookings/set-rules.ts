// setBookingRules: an owner turns bookings on or off for one listing and sets its rules. The
// catalogue entry is re-projected at once, so the listing page offers "Book a table" (or stops).
import { HttpsError } from 'firebase-functions/v2/https';
import { callable } from '../callable.js';
import { db } from '../shared.js';
import { asRecord, docId, invalid, onlyKeys } from '../admin/input.js';
import { bookingRulesProblem, type BookingRules } from '../common/booking-rules.js';
import { effectivePlan, featuresOf } from '../common/plan-features.js';
import { reprojectListing } from '../catalog/sync-catalog.js';
import { rulesRef } from './store.js';

export const BOOKINGS_NOT_IN_PLAN = 'Bookings are included with Silver, Gold and Platinum. Choose one of them to take bookings.';
const KEYS = ['enabled', 'slotMinutes', 'capacity', 'minParty', 'maxParty', 'daysAhead', 'noticeMinutes'] as const;

export const setBookingRules = callable<{ listingId: string; rules: BookingRules }>(async (request) => {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Please log in to change your booking rules.');
  const req = asRecord(request.data);
  onlyKeys(req, ['listingId', 'rules'], 'request');
  const listingId = docId(req.listingId, 'listing');
  const raw = asRecord(req.rules);
  onlyKeys(raw, KEYS, 'rules');
  const problem = bookingRulesProblem(raw);
  if (problem) invalid(problem);
  const rules = Object.fromEntries(KEYS.map((k) => [k, raw[k]])) as unknown as BookingRules;

  const [listing, owner] = await Promise.all([db.collection('listings').doc(listingId).get(), db.collection('profiles').doc(uid).get()]);
  if (!listing.exists || listing.get('_deleted') === true || listing.get('ownerId') !== uid) throw new HttpsError('permission-denied', 'Only the owner of this listing can change its bookings.');
  if (owner.get('status') === 'inactive') throw new HttpsError('permission-denied', 'Your account is suspended.');
  if (rules.enabled && !featuresOf(effectivePlan(owner.data(), Date.now())).has('bookings')) throw new HttpsError('failed-precondition', BOOKINGS_NOT_IN_PLAN);
  await rulesRef(listingId).set({ ...rules, listingId, ownerId: uid, updatedAt: Date.now() });
  await reprojectListing(listingId);
  return { listingId, rules };
});
