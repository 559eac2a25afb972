// storage.rules against the Storage emulator. That emulator needs a rules runtime which
// firebase-tools can only download, so on offline machines scripts/test.mjs starts without it
// (FORKFUL_STORAGE_EMULATOR=0) and this suite says so instead of silently passing.
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { STORAGE_EMULATOR_AVAILABLE, storageRulesEnv } from '../support/emulator';

const NOT_RUN = 'Storage emulator unavailable here (its rules runtime can only be downloaded): storage rules tests not run';
const MB = 1024 * 1024;
const png = (bytes = 16) => new Uint8Array(bytes);
const image = { contentType: 'image/png' };

type Storage = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['storage']>;
/** An upload as a plain promise (the compat SDK returns an UploadTask, a thenable). */
function put(storage: Storage, path: string, data: Uint8Array, metadata: { contentType: string }): Promise<unknown> {
  return Promise.resolve(storage.ref(path).put(data, metadata));
}

describe('storage rules (listing-images)', () => {
  if (!STORAGE_EMULATOR_AVAILABLE) {
    console.log(NOT_RUN);
    it.skip(NOT_RUN, () => {});
    return;
  }

  let env: RulesTestEnvironment;
  const as = (uid: string | null, claims: Record<string, unknown> = {}) =>
    (uid ? env.authenticatedContext(uid, claims) : env.unauthenticatedContext()).storage();
  const guest = () => as(null);
  const alice = () => as('alice', { email_verified: true });
  const bob = () => as('bob', { email_verified: true });
  const admin = () => as('root', { admin: true });

  beforeAll(async () => {
    env = await storageRulesEnv();
  });
  beforeEach(async () => {
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (ctx) => {
      await put(ctx.storage(), 'listing-images/alice/1-photo.png', png(), image);
      await put(ctx.storage(), 'private/secret.png', png(), image);
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  it('anyone reads listing images', async () => {
    await assertSucceeds(guest().ref('listing-images/alice/1-photo.png').getMetadata());
    await assertSucceeds(bob().ref('listing-images/alice/1-photo.png').getDownloadURL());
  });
  it('a user uploads images under their own folder (nested paths too)', async () => {
    await assertSucceeds(put(alice(), 'listing-images/alice/2-new.png', png(), image));
    await assertSucceeds(put(alice(), 'listing-images/alice/drafts/3-new.webp', png(), { contentType: 'image/webp' }));
  });
  it('nobody uploads into another user’s folder, and guests upload nothing', async () => {
    await assertFails(put(bob(), 'listing-images/alice/evil.png', png(), image));
    await assertFails(put(bob(), 'listing-images/alice/1-photo.png', png(), image));
    await assertFails(put(guest(), 'listing-images/alice/anon.png', png(), image));
    await assertFails(put(alice(), 'listing-images/top-level.png', png(), image));
  });
  it('only image content types, and less than 5 MB', async () => {
    await assertFails(put(alice(), 'listing-images/alice/notes.txt', png(), { contentType: 'text/plain' }));
    await assertFails(put(alice(), 'listing-images/alice/page.html', png(), { contentType: 'text/html' }));
    await assertFails(put(alice(), 'listing-images/alice/huge.png', png(5 * MB), image));
    await assertSucceeds(put(alice(), 'listing-images/alice/big.png', png(5 * MB - 1), image));
  });
  it('admins upload anywhere under listing-images, images only', async () => {
    await assertSucceeds(put(admin(), 'listing-images/bob/by-admin.png', png(), image));
    await assertSucceeds(put(admin(), 'listing-images/admin-banner.png', png(), image));
    await assertFails(put(admin(), 'listing-images/bob/script.js', png(), { contentType: 'application/javascript' }));
  });
  it('deletes: by the folder’s owner or an admin', async () => {
    await assertFails(bob().ref('listing-images/alice/1-photo.png').delete());
    await assertFails(guest().ref('listing-images/alice/1-photo.png').delete());
    await assertSucceeds(alice().ref('listing-images/alice/1-photo.png').delete());
    await env.withSecurityRulesDisabled(async (ctx) => {
      await put(ctx.storage(), 'listing-images/alice/1-photo.png', png(), image);
    });
    await assertSucceeds(admin().ref('listing-images/alice/1-photo.png').delete());
  });
  it('everything outside listing-images is closed', async () => {
    await assertFails(guest().ref('private/secret.png').getMetadata());
    await assertFails(admin().ref('private/secret.png').getMetadata());
    await assertFails(put(alice(), 'avatars/alice.png', png(), image));
  });
});
