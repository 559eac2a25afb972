// The demo's usage history (scripts/lib/seed-usage.mjs): reproducible day by day, every batch one
// the usage function accepts whole, and figures shaped like real use.
import { describe, expect, it } from 'vitest';
import { DAILY_LIMITS, MAX_BATCH_ENTRIES, MAX_DAY_AGE, MIN_MISS_DEVICES, dayKeyOf, type UsageEntry } from '@shared/usage';
import { buildSeed, type SeedListing } from '../../scripts/seed-data.mjs';
import { HISTORY_DAYS, SEED_MISSES, batchesOf, buildUsageDays, totalsOf } from '../../scripts/lib/seed-usage.mjs';

const DAY = 86_400_000;
const TODAY = new Date(2026, 10, 26, 9, 30).getTime();
const seed = buildSeed() as { listings: SeedListing[]; reviews: { listingId: string; rating: number }[] };
const history = buildUsageDays(seed, { today: TODAY });
const batches = batchesOf(history);
const totals = totalsOf(history);
const sum = (id: string) => {
  const all: Record<string, number> = {};
  for (const counts of totals.get(id)?.values() ?? []) for (const [event, n] of Object.entries(counts)) all[event] = (all[event] ?? 0) + n;
  return all;
};
const mine = seed.listings.filter((l) => l.ownerId === 'demo-owner' && l.status === 'approved');

describe('seeded usage history', () => {
  it('covers the HISTORY_DAYS days before today, and a day comes out the same whenever it is built', () => {
    expect(history).toHaveLength(HISTORY_DAYS);
    expect(history.at(-1)!.day).toBe(dayKeyOf(TODAY - DAY));
    expect(history.some((d) => d.day === dayKeyOf(TODAY))).toBe(false);
    const tomorrow = buildUsageDays(seed, { today: TODAY + DAY });
    expect(JSON.stringify(tomorrow.slice(0, -1).map((d) => [...d.devices]))).toBe(JSON.stringify(history.slice(1).map((d) => [...d.devices])));
    expect(JSON.stringify(batchesOf(buildUsageDays(seed, { today: TODAY })))).toBe(JSON.stringify(batches));
  });

  it('sends batches the usage function takes whole: one device each, unique ids, in range, within limits', () => {
    expect(new Set(batches.map((b) => b.batch.batchId)).size).toBe(batches.length);
    // Few applier calls: the seed must stay quick.
    expect(batches.length).toBeLessThan(700);
    const perDeviceDay = new Map<string, Record<string, number>>();
    for (const { batch, now } of batches) {
      expect(batch.entries.length).toBeGreaterThan(0);
      expect(batch.entries.length).toBeLessThanOrEqual(MAX_BATCH_ENTRIES);
      const facts = batch.entries.map((e: UsageEntry) => JSON.stringify(e));
      expect(new Set(facts).size).toBe(facts.length);
      for (const entry of batch.entries) {
        expect(entry.day <= dayKeyOf(now) && entry.day >= dayKeyOf(now - (MAX_DAY_AGE - 2) * DAY)).toBe(true);
        const counts = perDeviceDay.get(`${batch.deviceId} ${entry.day}`) ?? {};
        counts[entry.event] = (counts[entry.event] ?? 0) + 1;
        perDeviceDay.set(`${batch.deviceId} ${entry.day}`, counts);
      }
    }
    for (const counts of perDeviceDay.values()) for (const [event, n] of Object.entries(counts)) expect(n).toBeLessThanOrEqual(DAILY_LIMITS[event as keyof typeof DAILY_LIMITS]);
    const sent = batches.flatMap((b) => b.batch.entries).filter((e) => 'listingId' in e).length;
    const counted = [...totals.values()].flatMap((days) => [...days.values()]).reduce((a, c) => a + Object.values(c).reduce((x, y) => x + y, 0), 0);
    expect(sent).toBe(counted);
  });

  it('looks like use: appearances > views > contact taps > saves, and every kind of fact occurs', () => {
    for (const l of mine) {
      const s = sum(l.id);
      const contacts = ['contact_phone', 'contact_email', 'contact_website', 'contact_whatsapp', 'contact_social'].reduce((a, e) => a + (s[e] ?? 0), 0);
      expect(s.appearance).toBeGreaterThan(2 * s.view);
      expect(s.view).toBeGreaterThan(contacts);
      expect(contacts).toBeGreaterThan(s.favorite_add);
      for (const event of ['directions', 'share', 'view_near_me', 'view_open_now', 'favorite_add']) expect(s[event]).toBeGreaterThan(0);
      expect(totals.get(l.id)!.has(history.at(-1)!.day)).toBe(true);
    }
    const others = seed.listings.filter((l) => l.ownerId !== 'demo-owner' && l.status === 'approved');
    expect(others.every((l) => (sum(l.id).view ?? 0) > 0)).toBe(true);
    expect(seed.listings.filter((l) => l.status !== 'approved').some((l) => totals.has(l.id))).toBe(false);
  });

  it('has busier weekends for restaurants and better-rated places seen more', () => {
    const restaurants = seed.listings.filter((l) => l.category === 'Restaurant' && l.status === 'approved');
    const byWeekday = [0, 0, 0, 0, 0, 0, 0];
    for (const l of restaurants) for (const [day, c] of totals.get(l.id) ?? []) byWeekday[new Date(`${day}T12:00`).getDay()] += c.view ?? 0;
    expect(Math.min(byWeekday[5], byWeekday[6])).toBeGreaterThan(Math.max(byWeekday[1], byWeekday[2], byWeekday[3]));
    const stars = new Map<string, number[]>();
    for (const r of seed.reviews) stars.set(r.listingId, [...(stars.get(r.listingId) ?? []), r.rating]);
    const mean = (id: string) => stars.get(id)!.reduce((a, b) => a + b, 0) / stars.get(id)!.length;
    const others = seed.listings.filter((l) => l.ownerId !== 'demo-owner' && l.status === 'approved').sort((a, b) => mean(b.id) - mean(a.id));
    const views = (ls: SeedListing[]) => ls.reduce((a, l) => a + (sum(l.id).view ?? 0), 0) / ls.length;
    expect(views(others.slice(0, 15))).toBeGreaterThan(views(others.slice(-15)));
  });

  it('holds searches that found nothing: most by enough devices to list, one by too few', () => {
    const devices = new Map<string, Set<string>>();
    for (const { batch } of batches) for (const e of batch.entries) if ('term' in e) devices.set(e.term, (devices.get(e.term) ?? new Set()).add(batch.deviceId));
    for (const { term, devices: n } of SEED_MISSES) expect(devices.get(term)?.size, term).toBe(n);
    expect([...devices.values()].filter((d) => d.size >= MIN_MISS_DEVICES)).toHaveLength(SEED_MISSES.length - 1);
    expect(devices.get('poutine')?.size).toBe(2);
  });
});
