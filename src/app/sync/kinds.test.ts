// The registry the app syncs from (each feature's public spec) and the module loader.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '@/testing/db';
import { PUBLIC_SYNC, USER_SYNC } from './registry';
import { createModuleLoader, keyOf } from './kinds';
import { fakeKind, fakeSpec, openFake } from './fake-sync';

beforeEach(async () => {
  await useTestDatabase();
});

describe('sync registry', () => {
  it("names every per-user collection with a prefix its feature's index declares", async () => {
    for (const source of USER_SYNC) {
      const spec = await source();
      const { default: module } = await spec.load();
      // A module without kinds keeps device-only data (recently viewed): it has no collections.
      if (module.kinds.length === 0) expect([spec.prefixes, typeof module.removeLocal]).toEqual([[], 'function']);
      for (const kind of module.kinds) {
        const [prefix] = kind.name('some-uid').split('_');
        expect(spec.prefixes, kind.name('some-uid')).toContain(prefix);
      }
    }
  });

  it('opens the public collections under their names', async () => {
    const loaded = await Promise.all(PUBLIC_SYNC.map((spec) => spec.load()));
    expect(loaded.map((p) => [p.name, p.collection.name, p.path])).toEqual([
      ['catalog', 'catalog', 'catalog'],
      ['ads', 'ads', 'ads'],
    ]);
  });
});

describe('createModuleLoader', () => {
  it('loads nothing for a visitor on a clean device, and only what a session needs', async () => {
    const user = fakeSpec('user', { kinds: [fakeKind('mine', [])] });
    const admin = fakeSpec('admin', { kinds: [fakeKind('admincopy', [])] });
    let sources = 0;
    const loader = createModuleLoader([user, admin].map((spec) => async () => (sources++, spec)));
    expect(await loader.plan(null)).toEqual([]);
    expect(sources).toBe(0); // not even the specs: the owner's index is heavy
    expect((await loader.plan({ uid: 'u', admin: false })).map((p) => p.wanted)).toEqual([true]);
    expect((await loader.plan({ uid: 'u', admin: true })).map((p) => p.wanted)).toEqual([true, true]);
    expect((await loader.plan(null)).map((p) => p.wanted)).toEqual([false, false]);
    expect([user.loads, admin.loads]).toEqual([1, 1]);
  });

  it('loads a module with no collections of its own to sweep whenever any user left collections', async () => {
    const device = { loads: 0, prefixes: [], audience: 'user' as const, load: async () => (device.loads++, { default: { kinds: [] } }) };
    const loader = createModuleLoader([async () => device]);
    expect(await loader.plan(null)).toEqual([]);
    await openFake('mine', 'gone-user');
    expect((await loader.plan(null)).map((p) => p.wanted)).toEqual([false]);
    expect(device.loads).toBe(1);
  });

  it('keys a session by user and role', () => {
    expect([keyOf(null), keyOf({ uid: 'u', admin: false }), keyOf({ uid: 'u', admin: true })]).toEqual([null, 'u', 'u#admin']);
  });
});
