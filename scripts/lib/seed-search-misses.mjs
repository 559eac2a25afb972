// Searches that found nothing, for the admin's analytics: a few seeded devices report them in
// batches that the usage function's own code applies (applyUsageBatch), as the app's would.
import { join } from 'node:path';
import { ROOT } from './emulators.mjs';

const DAY = 86_400_000;
const dayKey = (ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * Searches that found nothing, as devices report them: [term, devices]. Below 3 devices a term
 * stays off the admin's list, so two of them show the threshold at work.
 */
const MISSED = [
  ['vegan ramen', 9],
  ['halal burgers', 7],
  ['gluten free pizza', 6],
  ['korean bbq', 5],
  ['late night tacos', 4],
  ['oyster bar', 3],
  ['poke bowl', 3],
  ['dim sum', 2],
  ['ethiopian', 1],
];

/**
 * One batch per seeded device (fixed ids: the usage function applies a batch id once, so
 * seeding again adds nothing), each device searching its terms on one to three of the last
 * three weeks' days.
 */
export function searchMissBatches(now) {
  const devices = Math.max(...MISSED.map(([, n]) => n));
  return Array.from({ length: devices }, (_, d) => {
    const entries = MISSED.filter(([, n]) => d < n).flatMap(([term], t) =>
      Array.from({ length: 1 + ((d + t) % 3) }, (_, k) => ({ day: dayKey(now - (1 + ((d * 5 + t * 3 + k * 7) % 21)) * DAY), event: 'search_miss', term })),
    );
    const unique = [...new Map(entries.map((e) => [`${e.day} ${e.term}`, e])).values()];
    return { batchId: `seed-search-misses-${String(d + 1).padStart(2, '0')}`, deviceId: `seed-device-${String(d + 1).padStart(2, '0')}`, entries: unique };
  });
}

/** Applies the batches with the usage function's own code; null when this build has none yet. */
export async function seedSearchMisses(functionsRequire, now) {
  const { applyUsageBatch } = functionsRequire(join(ROOT, 'functions', 'lib', 'usage', 'apply.js'));
  const { db } = functionsRequire(join(ROOT, 'functions', 'lib', 'shared.js'));
  let accepted = 0;
  try {
    for (const batch of searchMissBatches(now)) accepted += (await applyUsageBatch(db, batch, now)).accepted;
  } catch (error) {
    if (/not implemented/i.test(String(error?.message))) return null;
    throw error;
  }
  return accepted;
}
