// bookingAvailability: the times a listing offers on one day (its own clock) and whether each is
// still free. Anyone may ask (no account needed to look); booking itself needs one.
import { HttpsError } from 'firebase-functions/v2/https';
import { callable } from '../callable.js';
import { db } from '../shared.js';
import { asRecord, docId, invalid, onlyKeys } from '../admin/input.js';
import { BOOKING_ERRORS, slotsOn, type Availability } from '../common/booking-rules.js';
import { bookableListing, slotRef } from './store.js';

export const bookingAvailability = callable<Availability>(async (request) => {
  const req = asRecord(request.data);
  onlyKeys(req, ['listingId', 'date'], 'request');
  const listingId = docId(req.listingId, 'listing');
  const date = typeof req.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(req.date) ? req.date : invalid('Please choose a date.');
  const now = Date.now();
  const listing = await bookableListing(listingId, now);
  if (!listing) throw new HttpsError('failed-precondition', BOOKING_ERRORS.closed);
  const { rules, timeZone } = listing;
  const starts = slotsOn(date, rules, listing.hours, timeZone, now);
  // The slots' counters by id: no query, no index, one read per slot the day offers.
  const taken = starts.length ? await db.getAll(...starts.map((s) => slotRef(listingId, s))) : [];
  const slots = starts.map((start, i) => ({ start, free: Number(taken[i]?.get('taken') ?? 0) < rules.capacity }));
  return { date, timeZone, slotMinutes: rules.slotMinutes, minParty: rules.minParty, maxParty: rules.maxParty, daysAhead: rules.daysAhead, slots };
});
