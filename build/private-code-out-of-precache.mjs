// Build step that keeps private code (scripts/lib/private-code.mjs) out of the service worker's
// precache: a visitor's device never downloads the owner's, admin's or checkout's chunks. Those
// chunks are cached at run time instead, the first time a signed-in user loads them online.
import { PRIVATE_CHUNK_NAMES, PRIVATE_SOURCE, publicFiles } from '../scripts/lib/private-code.mjs';

export function privateCodeOutOfPrecache() {
  let privateFiles = new Set();
  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'forkful-private-code-out-of-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = {};
      for (const [file, c] of Object.entries(bundle)) {
        if (c.type !== 'chunk') continue;
        chunks[file] = { file, name: c.name, imports: c.imports, dynamicImports: c.dynamicImports, isEntry: c.isEntry, facade: c.facadeModuleId };
      }
      const isPrivate = (_key, c) => (!!c.facade && PRIVATE_SOURCE.test(c.facade)) || PRIVATE_CHUNK_NAMES.has(c.name);
      const reachable = publicFiles(chunks, isPrivate);
      privateFiles = new Set(Object.keys(chunks).filter((file) => !reachable.has(file)));
      if (privateFiles.size === 0) this.error('no private chunk found: the private-code rules no longer match the build');
    },
  };
  /** workbox-build manifestTransform: drops the private chunks from the precache list. */
  const manifestTransform = async (entries) => ({ manifest: entries.filter((e) => !privateFiles.has(e.url)), warnings: [] });
  return { plugin, manifestTransform };
}
