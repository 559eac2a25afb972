// The listings this device opened last, kept on this device only (IndexedDB through idb-keyval,
// outside RxDB: nothing to replicate, and no collection slot spent on a dozen ids).
//
// Whose list it is: one list per device, tagged with the signed-in user it belongs to. A list
// made signed out belongs to nobody yet and carries into the account signed in next (the same
// person at the same device); once it is a user's, it is forgotten when the app forgets that
// user's data (sign-out, another account: removeLocal below, called by the app's user switch),
// and any read by someone else drops it first, so it never shows to the next person.
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { shortHash } from '@/lib/db/user-collections';

/** How many listings the list keeps. */
export const RECENT_LIMIT = 12;

export interface RecentView {
  listingId: string;
  /** When it was opened, epoch ms. */
  viewedAt: number;
}

interface Stored {
  /** shortHash of the uid it belongs to; null = made signed out, nobody's yet. */
  owner: string | null;
  /** Newest first, one per listing. */
  views: RecentView[];
}

/** Whose session this is: a uid, null when signed out, undefined while not known yet. */
export type Viewer = string | null | undefined;

const DB = 'forkful-device';
const STORE = 'recently-viewed';
const KEY = 'list';

let store: UseStore | null = null;
const storeOf = () => (store ??= createStore(DB, STORE));
const listeners = new Set<() => void>();

// Every read-modify-write runs after the previous one: two quick views never lose one.
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

async function load(): Promise<Stored> {
  try {
    const stored = await get<Stored>(KEY, storeOf());
    return stored && Array.isArray(stored.views) ? stored : { owner: null, views: [] };
  } catch {
    return { owner: null, views: [] }; // no IndexedDB (blocked, private mode): nothing kept
  }
}

// How long the list is, readable synchronously (localStorage), so the home page can keep the
// section's room from its first paint instead of pushing the page down when the list arrives.
const HINT = 'forkful:recently-viewed';

function writeHint(next: Stored | null) {
  try {
    if (next && next.views.length > 0) localStorage.setItem(HINT, JSON.stringify({ owner: next.owner, count: next.views.length }));
    else localStorage.removeItem(HINT);
  } catch {
    /* private mode: no hint, the section appears when read */
  }
}

/** How many views `viewer` is expected to see, from the hint: 0 when unknown or someone else's. */
export function expectedViews(viewer: Viewer): number {
  try {
    const hint = JSON.parse(localStorage.getItem(HINT) ?? 'null') as { owner: string | null; count: number } | null;
    if (!hint || typeof hint.count !== 'number') return 0;
    const mine = hint.owner === null || (typeof viewer === 'string' && hint.owner === shortHash(viewer));
    return mine ? Math.min(hint.count, RECENT_LIMIT) : 0;
  } catch {
    return 0;
  }
}

async function save(next: Stored | null): Promise<void> {
  writeHint(next);
  try {
    if (next && next.views.length > 0) await set(KEY, next, storeOf());
    else await del(KEY, storeOf());
  } catch {
    /* no IndexedDB: nothing kept */
  }
  listeners.forEach((l) => l());
}

/** `views` with `listingId` opened at `viewedAt` first, each listing once, at most RECENT_LIMIT. */
export function withView(views: readonly RecentView[], listingId: string, viewedAt: number): RecentView[] {
  return [{ listingId, viewedAt }, ...views.filter((v) => v.listingId !== listingId)].slice(0, RECENT_LIMIT);
}

/**
 * The list as `viewer` may see it: a list of someone else is dropped (stored: forgotten), a
 * list of nobody becomes the signed-in viewer's. While the session is not known, only a list
 * of nobody shows, and nothing is dropped.
 */
async function settled(viewer: Viewer): Promise<Stored> {
  const stored = await load();
  if (viewer === undefined) return stored.owner === null ? stored : { owner: stored.owner, views: [] };
  const owner = viewer === null ? null : shortHash(viewer);
  if (stored.owner === owner) return stored;
  if (stored.owner === null) {
    const adopted = { owner, views: stored.views };
    if (adopted.views.length > 0) await save(adopted);
    return adopted;
  }
  await save(null);
  return { owner, views: [] };
}

/** The list `viewer` sees, newest first. */
export function readRecentlyViewed(viewer: Viewer): Promise<RecentView[]> {
  return serial(async () => (await settled(viewer)).views);
}

/** Records that `viewer` opened a listing (the session unknown: it joins whatever list is kept). */
export function recordView(listingId: string, viewer: Viewer, viewedAt = Date.now()): Promise<void> {
  return serial(async () => {
    const current = viewer === undefined ? await load() : await settled(viewer);
    await save({ owner: current.owner, views: withView(current.views, listingId, viewedAt) });
  });
}

/** Forgets some listings (no longer in the catalogue), or the whole list. */
export function forgetViews(listingIds?: readonly string[]): Promise<void> {
  return serial(async () => {
    if (!listingIds) return save(null);
    const stored = await load();
    const views = stored.views.filter((v) => !listingIds.includes(v.listingId));
    if (views.length !== stored.views.length) await save({ ...stored, views });
  });
}

/**
 * The app's user switch: forgets, on this device, the list of everyone except `keepUid`
 * (null: of everyone signed in); a list made signed out becomes `keepUid`'s.
 */
export function removeLocalRecentlyViewed(keepUid: string | null): Promise<void> {
  return serial(async () => void (await settled(keepUid)));
}

/** Calls `listener` after every change made in this tab. */
export function subscribeRecentlyViewed(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
