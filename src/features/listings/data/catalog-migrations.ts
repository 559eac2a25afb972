// How a device's stored catalogue follows the catalogue schema's versions (RxDB's migration
// plugin runs these as the collection opens: src/lib/db/migrations.ts).
import type { MigrationStrategies } from 'rxdb';
import { cityTimeZone, isTimeZone } from '@shared/time-zone';

/**
 * The zone a catalogue entry keeps: its own when this device's Intl knows it (a wrong one would
 * show wrong hours without a word), else its city's when the city is a known one, else none.
 * The coordinate lookup is owner code, which visitors never download.
 */
export function catalogTimeZone(raw: { timeZone?: unknown; city?: unknown }): { timeZone?: string } {
  const timeZone = isTimeZone(raw.timeZone) ? raw.timeZone : cityTimeZone(raw.city);
  return timeZone ? { timeZone } : {};
}

export const catalogMigrations: MigrationStrategies = {
  // 1 added timeZone: an entry stored before it gets its city's zone at once, offline too. The
  // new version also starts the pull from scratch (RxDB keeps a checkpoint per schema version),
  // so the server's zones, worked out from the coordinates, replace these once online.
  1: (doc: Record<string, unknown>) => {
    const { timeZone: _old, ...rest } = doc;
    return { ...rest, ...catalogTimeZone(doc) };
  },
  // 2 added the paid plans' content and adFree: an entry stored before them had none to show
  // (absent means not published). The pull starts from scratch again and brings them.
  2: (doc: Record<string, unknown>) => doc,
  // 3 added leadForm (the plan's "Ask a question"): absent until the pull, which starts over, brings it.
  3: (doc: Record<string, unknown>) => doc,
  // 4 added booking (the plan's "Book a table"): likewise absent until the pull brings it.
  4: (doc: Record<string, unknown>) => doc,
};
