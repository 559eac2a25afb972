// Where usage counts live and the one-way keys they are filed under (never a raw device id).
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { MAX_DAY_AGE, type DayKey } from '../common/usage.js';

export const LISTING_STATS = 'listingStats';
export const SEARCH_MISSES = 'searchMisses';
export const USAGE_BATCHES = 'usageBatches';
export const USAGE_DEVICES = 'usageDevices';

const DAY_MS = 86_400_000;

/**
 * How long a batch id is remembered (its `expireAt`, for a TTL policy): a device resending it
 * later would have every entry dropped as out of range anyway.
 */
export const BATCH_TTL_MS = (MAX_DAY_AGE + 2) * DAY_MS;

const hex = (algorithm: string, text: string) => createHash(algorithm).update(text).digest('hex');

/** The device's throttle documents are `usageDevices/{deviceHash}_{day}`. */
export const deviceHashOf = (deviceId: string) => hex('sha256', deviceId);

/** A search term's document id: any text becomes a safe, fixed-length id. */
export const termKeyOf = (term: string) => hex('sha1', term);

/**
 * The marker saying "this device counted this term": hashed with the term, so the markers of
 * one device under different terms share nothing that would link its searches together.
 */
export const markerIdOf = (termKey: string, deviceId: string) => hex('sha256', `${termKey}:${deviceId}`);

/** The UTC calendar day of `ms`. */
export const utcDay = (ms: number): DayKey => new Date(ms).toISOString().slice(0, 10);

/**
 * The device-local days a batch may count at `now`: from MAX_DAY_AGE days before today (UTC)
 * to tomorrow (a device east of Greenwich is already there).
 */
export function dayRange(now: number): { oldest: DayKey; newest: DayKey } {
  return { oldest: utcDay(now - MAX_DAY_AGE * DAY_MS), newest: utcDay(now + DAY_MS) };
}

/** A device-day's throttle counts matter while that day can still be counted. */
export function deviceDayExpiry(day: DayKey): Timestamp {
  return Timestamp.fromMillis(Date.parse(`${day}T00:00:00Z`) + (MAX_DAY_AGE + 2) * DAY_MS);
}
