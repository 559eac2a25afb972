import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetViews, readRecentlyViewed, RECENT_LIMIT, recordView, removeLocalRecentlyViewed, subscribeRecentlyViewed, withView } from './recently-viewed';

const ids = async (viewer: string | null | undefined) => (await readRecentlyViewed(viewer)).map((v) => v.listingId);

beforeEach(async () => {
  await forgetViews();
});

describe('withView', () => {
  it('puts the newest first, keeps each listing once, and keeps at most the limit', () => {
    let views = withView([], 'a', 1);
    views = withView(views, 'b', 2);
    views = withView(views, 'a', 3);
    expect(views).toEqual([
      { listingId: 'a', viewedAt: 3 },
      { listingId: 'b', viewedAt: 2 },
    ]);
    for (let i = 0; i < RECENT_LIMIT + 5; i++) views = withView(views, `l${i}`, 10 + i);
    expect(views).toHaveLength(RECENT_LIMIT);
    expect(views[0].listingId).toBe(`l${RECENT_LIMIT + 4}`);
    expect(views.at(-1)!.listingId).toBe('l5');
  });
});

describe('recently viewed on this device', () => {
  it('keeps views across reads, newest first, deduplicated', async () => {
    await recordView('a', null, 1);
    await recordView('b', null, 2);
    await recordView('a', null, 3);
    expect(await ids(null)).toEqual(['a', 'b']);
  });

  it('loses no view when several are recorded at once', async () => {
    await Promise.all(['a', 'b', 'c', 'd'].map((id, i) => recordView(id, null, i)));
    expect(await ids(null)).toEqual(['d', 'c', 'b', 'a']);
  });

  it("a visitor's list carries into the account signed in next, and is forgotten at sign-out", async () => {
    await recordView('before-sign-in', null);
    expect(await ids('alice')).toEqual(['before-sign-in']);
    await recordView('signed-in', 'alice');
    await removeLocalRecentlyViewed(null); // sign-out
    expect(await ids('alice')).toEqual([]);
    expect(await ids(null)).toEqual([]);
  });

  it("never shows one user's list to another, nor to a visitor", async () => {
    await recordView('alice-1', 'alice');
    expect(await ids(undefined)).toEqual([]); // session not known yet: hidden, kept
    expect(await ids('alice')).toEqual(['alice-1']);
    expect(await ids('bob')).toEqual([]);
    expect(await ids('alice')).toEqual([]); // bob's read dropped it for good
    await recordView('alice-2', 'alice');
    await removeLocalRecentlyViewed('bob'); // another account signs in
    expect(await ids('alice')).toEqual([]);
  });

  it("keeps the signed-in user's list when the app's user switch keeps that user", async () => {
    await recordView('a', 'alice');
    await removeLocalRecentlyViewed('alice');
    expect(await ids('alice')).toEqual(['a']);
  });

  it('forgets chosen listings or everything, and tells listeners', async () => {
    const listener = vi.fn();
    const stop = subscribeRecentlyViewed(listener);
    await recordView('a', null, 1);
    await recordView('b', null, 2);
    await recordView('c', null, 3);
    await forgetViews(['b']);
    expect(await ids(null)).toEqual(['c', 'a']);
    await forgetViews();
    expect(await ids(null)).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(5);
    stop();
  });
});
