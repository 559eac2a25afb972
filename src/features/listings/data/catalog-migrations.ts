// How a device's stored catalogue follows the catalogue schema's versions (RxDB's migration
// plugin runs these as the collection opens: src/lib/db/migrations.ts).
import type { MigrationStrategies } from 'rxdb';
import { isTimeZone } from '@shared/time-zone';
import { placeTimeZone } from '../lib/place-time-zone';

type Placed = { timeZone?: unknown; location?: { lat: number; lng: number } | null; city?: unknown };

/**
 * `doc` with a valid IANA timeZone: its own, else the zone of its coordinates or city. Without
 * any of those the key is left out (the card then says so rather than guess).
 */
export async function withTimeZone<T extends Placed>(doc: T): Promise<T> {
  if (isTimeZone(doc.timeZone)) return doc;
  const { timeZone: _old, ...rest } = doc;
  const zone = await placeTimeZone(doc);
  return (zone ? { ...rest, timeZone: zone } : rest) as T;
}

export const catalogMigrations: MigrationStrategies = {
  // 1 added timeZone: an entry pulled before it gets one from its place at once, offline too.
  // The new version also starts the pull from scratch (RxDB keeps a checkpoint per schema
  // version), so the server's zones replace these as soon as the device is online.
  1: (doc: Placed) => withTimeZone(doc),
};
