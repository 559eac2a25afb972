// Bookings (a paid feature): an owner's rules for one listing, what they allow, and the slots a
// day offers on the place's own clock. Shared by the app (the owner's form, the diner's card)
// and the functions (availability and requests are decided there). Imports only pure modules.
import { WEEKDAYS } from './listing-fields.js';
import { fromZoned, toZoned } from './zoned-date.js';

export interface BookingRules {
  /** Diners may request bookings. */
  enabled: boolean;
  /** A slot's length, and the step between slot starts. */
  slotMinutes: number;
  /** Bookings one slot takes (tables, not seats). */
  capacity: number;
  minParty: number;
  maxParty: number;
  /** How many days ahead a diner may book. */
  daysAhead: number;
  /** How long before a slot it may still be booked. */
  noticeMinutes: number;
}

export type BookingStatus = 'requested' | 'accepted' | 'declined' | 'cancelled';

/** bookings/{id} as the booking functions write it (times in epoch ms). */
export interface BookingDoc {
  listingId: string;
  listingTitle: string;
  ownerId: string;
  dinerUid: string;
  name: string;
  email: string;
  phone: string;
  partySize: number;
  start: number;
  end: number;
  /** The listing's: the booking is shown on the place's clock. */
  timeZone: string;
  note: string;
  status: BookingStatus;
  createdAt: number;
  updatedAt: number;
}

/** What bookingAvailability answers for one day. */
export interface Availability {
  date: string;
  timeZone: string;
  slotMinutes: number;
  minParty: number;
  maxParty: number;
  daysAhead: number;
  slots: { start: number; free: boolean }[];
}

export const SLOT_LENGTHS = [15, 30, 45, 60, 90, 120] as const;
export const BOOKING_LIMITS = { capacity: 50, party: 50, daysAhead: 90, noticeMinutes: 2880 } as const;

export const DEFAULT_BOOKING_RULES: BookingRules = { enabled: true, slotMinutes: 30, capacity: 4, minParty: 1, maxParty: 8, daysAhead: 30, noticeMinutes: 60 };

export const BOOKING_ERRORS = {
  rules: 'Booking rules are incomplete.',
  slotMinutes: `A slot is ${SLOT_LENGTHS.join(', ')} minutes long.`,
  capacity: `Each slot takes between 1 and ${BOOKING_LIMITS.capacity} bookings.`,
  party: `Party sizes go from 1 to ${BOOKING_LIMITS.party}, the smallest no larger than the largest.`,
  daysAhead: `Diners can book between 1 and ${BOOKING_LIMITS.daysAhead} days ahead.`,
  notice: 'The notice before a slot is between 0 minutes and 2 days.',
  partySize: 'Please choose a party size this place takes.',
  slot: 'That time can’t be booked. Please choose one of the times offered.',
  full: 'That time has just been taken. Please choose another.',
  closed: 'This place doesn’t take bookings through Forkful right now.',
  name: 'Please enter your name (up to 100 characters).',
  phone: 'Please enter a phone number of digits, spaces and + - ( ).',
  note: 'A note can be at most 500 characters.',
  signIn: 'Please log in to book a table.',
  tooMany: 'You’ve asked for several bookings in a short time. Please wait an hour before booking again.',
  gone: 'This booking can no longer be changed.',
} as const;

const whole = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** The first problem with a set of rules, or null. */
export function bookingRulesProblem(r: Partial<Record<keyof BookingRules, unknown>>): string | null {
  if (typeof r.enabled !== 'boolean') return BOOKING_ERRORS.rules;
  if (!(SLOT_LENGTHS as readonly unknown[]).includes(r.slotMinutes)) return BOOKING_ERRORS.slotMinutes;
  if (!whole(r.capacity, 1, BOOKING_LIMITS.capacity)) return BOOKING_ERRORS.capacity;
  if (!whole(r.minParty, 1, BOOKING_LIMITS.party) || !whole(r.maxParty, 1, BOOKING_LIMITS.party) || r.minParty > r.maxParty) return BOOKING_ERRORS.party;
  if (!whole(r.daysAhead, 1, BOOKING_LIMITS.daysAhead)) return BOOKING_ERRORS.daysAhead;
  if (!whole(r.noticeMinutes, 0, BOOKING_LIMITS.noticeMinutes)) return BOOKING_ERRORS.notice;
  return null;
}

/** Rules as stored, or null when they are not a valid set. */
export function toBookingRules(raw: unknown): BookingRules | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<keyof BookingRules, unknown>;
  if (bookingRulesProblem(r)) return null;
  return { enabled: r.enabled as boolean, slotMinutes: r.slotMinutes as number, capacity: r.capacity as number, minParty: r.minParty as number, maxParty: r.maxParty as number, daysAhead: r.daysAhead as number, noticeMinutes: r.noticeMinutes as number };
}

type Span = { open: string; close: string } | null | undefined;
export type WeekHours = Partial<Record<(typeof WEEKDAYS)[number], Span>>;

const DAY_MINUTES = 1440;
const MINUTE = 60_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function minutesOf(clock: unknown): number {
  const m = typeof clock === 'string' ? /^(\d{1,2}):(\d{2})$/.exec(clock) : null;
  if (!m) return -1;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : h === 24 && min === 0 ? DAY_MINUTES : -1;
}

const pad = (n: number) => String(n).padStart(2, '0');
const clockOf = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;

/** 'YYYY-MM-DD' + n days. */
export function addDays(date: string, n: number): string {
  const d = DATE.exec(date);
  if (!d) return date;
  const t = new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]) + n));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/**
 * The slot starts (epoch ms, ascending) that `date` offers on the place's clock: every
 * `slotMinutes` from the opening that ends by the close (a close at or before the opening runs
 * past midnight), no sooner than the notice and no further than the days ahead allow.
 */
export function slotsOn(date: string, rules: BookingRules, hours: WeekHours | undefined, zone: string, now: number): number[] {
  const d = DATE.exec(date);
  if (!d || !rules.enabled || !hours) return [];
  const weekday = WEEKDAYS[(new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]))).getUTCDay() + 6) % 7];
  const span = hours[weekday];
  if (!span) return [];
  const open = minutesOf(span.open);
  let close = minutesOf(span.close);
  if (open < 0 || close < 0 || open === DAY_MINUTES) return [];
  if (close <= open) close += DAY_MINUTES;
  const earliest = now + rules.noticeMinutes * MINUTE;
  const last = fromZoned(addDays(toZoned(now, zone).date, rules.daysAhead + 1), '00:00', zone) ?? now;
  const next = addDays(date, 1);
  const starts = new Set<number>();
  for (let m = open; m + rules.slotMinutes <= close; m += rules.slotMinutes) {
    const at = m < DAY_MINUTES ? fromZoned(date, clockOf(m), zone) : fromZoned(next, clockOf(m - DAY_MINUTES), zone);
    if (at !== null && at >= earliest && at < last) starts.add(at);
  }
  return [...starts].sort((a, b) => a - b);
}

/** Whether `start` is one of the slots its day (or, past midnight, the day before) offers. */
export function isSlot(start: number, rules: BookingRules, hours: WeekHours | undefined, zone: string, now: number): boolean {
  const date = toZoned(start, zone).date;
  return [date, addDays(date, -1)].some((d) => slotsOn(d, rules, hours, zone, now).includes(start));
}
