// requestBooking: a signed-in diner asks for a table at one of a listing's free slots. In one
// transaction the slot's counter is read and raised, so a slot never holds more bookings than
// its capacity however many diners ask at once (Firestore retries the losers, who then see it
// full). The device names the booking (its id): a request sent twice is stored once.
import { HttpsError } from 'firebase-functions/v2/https';
import { callable } from '../callable.js';
import { db } from '../shared.js';
import { asRecord, charCount, invalid, onlyKeys } from '../admin/input.js';
import { BOOKING_ERRORS, isSlot } from '../common/booking-rules.js';
import { isMessageId } from '../common/message-fields.js';
import { clientAddress, hashed, take, type Limit } from '../messages/rate.js';
import { bookableListing, bookingRef, bookingWhen, notifyBooking, slotRef, type Booking } from './store.js';

const HOUR = 3_600_000;
export const BOOKING_UID_LIMIT: Limit = { max: 10, windowMs: HOUR };
// Generous: a campus or an office shares one address.
export const BOOKING_IP_LIMIT: Limit = { max: 100, windowMs: HOUR };
const PHONE = /^\+?[0-9 ()\-.]{6,40}$/;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export const requestBooking = callable<{ id: string; status: Booking['status'] }>(async (request) => {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', BOOKING_ERRORS.signIn);
  const req = asRecord(request.data);
  onlyKeys(req, ['id', 'listingId', 'start', 'partySize', 'name', 'phone', 'note', 'website'], 'request');
  if (!isMessageId(req.id)) invalid('The booking has no valid id.');
  const id = req.id;
  const listingId = text(req.listingId);
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(listingId)) invalid('The listing is not valid.');
  const name = text(req.name);
  const phone = text(req.phone);
  const note = text(req.note);
  if (!name || charCount(name) > 100) invalid(BOOKING_ERRORS.name);
  if (phone && !PHONE.test(phone)) invalid(BOOKING_ERRORS.phone);
  if (charCount(note) > 500) invalid(BOOKING_ERRORS.note);
  const start = typeof req.start === 'number' && Number.isInteger(req.start) ? req.start : invalid(BOOKING_ERRORS.slot);
  const partySize = typeof req.partySize === 'number' && Number.isInteger(req.partySize) ? req.partySize : invalid(BOOKING_ERRORS.partySize);
  // A filled honeypot: answered like a request, stored nowhere.
  if (text(req.website)) return { id, status: 'requested' as const };
  const email = typeof request.auth?.token.email === 'string' ? request.auth.token.email : '';
  const now = Date.now();

  const outcome = await db.runTransaction(async (tx) => {
    const existing = await tx.get(bookingRef(id));
    if (existing.exists) {
      if (existing.get('dinerUid') !== uid) return 'taken-id' as const;
      return existing.get('status') as Booking['status'];
    }
    const listing = await bookableListing(listingId, now, tx);
    if (!listing) return 'closed' as const;
    const { rules } = listing;
    if (partySize < rules.minParty || partySize > rules.maxParty) return 'party' as const;
    if (!isSlot(start, rules, listing.hours, listing.timeZone, now)) return 'slot' as const;
    const slot = await tx.get(slotRef(listingId, start));
    const held = Number(slot.get('taken') ?? 0);
    if (held >= rules.capacity) return 'full' as const;
    const over = await take(
      tx,
      [
        { key: `booking_uid_${uid}`, limit: BOOKING_UID_LIMIT },
        { key: `booking_ip_${hashed(clientAddress(request))}`, limit: BOOKING_IP_LIMIT },
      ],
      now,
    );
    if (over.length) return 'limited' as const;
    const booking: Booking = {
      listingId,
      listingTitle: listing.title,
      ownerId: listing.ownerId,
      dinerUid: uid,
      name,
      email,
      phone,
      partySize,
      start,
      end: start + rules.slotMinutes * 60_000,
      timeZone: listing.timeZone,
      note,
      status: 'requested',
      createdAt: now,
      updatedAt: now,
    };
    tx.set(slotRef(listingId, start), { listingId, start, taken: held + 1 });
    tx.create(bookingRef(id), booking);
    notifyBooking(tx, 'Owner', id, booking, 'requested', `New booking request for ${listing.title}`.slice(0, 200), `${name} asks for ${bookingWhen(booking)}.${note ? ` Note: “${note}”` : ''} Accept or decline it in your Bookings.`);
    return 'requested' as const;
  });
  const refusals: Record<string, [string, string]> = {
    'taken-id': ['already-exists', 'This booking was already made. Reload the page.'],
    closed: ['failed-precondition', BOOKING_ERRORS.closed],
    party: ['invalid-argument', BOOKING_ERRORS.partySize],
    slot: ['invalid-argument', BOOKING_ERRORS.slot],
    full: ['failed-precondition', BOOKING_ERRORS.full],
    limited: ['resource-exhausted', BOOKING_ERRORS.tooMany],
  };
  const refused = refusals[outcome];
  if (refused) throw new HttpsError(refused[0] as 'invalid-argument', refused[1]);
  return { id, status: outcome as Booking['status'] };
});
