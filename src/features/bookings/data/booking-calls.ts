// The booking functions as the app calls them: free times for a day, a request, an answer or a
// cancellation, and an owner's rules. All need a connection; each failure carries the server's
// words when it refused (a full slot, a party size) and a plain one when the network failed.
import { withTimeout } from '@/lib/with-timeout';
import type { Availability, BookingRules } from '@shared/booking-rules';
import type { BookingStatus } from './booking';

const TIMEOUT_MS = 15_000;
export const OFFLINE_ERROR = 'Booking needs a connection. Please check yours and try again.';

export type { Availability };

/** The server's answer about the request itself (not the connection), or the plain offline one. */
export function bookingError(error: unknown): Error {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const told = typeof code === 'string' && code.startsWith('functions/') && !['functions/unavailable', 'functions/internal', 'functions/deadline-exceeded', 'functions/unknown'].includes(code);
  return new Error(told && typeof message === 'string' ? message : OFFLINE_ERROR, { cause: error });
}

async function call<Res>(name: string, data: unknown): Promise<Res> {
  try {
    const { callFunction } = await import('@/lib/firebase/functions');
    return await withTimeout(callFunction<unknown, Res>(name, data), TIMEOUT_MS);
  } catch (error) {
    throw bookingError(error);
  }
}

export const fetchAvailability = (listingId: string, date: string) => call<Availability>('bookingAvailability', { listingId, date });

export interface BookingRequest {
  listingId: string;
  start: number;
  partySize: number;
  name: string;
  phone: string;
  note: string;
  /** The form's hidden honeypot field: people leave it empty. */
  website: string;
}

/** Asks for a table under an id made here, so a retried request is stored once. */
export const requestBooking = (request: BookingRequest, id: string = crypto.randomUUID()) => call<{ id: string; status: BookingStatus }>('requestBooking', { id, ...request });

export type BookingAction = 'accept' | 'decline' | 'cancel';
export const respondBooking = (id: string, action: BookingAction) => call<{ id: string; status: BookingStatus }>('respondBooking', { id, action });

export const saveBookingRules = (listingId: string, rules: BookingRules) => call<{ listingId: string; rules: BookingRules }>('setBookingRules', { listingId, rules });
