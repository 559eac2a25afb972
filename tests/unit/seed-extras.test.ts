// The demo data's paid content (scripts/lib/seed-extras.mjs): every entry passes the dialog's
// own checks (so the projection publishes all of it), and it shows what the plans differ in.
import { describe, expect, it } from 'vitest';
import { EXTRA_KEYS, cleanExtras, extrasErrors, type ListingExtras } from '@shared/listing-extras';
import { BASE_EPOCH, buildSeed, type SeedListing } from '../../scripts/seed-data.mjs';
import { shiftExtras } from '../../scripts/lib/seed-extras.mjs';

const DAY = 86_400_000;
const { listings, users } = buildSeed() as { listings: (SeedListing & ListingExtras)[]; users: { uid: string; package: string | null }[] };
const byTitle = (title: string) => listings.find((l) => l.title === title)!;
const planOf = (l: SeedListing) => users.find((u) => u.uid === l.ownerId)?.package;

describe('the seeded listing extras', () => {
  it('pass the shared checks, entry by entry', () => {
    for (const l of listings) {
      const extras = Object.fromEntries(EXTRA_KEYS.filter((k) => k in l).map((k) => [k, l[k]]));
      expect(extrasErrors(extras), l.id).toEqual({});
      expect(cleanExtras(extras), l.id).toEqual(extras);
    }
  });

  it('give the Gold demo owner a full listing: gallery, video, menu, FAQ, tags, announcement, deals, events', () => {
    const ember = byTitle('Ember & Oak Kitchen');
    expect(ember.ownerId).toBe('demo-owner');
    expect(planOf(ember)).toBe('Gold');
    expect(ember.status).toBe('approved');
    for (const key of EXTRA_KEYS) expect(ember, key).toHaveProperty(key);
    expect((ember.images as string[]).length).toBeGreaterThanOrEqual(6);
    expect(ember.videoUrl).toMatch(/^https:\/\/www\.youtube\.com\//);
    expect(ember.menu!.length).toBeGreaterThanOrEqual(2);
    // "ramen" finds it by its menu only.
    expect(ember.title.toLowerCase()).not.toContain('ramen');
    expect(ember.menu!.some((s) => s.items.some((i) => /ramen/i.test(i.name)))).toBe(true);
    // Relative to the seed day: the announcement ends in a few days, events lie ahead (and one just passed).
    expect(ember.announcement!.endsAt - BASE_EPOCH).toBeGreaterThan(2 * DAY);
    expect(ember.announcement!.endsAt - BASE_EPOCH).toBeLessThan(5 * DAY);
    expect(ember.events!.filter((e) => e.startsAt > BASE_EPOCH).length).toBeGreaterThanOrEqual(2);
    expect(ember.events!.some((e) => e.endsAt < BASE_EPOCH)).toBe(true);
  });

  it('has paid content on a plan about to end, and typed but unpublished content on Basic', () => {
    expect(planOf(byTitle('Koji & Co. Ramen'))).toBe('Silver');
    const basic = byTitle('Flour & Fable');
    expect(planOf(basic)).toBe('Basic');
    expect(basic.status).toBe('approved');
    expect(basic.tagline).toBeTruthy();
  });

  it('moves with the seed day', () => {
    const ember = byTitle('Ember & Oak Kitchen');
    const moved = shiftExtras(ember, 10 * DAY);
    expect(moved.announcement!.endsAt).toBe(ember.announcement!.endsAt + 10 * DAY);
    expect(moved.events![1].startsAt).toBe(ember.events![1].startsAt + 10 * DAY);
    expect(moved.deals!.map((d) => d.endsAt)).toEqual(ember.deals!.map((d) => (d.endsAt === null ? null : d.endsAt + 10 * DAY)));
  });
});
