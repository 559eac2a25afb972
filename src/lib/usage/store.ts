// The device's usage state in IndexedDB (a small database of its own, through idb-keyval): the
// facts waiting to be sent, the batch being sent, the facts already counted per day and the
// device id. Every change is one read-modify-write transaction, so tabs never overwrite each
// other's entries and a fact counted in one tab is not counted again in another.
import { createStore, get, update, type UseStore } from 'idb-keyval';
import { MAX_DAY_AGE, dayKeyOf, type DayKey, type UsageBatch, type UsageEntry } from '@shared/usage';

export interface UsageState {
  /** Counted, not yet in a batch, oldest first. */
  pending: UsageEntry[];
  /** The batch being sent: kept until the server answered it, resent with the same id. */
  inFlight: UsageBatch | null;
  /** Fact keys (factKey) counted on this device, by day: today and yesterday only. */
  seen: Record<DayKey, string[]>;
}

/** A device offline for weeks keeps at most this many entries (the oldest go first). */
export const MAX_PENDING = 5000;
const DAY_MS = 86_400_000;
const STATE = 'state';
const DEVICE = 'device';

let store: UseStore | null = null;
const storeOf = () => (store ??= createStore('forkful-usage', 'usage'));

/** The de-duplication key of a fact: `${day}|${event}|${listingId or normalised term}`. */
export function factKey(entry: UsageEntry): string {
  return `${entry.day}|${entry.event}|${'term' in entry ? entry.term : entry.listingId}`;
}

function valid(stored: unknown): UsageState {
  const s = (stored ?? {}) as Partial<UsageState>;
  return {
    pending: Array.isArray(s.pending) ? s.pending : [],
    inFlight: s.inFlight && Array.isArray(s.inFlight.entries) ? s.inFlight : null,
    seen: s.seen && typeof s.seen === 'object' ? s.seen : {},
  };
}

/** Forgets de-duplication marks older than yesterday and entries the server would refuse as too old. */
function prune(state: UsageState, now: number): void {
  const yesterday = dayKeyOf(now - DAY_MS);
  for (const day of Object.keys(state.seen)) if (day < yesterday) delete state.seen[day];
  const oldest = dayKeyOf(now - MAX_DAY_AGE * DAY_MS);
  state.pending = state.pending.filter((e) => e.day >= oldest).slice(-MAX_PENDING);
}

export async function readUsageState(): Promise<UsageState> {
  return valid(await get(STATE, storeOf()));
}

/** Runs `change` on the stored state inside one transaction and stores the result. */
export async function updateUsageState<T>(change: (state: UsageState) => T): Promise<T> {
  let result!: T;
  await update(
    STATE,
    (stored) => {
      const state = valid(stored);
      prune(state, Date.now());
      result = change(state);
      return state;
    },
    storeOf(),
  );
  return result;
}

/** Adds facts not counted yet (by factKey, across tabs and reloads); returns how many were new. */
export function addEntries(entries: readonly UsageEntry[]): Promise<number> {
  return updateUsageState((state) => {
    let added = 0;
    const sets = new Map<DayKey, Set<string>>();
    for (const entry of entries) {
      const key = factKey(entry);
      const list = (state.seen[entry.day] ??= []);
      let seen = sets.get(entry.day);
      if (!seen) sets.set(entry.day, (seen = new Set(list)));
      if (seen.has(key)) continue;
      seen.add(key);
      list.push(key);
      state.pending.push(entry);
      added++;
    }
    return added;
  });
}

/** The device id: random, made once, gone with the site's data (nothing ties it to an account). */
export async function readDeviceId(makeId: () => string): Promise<string> {
  let id = '';
  await update(DEVICE, (stored: unknown) => (id = typeof stored === 'string' && stored ? stored : makeId()), storeOf());
  return id;
}
