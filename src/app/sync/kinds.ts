// Which features' per-user sync modules a session needs, loaded on demand from the specs the
// features publish in their index: the modules of the user's audience, plus any module whose
// collections an earlier session left on this device (so they can be swept).
import { isUserCollectionName, type UserSyncModule, type UserSyncSpec } from '@/lib/db/user-collections';
import { storedCollectionNames } from '@/lib/db/database';

/** Who is signed in, as far as sync cares: an admin also pulls the admin's copies. */
export interface Who {
  uid: string;
  admin: boolean;
}

export const keyOf = (who: Who | null) => (who ? `${who.uid}${who.admin ? '#admin' : ''}` : null);

export interface PlannedModule {
  module: UserSyncModule;
  /** Runs for this session; otherwise its collections are all swept. */
  wanted: boolean;
}

const entitled = (spec: UserSyncSpec, who: Who | null) => !!who && (spec.audience === 'user' || who.admin);

export function createModuleLoader(
  sources: (() => Promise<UserSyncSpec>)[],
  storedNames: () => Promise<string[]> = storedCollectionNames,
) {
  const loaded = new Map<UserSyncSpec, UserSyncModule>();
  let specs: UserSyncSpec[] | null = null;
  return {
    /** Every loaded module, in spec order, and whether this session runs it. */
    async plan(who: Who | null): Promise<PlannedModule[]> {
      // A visitor on a device no user's data was left on needs no spec at all.
      if (!specs && (who || (await storedNames()).some(isUserCollectionName))) specs = await Promise.all(sources.map((s) => s()));
      if (!specs) return [];
      const missing = specs.filter((spec) => !loaded.has(spec));
      // Reading the stored names costs a query: only when a module might be needed to sweep.
      const names = missing.some((spec) => !entitled(spec, who)) ? await storedNames() : [];
      for (const spec of missing) {
        const leftover = spec.prefixes.length
          ? names.some((name) => spec.prefixes.some((prefix) => name.startsWith(`${prefix}_`)))
          : names.some(isUserCollectionName);
        if (entitled(spec, who) || leftover) loaded.set(spec, (await spec.load()).default);
      }
      return specs.flatMap((spec) => {
        const module = loaded.get(spec);
        return module ? [{ module, wanted: entitled(spec, who) }] : [];
      });
    },
    loaded: () => [...loaded.values()],
  };
}

export type ModuleLoader = ReturnType<typeof createModuleLoader>;
