// Queries over a build's output bundle: which chunks the entry, the boot and the landing pages become.
import type { Rolldown } from 'vite';
import { BOOT_MODULES, EVERY_PAGE_MODULES, LANDING_PAGES } from '../src/lib/landing';

export const LANDING_MODULES = [...EVERY_PAGE_MODULES, ...Object.values(LANDING_PAGES)];

export type Bundle = Rolldown.OutputBundle;

/** File names of a chunk and everything it imports statically. */
export function staticClosure(bundle: Bundle, files: string[], seen = new Set<string>()) {
  for (const file of files) {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') continue;
    seen.add(file);
    staticClosure(bundle, chunk.imports, seen);
  }
  return seen;
}

/** File names of the entry chunks and everything they import statically. */
export function entryStaticClosure(bundle: Bundle) {
  const entries = Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry);
  return staticClosure(
    bundle,
    entries.map((c) => c.fileName),
  );
}

/** The chunks the entry imports before its first render (BOOT_MODULES), with their imports. */
export function bootClosure(bundle: Bundle) {
  const holding = (m: string) => Object.values(bundle).find((c): c is Rolldown.OutputChunk => c.type === 'chunk' && c.moduleIds.some((id) => id.endsWith(m)))?.fileName;
  const boot = BOOT_MODULES.map(holding).filter((f): f is string => !!f);
  if (boot.length !== BOOT_MODULES.length) throw new Error(`The boot modules (${BOOT_MODULES.join(', ')}) are not all in the build's chunks`);
  return staticClosure(bundle, boot);
}

/** File names of everything the first render of any page runs: the entry and its boot modules. */
export function entryClosure(bundle: Bundle) {
  return new Set([...entryStaticClosure(bundle), ...bootClosure(bundle)]);
}

/** The chunk a route page module (or the footer) becomes. */
export function chunkOf(bundle: Bundle, module: string) {
  return Object.values(bundle).find((c): c is Rolldown.OutputChunk => c.type === 'chunk' && !!c.facadeModuleId?.endsWith(module))?.fileName;
}

/** The chunks of the landing route pages and of the footer every page shows. */
export function landingPageChunks(bundle: Bundle) {
  return LANDING_MODULES.map((m) => chunkOf(bundle, m)).filter((f): f is string => !!f);
}
