// Where bookings live and what every booking function reads first: bookings/{id} (the diner and
// the owner read theirs), bookingRules/{listingId} (the owner's rules), and bookingSlots/{listingId}_{start}
// (how many bookings a slot holds; only functions read it). All writes go through these functions.
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db, FieldValue, SERVER_TS } from '../shared.js';
import { toBookingRules, type BookingDoc, type BookingRules, type WeekHours } from '../common/booking-rules.js';
import { effectivePlan, featuresOf } from '../common/plan-features.js';
import { location } from '../common/listing-fields.js';
import { listingTimeZone } from '../catalog/time-zone.js';

export type { BookingStatus } from '../common/booking-rules.js';
export type Booking = BookingDoc;

export const bookingRef = (id: string) => db.collection('bookings').doc(id);
export const rulesRef = (listingId: string) => db.collection('bookingRules').doc(listingId);
export const slotRef = (listingId: string, start: number) => db.collection('bookingSlots').doc(`${listingId}_${start}`);

/** The bookings that hold a slot: a declined or cancelled one gives its place back. */
export const holdsSlot = (status: unknown) => status === 'requested' || status === 'accepted';

/** A listing that takes bookings now, with what deciding a slot needs. */
export interface BookableListing {
  listingId: string;
  title: string;
  ownerId: string;
  rules: BookingRules;
  hours: WeekHours | undefined;
  timeZone: string;
}

/**
 * Reads the listing, its owner and the rules (in `tx` when given): the listing when it is
 * approved, its owner active with a plan that includes Bookings, its rules on and its zone known;
 * otherwise null.
 */
export async function bookableListing(listingId: string, now: number, tx?: Transaction): Promise<BookableListing | null> {
  const get = (ref: DocumentReference) => (tx ? tx.get(ref) : ref.get());
  const [listingSnap, rulesSnap] = await Promise.all([get(db.collection('listings').doc(listingId)), get(rulesRef(listingId))]);
  const listing = listingSnap.data();
  if (!listing || listing._deleted === true || listing.status !== 'approved' || typeof listing.ownerId !== 'string') return null;
  const rules = toBookingRules(rulesSnap.data());
  if (!rules?.enabled) return null;
  const owner = (await get(db.collection('profiles').doc(listing.ownerId))).data();
  if (!owner || owner.status === 'inactive' || !featuresOf(effectivePlan(owner, now)).has('bookings')) return null;
  const timeZone = listingTimeZone({ timeZone: listing.timeZone, location: location(listing.location), city: listing.city });
  if (!timeZone) return null;
  return { listingId, title: String(listing.title ?? ''), ownerId: listing.ownerId, rules, hours: listing.openingHours as WeekHours | undefined, timeZone };
}

const when = (b: Pick<Booking, 'start' | 'timeZone'>) =>
  new Intl.DateTimeFormat('en-US', { timeZone: b.timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(b.start);

/** "Sat, Dec 5, 7:30 PM, 4 people": a booking as its messages name it, on the place's clock. */
export const bookingWhen = (b: Pick<Booking, 'start' | 'timeZone' | 'partySize'>) => `${when(b)}, ${b.partySize} ${b.partySize === 1 ? 'person' : 'people'}`;

/**
 * An in-app notification about a booking (mailNotice e-mails it). The id says whose side it is
 * on ('bookingOwner_…' opens the owner's Bookings, 'bookingDiner_…' the diner's), and the
 * event, so each event notifies once.
 */
export function notifyBooking(tx: Transaction, side: 'Owner' | 'Diner', id: string, booking: Booking, event: string, title: string, message: string) {
  const uid = side === 'Owner' ? booking.ownerId : booking.dinerUid;
  const now = Date.now();
  // The shape of validNotification in firestore.rules.
  tx.set(db.collection('users').doc(uid).collection('notifications').doc(`booking${side}_${id}_${event}`), {
    type: 'booking',
    title,
    message,
    isRead: false,
    listingId: booking.listingId,
    createdAt: now,
    _deleted: false,
    [SERVER_TS]: FieldValue.serverTimestamp(),
  });
}
