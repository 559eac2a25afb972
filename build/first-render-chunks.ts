// Build step that groups the first render's modules into a few chunks instead of dozens of small ones.
import type { Plugin } from 'vite';
import { BOOT_MODULES } from '../src/lib/landing';
import { LANDING_MODULES } from './bundle';

/** The modules of the config's own `rxdb` chunk group, which the first-render groups leave to it. */
export const RXDB_CHUNK =
  /node_modules[\\/](?:rxdb[\\/]dist[\\/]esm[\\/](?!plugins[\\/]replication)|(?:dexie|mingo|event-reduce-js|custom-idle-queue|binary-decision-diagram|oblivious-set|array-push-at-sort-position|broadcast-channel|unload|js-base64)[\\/])/;

/**
 * Chunks for the first render, each the modules its roots import (statically) that the entry and
 * the groups before it do not. Split automatically they were dozens of files of 0.1–4 KiB: each
 * one a request and a module linked before the first render, which an offline start on a slow
 * phone paid for in main-thread time.
 * - `react-dom`, `boot`: what src/main.tsx imports before its first render, one chunk per
 *   evaluation task (BOOT_MODULES).
 * - `landing`: what the landing pages and the footer share, beside the pages' own chunks. The
 *   pages share most of it: one page loads ~3 KiB (gzip) it does not use.
 */
export function firstRenderChunks() {
  const members = new Map<string, Set<string>>();
  const roots: Array<[string, string[]]> = [
    ['react-dom', [BOOT_MODULES[0]]],
    ['boot', BOOT_MODULES.slice(1)],
    ['landing', LANDING_MODULES],
  ];
  const plugin: Plugin = {
    name: 'forkful-first-render-chunks',
    apply: 'build',
    buildEnd() {
      const closure = (ids: string[], seen = new Set<string>()) => {
        for (const id of ids) {
          if (seen.has(id)) continue;
          seen.add(id);
          closure([...(this.getModuleInfo(id)?.importedIds ?? [])], seen);
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const taken = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      for (const [name, modules] of roots) {
        const own = ids.filter((id) => modules.some((m) => id.endsWith(m)));
        // The landing pages stay chunks of their own (loaded per route); boot modules join their group.
        const group = [...closure(own)].filter((id) => !taken.has(id) && !RXDB_CHUNK.test(id) && (name !== 'landing' || !own.includes(id)));
        members.set(name, new Set(group));
        group.forEach((id) => taken.add(id));
        own.forEach((id) => taken.add(id));
      }
    },
  };
  const groups = roots.map(([name]) => ({ name, test: (id: string) => !!members.get(name)?.has(id) }));
  return { plugin, groups };
}
