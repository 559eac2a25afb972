// respondBooking: the owner accepts or declines a request, or cancels an accepted booking; the
// diner cancels their own. A declined or cancelled booking gives its place in the slot back, in
// the same transaction. The other side is told in the app (and by e-mail through mailNotice).
import { HttpsError } from 'firebase-functions/v2/https';
import { callable } from '../callable.js';
import { db } from '../shared.js';
import { asRecord, docId, onlyKeys } from '../admin/input.js';
import { BOOKING_ERRORS } from '../common/booking-rules.js';
import { bookingRef, bookingWhen, holdsSlot, notifyBooking, slotRef, type Booking, type BookingStatus } from './store.js';

type Action = 'accept' | 'decline' | 'cancel';
const ACTIONS: readonly Action[] = ['accept', 'decline', 'cancel'];
const NEXT: Record<Action, BookingStatus> = { accept: 'accepted', decline: 'declined', cancel: 'cancelled' };

/** Which side may take `action` on a booking in `status`, or null. */
function allowed(action: Action, status: BookingStatus, isOwner: boolean, isDiner: boolean): 'Owner' | 'Diner' | null {
  if (action === 'accept' || action === 'decline') return isOwner && status === 'requested' ? 'Owner' : null;
  if (!holdsSlot(status)) return null;
  // The diner cancels their own; the owner cancels a booking they accepted (a request is declined).
  if (isDiner) return 'Diner';
  return isOwner && status === 'accepted' ? 'Owner' : null;
}

export const respondBooking = callable<{ id: string; status: BookingStatus }>(async (request) => {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', BOOKING_ERRORS.signIn);
  const req = asRecord(request.data);
  onlyKeys(req, ['id', 'action'], 'request');
  const id = docId(req.id, 'booking');
  const action = ACTIONS.find((a) => a === req.action);
  if (!action) throw new HttpsError('invalid-argument', 'Choose accept, decline or cancel.');
  const now = Date.now();

  const outcome = await db.runTransaction(async (tx) => {
    const snap = await tx.get(bookingRef(id));
    const booking = snap.data() as Booking | undefined;
    if (!booking || (booking.ownerId !== uid && booking.dinerUid !== uid)) return 'missing' as const;
    if (booking.status === NEXT[action]) return booking.status;
    const by = allowed(action, booking.status, booking.ownerId === uid, booking.dinerUid === uid);
    if (!by || booking.start <= now) return 'gone' as const;
    if (!holdsSlot(NEXT[action])) {
      const slot = await tx.get(slotRef(booking.listingId, booking.start));
      tx.set(slotRef(booking.listingId, booking.start), { listingId: booking.listingId, start: booking.start, taken: Math.max(0, Number(slot.get('taken') ?? 1) - 1) });
    }
    const next = { ...booking, status: NEXT[action], updatedAt: now };
    tx.update(bookingRef(id), { status: next.status, updatedAt: now });
    const what = bookingWhen(booking);
    const place = booking.listingTitle || 'the restaurant';
    if (action === 'accept') notifyBooking(tx, 'Diner', id, next, 'accepted', `Your booking at ${place} is confirmed`.slice(0, 200), `${place} accepted your booking for ${what}. Add it to your calendar from My bookings.`);
    else if (action === 'decline') notifyBooking(tx, 'Diner', id, next, 'declined', `Your booking at ${place} was declined`.slice(0, 200), `${place} can’t take your booking for ${what}. Please choose another time.`);
    else if (by === 'Owner') notifyBooking(tx, 'Diner', id, next, 'cancelled', `Your booking at ${place} was cancelled`.slice(0, 200), `${place} cancelled your booking for ${what}.`);
    else notifyBooking(tx, 'Owner', id, next, 'cancelled', `A booking at ${place} was cancelled`.slice(0, 200), `${booking.name} cancelled their booking for ${what}.`);
    return next.status;
  });
  if (outcome === 'missing') throw new HttpsError('not-found', 'This booking was not found.');
  if (outcome === 'gone') throw new HttpsError('failed-precondition', BOOKING_ERRORS.gone);
  return { id, status: outcome };
});
