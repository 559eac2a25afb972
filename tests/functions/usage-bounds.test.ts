// What one usage request may cost and keep: a device's daily limit holds across batches, one
// batch names a bounded number of listings and terms, the per-device markers expire, and an id
// Firestore cannot encode is refused, not a server error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { DAILY_LIMITS, MAX_BATCH_LISTINGS, MAX_BATCH_TERMS, type UsageBatch, type UsageEntry } from '../../functions/src/common/usage';
import { applyUsageBatch, parseUsageBatch } from '../../functions/src/usage/apply';
import { deviceHashOf, termKeyOf } from '../../functions/src/usage/keys';
import { db } from '../../functions/src/shared';
import { PROJECT_ID, rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle } from '../rules/fixtures';
import { newId } from './usage-support';

const FUNCTIONS_PORT = 5001 + Number(process.env.FORKFUL_PORT_OFFSET || 0);
const ENDPOINT = `http://127.0.0.1:${FUNCTIONS_PORT}/${PROJECT_ID}/us-central1/recordUsage`;
const NOW = Date.UTC(2026, 5, 15, 12);
const DAY = '2026-06-15';
const DAY_MS = 86_400_000;

let env: RulesTestEnvironment;
const batchOf = (entries: UsageEntry[], deviceId = newId()): UsageBatch => ({ batchId: newId(), deviceId, entries });
const view = (listingId: string, day = DAY): UsageEntry => ({ day, event: 'view', listingId });
const miss = (term: string, day = DAY): UsageEntry => ({ day, event: 'search_miss', term });
/** Letters only, so normalising keeps the term as it is. */
const word = () => `zq${newId().replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;

async function publicListings(prefix: string, n: number) {
  const ids = Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(3, '0')}`);
  const batch = db.batch();
  for (const id of ids) batch.set(db.doc(`catalog/${id}`), { title: id, _deleted: false });
  await batch.commit();
  return ids;
}

beforeAll(async () => {
  env = await rulesEnv();
  await clearAll(env);
});
afterAll(async () => {
  await clearAndSettle(env);
  await env?.cleanup();
});

describe('the daily limit', () => {
  it('a batch that is all throttled keeps the day\'s counts, so the next batch is throttled too', async () => {
    const [listing, other] = await publicListings(`thr-${newId()}`, 2);
    const deviceId = newId();
    const ref = db.doc(`usageDevices/${deviceHashOf(deviceId)}_${DAY}`);
    await ref.set({ day: DAY, counts: { view: DAILY_LIMITS.view, share: 2 } });

    expect(await applyUsageBatch(db, batchOf([view(listing)], deviceId), NOW)).toMatchObject({ accepted: 0, dropped: { throttled: 1 } });
    expect((await ref.get()).data()).toMatchObject({ throttled: true, counts: { view: DAILY_LIMITS.view, share: 2 } });
    // Had the counts been wiped, this would be a fresh quota.
    expect(await applyUsageBatch(db, batchOf([view(other)], deviceId), NOW)).toMatchObject({ accepted: 0, dropped: { throttled: 1 } });
    expect((await db.collection(`listingStats/${other}/days`).get()).size).toBe(0);
    expect((await ref.get()).get('counts')).toEqual({ view: DAILY_LIMITS.view, share: 2 });
  });
});

describe('one batch costs a bounded amount', () => {
  it(`counts at most ${MAX_BATCH_TERMS} different search terms; their device markers expire`, async () => {
    const terms = Array.from({ length: 200 }, word);
    const reply = await applyUsageBatch(db, batchOf(terms.map((t) => miss(t))), NOW);
    expect(reply).toMatchObject({ accepted: MAX_BATCH_TERMS, dropped: { overBatchCap: 200 - MAX_BATCH_TERMS } });
    const stored = await Promise.all(terms.map(async (t) => (await db.doc(`searchMisses/${termKeyOf(t)}`).get()).exists));
    expect(stored.filter(Boolean)).toHaveLength(MAX_BATCH_TERMS);
    expect(stored.slice(0, MAX_BATCH_TERMS).every(Boolean)).toBe(true);
    const markers = await db.collection(`searchMisses/${termKeyOf(terms[0])}/devices`).get();
    expect(markers.size).toBe(1);
    expect(markers.docs[0].get('expireAt').toMillis()).toBe(Date.parse(`${DAY}T00:00:00Z`) + 37 * DAY_MS);
  });

  it(`names at most ${MAX_BATCH_LISTINGS} different listings: the rest is neither read nor counted`, async () => {
    const real = await publicListings(`cap-${newId()}`, 20);
    const madeUp = Array.from({ length: MAX_BATCH_LISTINGS }, () => `made-up-${newId()}`);
    // The made-up ids come first and use the batch's whole allowance.
    const entries = [...madeUp, ...real].map((id) => view(id));
    const reply = await applyUsageBatch(db, batchOf(entries), NOW);
    expect(reply).toMatchObject({ accepted: 0, dropped: { unknownListing: MAX_BATCH_LISTINGS, overBatchCap: 20 } });
    for (const id of real) expect((await db.collection(`listingStats/${id}/days`).get()).size, id).toBe(0);
    // Several facts about an allowed listing count, whatever their number.
    const again = await applyUsageBatch(db, batchOf([view(real[0]), { day: DAY, event: 'share', listingId: real[0] }, view(real[0], '2026-06-14')]), NOW);
    expect(again).toMatchObject({ accepted: 3, dropped: { overBatchCap: 0 } });
  });
});

describe('ids Firestore cannot encode', () => {
  it('a listing id with a lone surrogate is a bad entry, answered 400 by the endpoint', async () => {
    expect(parseUsageBatch({ batchId: newId(), deviceId: newId(), entries: [view('\uD800')] })).toMatchObject({ ok: false, error: 'bad-entry' });
    expect(parseUsageBatch({ batchId: newId(), deviceId: newId(), entries: [view('ok-\uDC00-x')] })).toMatchObject({ ok: false, error: 'bad-entry' });
    // A pair is a real character and stays a valid id.
    expect(parseUsageBatch({ batchId: newId(), deviceId: newId(), entries: [view('pizza-\uD83C\uDF55')] })).toMatchObject({ entries: [view('pizza-\uD83C\uDF55')] });

    const today = new Date().toISOString().slice(0, 10);
    // JSON.stringify escapes a lone surrogate as \ud800, which is how a client would send it.
    const body = JSON.stringify({ batchId: newId(), deviceId: newId(), entries: [view('\uD800', today)] });
    expect(body).toContain('\\ud800');
    const res = await fetch(ENDPOINT, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ ok: false, error: 'bad-entry' });
  });
});
