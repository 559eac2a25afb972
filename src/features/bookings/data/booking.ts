// A booking as the app shows it (bookings/{id}, written only by the booking functions), and the
// words for its states.
import type { BookingDoc, BookingStatus } from '@shared/booking-rules';

export type { BookingStatus };
export type Booking = BookingDoc & { id: string };

/** A state as each side reads it: a request waits for the restaurant, and on the owner. */
export const STATUS_LABEL: Record<'diner' | 'owner', Record<BookingStatus, string>> = {
  diner: { requested: 'Waiting for the restaurant', accepted: 'Confirmed', declined: 'Declined', cancelled: 'Cancelled' },
  owner: { requested: 'New request', accepted: 'Accepted', declined: 'Declined', cancelled: 'Cancelled' },
};

const STATUSES: readonly BookingStatus[] = ['requested', 'accepted', 'declined', 'cancelled'];
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export function toBooking(id: string, d: Record<string, unknown>): Booking {
  return {
    id,
    listingId: str(d.listingId),
    listingTitle: str(d.listingTitle),
    ownerId: str(d.ownerId),
    dinerUid: str(d.dinerUid),
    name: str(d.name),
    email: str(d.email),
    phone: str(d.phone),
    partySize: num(d.partySize),
    start: num(d.start),
    end: num(d.end),
    timeZone: str(d.timeZone) || 'UTC',
    note: str(d.note),
    status: STATUSES.find((s) => s === d.status) ?? 'requested',
    createdAt: num(d.createdAt),
    updatedAt: num(d.updatedAt),
  };
}

/** "Sat, Dec 5 · 7:30 PM" on the place's clock (a diner travelling sees the restaurant's time). */
export function formatSlot(ms: number, timeZone: string, withDay = true): string {
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(ms);
  if (!withDay) return time;
  return `${new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(ms)} · ${time}`;
}

export const partyLabel = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
