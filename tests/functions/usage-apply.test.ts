// parseUsageBatch's refusals, and applyUsageBatch's edges at a fixed `now` (the day window's
// bounds, an empty batch, a device already at its limit, one device racing itself on a
// search miss), run against the Firestore emulator with the functions' own Admin SDK.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { DAILY_LIMITS, MAX_BATCH_ENTRIES, MAX_TERM_LENGTH, type UsageBatch, type UsageEntry } from '../../functions/src/common/usage';
import { applyUsageBatch, parseUsageBatch } from '../../functions/src/usage/apply';
import { deviceHashOf, markerIdOf, termKeyOf } from '../../functions/src/usage/keys';
import { db } from '../../functions/src/shared';
import { rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle } from '../rules/fixtures';
import { allUsageDocs, newId } from './usage-support';

let env: RulesTestEnvironment;
const NOW = Date.UTC(2026, 5, 15, 12);
const batchOf = (entries: unknown[], over: Record<string, unknown> = {}) => ({ batchId: newId(), deviceId: newId(), entries, ...over });

beforeAll(async () => {
  env = await rulesEnv();
  await clearAll(env);
});
afterAll(async () => {
  await clearAndSettle(env);
  await env?.cleanup();
});

describe('parseUsageBatch', () => {
  const ok = { day: '2026-06-15', event: 'view', listingId: 'L1' };
  it.each([
    ['not an object', [], 'bad-request'],
    ['no batch id', { deviceId: newId(), entries: [] }, 'bad-request'],
    ['a short device id', batchOf([], { deviceId: 'abc' }), 'bad-request'],
    ['a device id with odd characters', batchOf([], { deviceId: `${newId()}/x` }), 'bad-request'],
    ['entries not a list', batchOf([], { entries: {} }), 'bad-request'],
    [`${MAX_BATCH_ENTRIES + 1} entries`, batchOf(Array(MAX_BATCH_ENTRIES + 1).fill(ok)), 'too-large'],
    ['an unknown event', batchOf([ok, { ...ok, event: 'purchase' }]), 'unknown-event'],
    ['an entry without an event', batchOf([{ day: ok.day, listingId: 'L1' }]), 'bad-entry'],
    ['a day that does not exist', batchOf([{ ...ok, day: '2026-13-01' }]), 'bad-entry'],
    ['a listing id with a slash', batchOf([{ ...ok, listingId: 'a/b' }]), 'bad-entry'],
    ['a reserved listing id', batchOf([{ ...ok, listingId: '__id__' }]), 'bad-entry'],
    ['a listing id of 129 characters', batchOf([{ ...ok, listingId: 'x'.repeat(129) }]), 'bad-entry'],
    ['a term that is not text', batchOf([{ day: ok.day, event: 'search_miss', term: ['a'] }]), 'bad-entry'],
    ['a term of 201 characters', batchOf([{ day: ok.day, event: 'search_miss', term: 'a'.repeat(201) }]), 'bad-entry'],
  ])('refuses %s', (_, body, error) => {
    expect(parseUsageBatch(body)).toMatchObject({ ok: false, error });
  });

  it(`takes ${MAX_BATCH_ENTRIES} entries, keeps only known fields and normalises terms (dropping empty ones)`, () => {
    const entries = [{ ...ok, extra: 'x' }, { day: ok.day, event: 'search_miss', term: `  Crème  BRÛLÉE!! ${'z'.repeat(80)}` }, { day: ok.day, event: 'search_miss', term: '?!' }];
    const parsed = parseUsageBatch(batchOf([...entries, ...Array(MAX_BATCH_ENTRIES - 3).fill(ok)])) as UsageBatch;
    expect(parsed.entries).toHaveLength(MAX_BATCH_ENTRIES - 1);
    expect(parsed.entries[0]).toEqual(ok);
    expect(parsed.entries[1]).toMatchObject({ event: 'search_miss', term: expect.stringMatching(/^creme brulee z+$/) });
    expect((parsed.entries[1] as { term: string }).term.length).toBeLessThanOrEqual(MAX_TERM_LENGTH);
  });
});

describe('applyUsageBatch', () => {
  const listing = `apply-${newId()}`;
  beforeAll(async () => {
    await db.doc(`catalog/${listing}`).set({ _deleted: false });
  });
  const view = (day: string): UsageEntry => ({ day, event: 'view', listingId: listing });

  it('counts days from 35 days before today (UTC) to tomorrow', async () => {
    const reply = await applyUsageBatch(db, batchOf(['2026-05-10', '2026-05-11', '2026-06-16', '2026-06-17'].map(view)) as UsageBatch, NOW);
    expect(reply).toMatchObject({ accepted: 2, dropped: { outOfRange: 2 } });
    const days = (await db.collection(`listingStats/${listing}/days`).get()).docs.map((d) => d.id).sort();
    expect(days).toEqual(['2026-05-11', '2026-06-16']);
  });

  it('an empty batch is remembered too, so its replay is a duplicate', async () => {
    const batch = batchOf([]) as UsageBatch;
    expect(await applyUsageBatch(db, batch, NOW)).toMatchObject({ duplicate: false, accepted: 0 });
    expect(await applyUsageBatch(db, batch, NOW)).toMatchObject({ duplicate: true, accepted: 0 });
  });

  it('a device already at its limit has everything of that kind dropped, other kinds counted', async () => {
    const deviceId = newId();
    const ref = db.doc(`usageDevices/${deviceHashOf(deviceId)}_2026-06-14`);
    await ref.set({ day: '2026-06-14', counts: { view: DAILY_LIMITS.view } });
    const reply = await applyUsageBatch(db, batchOf([view('2026-06-14'), { day: '2026-06-14', event: 'directions', listingId: listing }], { deviceId }) as UsageBatch, NOW);
    expect(reply).toMatchObject({ accepted: 1, dropped: { throttled: 1 } });
    const stored = (await ref.get()).data();
    expect(stored).toMatchObject({ throttled: true, counts: { view: DAILY_LIMITS.view, directions: 1 } });
    // Kept while that day can still be counted, for a TTL policy to remove after.
    expect(stored?.expireAt.toMillis()).toBe(Date.UTC(2026, 5, 14) + 37 * 86_400_000);
  });

  it('one device racing itself with the same search miss counts one device, two searches', async () => {
    const deviceId = newId();
    const term = `race ${newId().replace(/\d/g, 'q')}`;
    const miss = (day: string): UsageEntry => ({ day, event: 'search_miss', term });
    const replies = await Promise.all([applyUsageBatch(db, batchOf([miss('2026-06-14')], { deviceId }) as UsageBatch, NOW), applyUsageBatch(db, batchOf([miss('2026-06-15')], { deviceId }) as UsageBatch, NOW)]);
    expect(replies.map((r) => r.accepted)).toEqual([1, 1]);
    const key = termKeyOf(term);
    expect((await db.doc(`searchMisses/${key}`).get()).data()).toMatchObject({ term, searches: 2, devices: 1 });
    const markers = await db.collection(`searchMisses/${key}/devices`).get();
    expect(markers.docs.map((d) => d.id)).toEqual([markerIdOf(key, deviceId)]);
    // The same device's marker under another term shares nothing with this one.
    expect(markerIdOf(termKeyOf('other'), deviceId)).not.toBe(markerIdOf(key, deviceId));
    const text = JSON.stringify(await allUsageDocs(db));
    expect(text.includes(deviceId)).toBe(false);
  });
});
