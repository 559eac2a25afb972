// Which code is not for visitors: the owner's and admin's areas and the plan purchase (checkout
// pages, the Functions SDK that only buying a plan or an admin action calls). One definition for
// the size report (public budget), the service worker's precache
// (build/private-code-out-of-precache.mjs) and the e2e test that proves a visitor never downloads it.

/** Source modules (manifest keys or module ids) that only signed-in owners/admins or a purchase load. */
export const PRIVATE_SOURCE = /(^|\/)src\/(features\/(owner|admin)\/|features\/plans\/pages\/(checkout-pages|test-checkout-page)\.|lib\/firebase\/functions\.ts$)/;
/** Shared chunks the bundler names after the owner's and admin's feature index. */
export const PRIVATE_CHUNK_NAMES = new Set(['owner', 'admin']);

/**
 * Files reachable from the entry without passing through private code: what any visitor may
 * download. `chunks` maps a key to { file, name?, imports?, dynamicImports?, isEntry? }, keys being
 * the manifest's (source path or `_name-hash.js`) or the bundle's file names.
 */
export function publicFiles(chunks, isPrivate) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = chunks[key];
    if (seen.has(key) || !chunk || isPrivate(key, chunk)) return;
    seen.add(key);
    for (const k of chunk.imports ?? []) visit(k);
    for (const k of chunk.dynamicImports ?? []) visit(k);
  };
  Object.keys(chunks)
    .filter((k) => chunks[k].isEntry)
    .forEach(visit);
  return new Set([...seen].map((k) => chunks[k].file));
}
