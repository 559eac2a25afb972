// The world the escalation tests (escalation-*.test.ts) try their luck in: the rules
// fixtures' seeded users and documents, a client per role, and an admin's back door.
import { type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Firestore } from 'firebase/firestore';
import { rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle, dbFor, restoreAll, seedWorld, stamp, T0 } from './fixtures';

export interface EscalationWorld {
  env: RulesTestEnvironment;
  /** The owner of the seeded listings. */
  alice: Firestore;
  /** Another business owner. */
  bob: Firestore;
  /** A suspended owner. */
  sam: Firestore;
  admin: Firestore;
  guest: Firestore;
  /** Runs `fn` with the rules off (setting the scene, reading what a refused write left). */
  asAdmin: (fn: (db: Firestore) => Promise<unknown>) => Promise<void>;
}

async function openEscalationWorld(): Promise<EscalationWorld> {
  const env = await rulesEnv();
  await clearAll(env);
  await seedWorld(env);
  const [alice, bob, sam, admin, guest] = (['owner', 'other', 'suspended', 'admin', 'guest'] as const).map((r) => dbFor(env, r));
  const asAdmin = async (fn: (db: Firestore) => Promise<unknown>) => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await fn(ctx.firestore() as unknown as Firestore);
    });
  };
  return { env, alice, bob, sam, admin, guest, asAdmin };
}

async function closeEscalationWorld(env: RulesTestEnvironment) {
  await clearAndSettle(env);
  await env.cleanup();
}

/** Opens the world before a file's tests (handing it to `take`), restores it after each, closes it at the end. */
export function withEscalationWorld(take: (world: EscalationWorld) => void) {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    const world = await openEscalationWorld();
    env = world.env;
    take(world);
  });
  afterEach(async () => restoreAll(env));
  afterAll(async () => closeEscalationWorld(env));
}

export const long = (n: number) => 'x'.repeat(n);
/** An owner's edit of a listing as the app pushes it (back to pending, stamped). */
export const edit = (over: Record<string, unknown> = {}) => ({ title: 'Edited', status: 'pending', rejectionReason: null, updatedAt: T0 + 1, ...stamp(), ...over });
