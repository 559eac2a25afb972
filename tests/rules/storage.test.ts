// storage.rules against the Storage emulator. Its rules runtime is firebase-tools' downloaded
// jar where there is one, else ours (tools/storage-rules-runtime, see docs/storage.md); where
// neither can run, scripts/test.mjs sets FORKFUL_STORAGE_EMULATOR=0 and this suite says so.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { PROJECT_ID, STORAGE_EMULATOR_AVAILABLE } from '../support/emulator';

const NOT_RUN = 'Storage emulator unavailable here (no rules runtime could start; see docs/storage.md): storage rules tests not run';
const MB = 1024 * 1024;
const png = (bytes = 16) => new Uint8Array(bytes);
const image = { contentType: 'image/png' };

// Suspension is read from Firestore (firestore.get in the rules), so the profiles live in the
// shared Firestore emulator: ids unique to this run keep other suites' users out of the way.
const run = Date.now().toString(36);
const ALICE = `st-alice-${run}`;
const BOB = `st-bob-${run}`;
const SUSPENDED = `st-suspended-${run}`;
const NO_PROFILE = `st-noprofile-${run}`;
const photo = (uid: string, name = '1-photo.png') => `listing-images/${uid}/${name}`;

type Storage = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['storage']>;
/** An upload as a plain promise (the compat SDK returns an UploadTask, a thenable). */
function put(storage: Storage, path: string, data: Uint8Array, metadata: { contentType: string }): Promise<unknown> {
  return Promise.resolve(storage.ref(path).put(data, metadata));
}

function hostPort(envVar: string, fallback: string) {
  const [host, port] = (process.env[envVar] ?? fallback).split(':');
  return { host, port: Number(port) };
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
  const verified = (uid: string) => as(uid, { email_verified: true });
  const guest = () => as(null);
  const alice = () => verified(ALICE);
  const bob = () => verified(BOB);
  const admin = () => as(`st-root-${run}`, { admin: true });
  const seed = (path: string) =>
    env.withSecurityRulesDisabled(async (ctx) => {
      await put(ctx.storage(), path, png(), image);
    });

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      storage: { ...hostPort('FIREBASE_STORAGE_EMULATOR_HOST', '127.0.0.1:9199'), rules: readFileSync('storage.rules', 'utf8') },
      firestore: { ...hostPort('FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080'), rules: readFileSync('firestore.rules', 'utf8') },
    });
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      for (const [uid, status] of [[ALICE, 'active'], [BOB, 'active'], [SUSPENDED, 'inactive']]) {
        await db.doc(`profiles/${uid}`).set({ fullName: uid, role: 'business_owner', status, _deleted: false });
      }
    });
  });
  // env.clearStorage() deletes only the bucket's top-level objects, and every photo is in a
  // folder: without this, one test's uploads would still be there for the next.
  const clearBucket = () =>
    env.withSecurityRulesDisabled(async (ctx) => {
      type Ref = ReturnType<Storage['ref']>;
      const wipe = async (ref: Ref): Promise<void> => {
        const { items, prefixes } = await ref.listAll();
        await Promise.all([...items.map((item) => item.delete()), ...prefixes.map(wipe)]);
      };
      await wipe(ctx.storage().ref());
    });
  beforeEach(async () => {
    await clearBucket();
    await seed(photo(ALICE));
    await seed('private/secret.png');
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  it('anyone reads listing images', async () => {
    await assertSucceeds(guest().ref(photo(ALICE)).getMetadata());
    await assertSucceeds(bob().ref(photo(ALICE)).getDownloadURL());
  });
  it('only admins list listing images (a listing would show uploader ids and unpublished photos)', async () => {
    for (const storage of [guest(), bob(), alice(), verified(SUSPENDED)]) {
      await assertFails(storage.ref('listing-images').listAll());
      await assertFails(storage.ref(`listing-images/${ALICE}`).listAll());
      await assertFails(storage.ref(`listing-images/${ALICE}`).list({ maxResults: 1 }));
    }
    // The objects are there to list, and each one can still be read by its path.
    const all = (await assertSucceeds(admin().ref(`listing-images/${ALICE}`).listAll())) as { items: { fullPath: string }[] };
    expect(all.items.map((item) => item.fullPath)).toEqual([photo(ALICE)]);
    await assertSucceeds(admin().ref('listing-images').listAll());
    await assertSucceeds(guest().ref(photo(ALICE)).getMetadata());
  });
  it('an active, verified owner uploads new images directly in their own folder', async () => {
    await assertSucceeds(put(alice(), photo(ALICE, '2-new.png'), png(), image));
    for (const contentType of ['image/jpeg', 'image/webp', 'image/gif', 'image/avif']) {
      await assertSucceeds(put(alice(), photo(ALICE, `3-new.${contentType.slice(6)}`), png(), { contentType }));
    }
    // Uploads are always {uid}/{timestamp}-{name}: deeper paths are not an owner's.
    await assertFails(put(alice(), `listing-images/${ALICE}/drafts/4-new.png`, png(), image));
  });
  it('nobody uploads into another user’s folder, and guests upload nothing', async () => {
    await assertFails(put(bob(), photo(ALICE, 'evil.png'), png(), image));
    await assertFails(put(guest(), photo(ALICE, 'anon.png'), png(), image));
    await assertFails(put(alice(), 'listing-images/top-level.png', png(), image));
  });
  it('nobody overwrites an existing object, not even an admin', async () => {
    await assertFails(put(alice(), photo(ALICE), png(), image));
    await assertFails(put(bob(), photo(ALICE), png(), image));
    await assertFails(put(admin(), photo(ALICE), png(), image));
  });
  it('a suspended owner, an unverified e-mail or a missing profile uploads and deletes nothing', async () => {
    await seed(photo(SUSPENDED));
    await assertFails(put(verified(SUSPENDED), photo(SUSPENDED, '2-new.png'), png(), image));
    await assertFails(verified(SUSPENDED).ref(photo(SUSPENDED)).delete());
    await assertFails(put(as(ALICE, { email_verified: false }), photo(ALICE, '2-new.png'), png(), image));
    await assertFails(put(as(ALICE), photo(ALICE, '3-new.png'), png(), image));
    await assertFails(as(ALICE, { email_verified: false }).ref(photo(ALICE)).delete());
    await assertFails(put(verified(NO_PROFILE), photo(NO_PROFILE, '1-new.png'), png(), image));
  });
  it('only png, jpeg, webp, gif and avif (no SVG), and less than 5 MB', async () => {
    await assertFails(put(alice(), photo(ALICE, 'logo.svg'), png(), { contentType: 'image/svg+xml' }));
    await assertFails(put(alice(), photo(ALICE, 'notes.txt'), png(), { contentType: 'text/plain' }));
    await assertFails(put(alice(), photo(ALICE, 'page.html'), png(), { contentType: 'text/html' }));
    await assertFails(put(alice(), photo(ALICE, 'huge.png'), png(5 * MB), image));
    await assertSucceeds(put(alice(), photo(ALICE, 'big.png'), png(5 * MB - 1), image));
  });
  it('admins upload anywhere under listing-images, images only, without a profile', async () => {
    await assertSucceeds(put(admin(), photo(BOB, 'by-admin.png'), png(), image));
    await assertSucceeds(put(admin(), 'listing-images/admin-banner.png', png(), image));
    await assertSucceeds(put(admin(), `listing-images/${BOB}/nested/by-admin.webp`, png(), { contentType: 'image/webp' }));
    await assertFails(put(admin(), photo(BOB, 'script.js'), png(), { contentType: 'application/javascript' }));
    await assertFails(put(admin(), photo(BOB, 'logo.svg'), png(), { contentType: 'image/svg+xml' }));
    await assertFails(put(admin(), photo(BOB, 'huge.png'), png(5 * MB), image));
  });
  // In their own folder both rules match: the admin one allows at once, the owner one asks
  // Firestore for the profile. The answer must still come (the runtime's verdict waits for
  // that read), and it is an allow whatever the profile says.
  it('an admin with a verified e-mail uploads into their own folder, and gets an answer', async () => {
    const root = `st-root-${run}`;
    const verifiedAdmin = () => as(root, { admin: true, email_verified: true });
    const answered = <T>(request: Promise<T>) =>
      Promise.race([
        request,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the Storage emulator gave no answer within 10 s (rules runtime stuck on a read)')), 10_000),
        ),
      ]);
    await assertSucceeds(answered(put(verifiedAdmin(), photo(root, '1-own.png'), png(), image)));
    await assertSucceeds(verifiedAdmin().ref(photo(root, '1-own.png')).delete());
    await assertFails(put(verifiedAdmin(), photo(ALICE), png(), image));
  });
  it('deletes: by the folder’s active owner or an admin', async () => {
    await assertFails(bob().ref(photo(ALICE)).delete());
    await assertFails(guest().ref(photo(ALICE)).delete());
    await assertSucceeds(alice().ref(photo(ALICE)).delete());
    await seed(photo(ALICE));
    await assertSucceeds(admin().ref(photo(ALICE)).delete());
  });
  it('everything outside listing-images is closed', async () => {
    await assertFails(guest().ref('private/secret.png').getMetadata());
    await assertFails(admin().ref('private/secret.png').getMetadata());
    await assertFails(put(alice(), `avatars/${ALICE}.png`, png(), image));
    await assertFails(put(admin(), 'avatars/root.png', png(), image));
  });

  // Proof that the answers above come from evaluating storage.rules: a deliberately wrong copy
  // (no `resource == null` check) must let through the overwrites the real rules refuse.
  // (The emulator asks `create` for every upload, with `resource` the object already there.)
  it('a mutated ruleset changes the verdict (the rules are evaluated, not assumed)', async () => {
    const original = readFileSync('storage.rules', 'utf8');
    const mutated = original.replace('return resource == null && validImage();', 'return validImage();');
    expect(mutated).not.toBe(original);
    const { host, port } = hostPort('FIREBASE_STORAGE_EMULATOR_HOST', '127.0.0.1:9199');
    const setRules = (content: string) =>
      fetch(`http://${host}:${port}/internal/setRules`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content }] } }),
      });
    try {
      expect((await setRules(mutated)).status).toBe(200);
      await assertSucceeds(put(admin(), photo(ALICE), png(), image));
      await assertSucceeds(put(alice(), photo(ALICE), png(), image));
      await assertFails(put(bob(), photo(ALICE), png(), image));
      // A ruleset that does not compile is refused (the emulator then has none until the next).
      expect((await setRules(`${original}\n  allow write: if true;\n}`)).status).toBe(400);
    } finally {
      expect((await setRules(original)).status).toBe(200);
    }
    await assertFails(put(admin(), photo(ALICE), png(), image));
  });
});

// The adapter itself, spoken to over firebase-tools' protocol: compilation errors carry their
// line, and firestore.get() asks back for the document.
const ADAPTER = '.cache/storage-rules-runtime/storage-rules-runtime.jar';
describe('our storage rules runtime (protocol)', () => {
  if (!existsSync(ADAPTER)) {
    const why = `${ADAPTER} is not built here (no JDK or no Firestore emulator jar): adapter protocol tests not run`;
    console.log(why);
    it.skip(why, () => {});
    return;
  }
  type Message = Record<string, unknown> & { id?: number; server_request_id?: number };
  let child: ReturnType<typeof spawn>;
  const inbox: Message[] = [];
  let arrived = () => {};
  /** The runtime's next message (they are read as they come, so none is missed while waiting). */
  const next = async (timeoutMs = 20_000): Promise<Message> => {
    const deadline = Date.now() + timeoutMs;
    while (!inbox.length) {
      if (Date.now() > deadline) throw new Error(`no message from the runtime within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        arrived = resolve;
        setTimeout(resolve, 100);
      });
    }
    return inbox.shift()!;
  };
  /** Whatever the runtime says within `ms`. */
  const saidWithin = async (ms: number) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return inbox.splice(0);
  };
  const send = (message: object) => child.stdin!.write(`${JSON.stringify(message)}\n`);

  beforeAll(async () => {
    child = spawn('java', ['-jar', ADAPTER, 'serve'], { stdio: ['pipe', 'pipe', 'inherit'] });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      inbox.push(JSON.parse(line) as Message);
      arrived();
    });
    expect(await next()).toMatchObject({ id: -1 });
  });
  afterAll(() => {
    child?.kill();
  });

  const load = async (id: number, content: string) => {
    send({ action: 'load_ruleset', id, context: { rulesetName: `r${id}`, source: { files: [{ name: 'test.rules', content }] } } });
    return next();
  };
  const str = (s: string) => ({ string_value: s });
  const verifyCreate = (id: number, ruleset: string, uid: string, claims: Record<string, unknown> = {}) =>
    send({
      action: 'verify',
      id,
      context: {
        rulesetName: ruleset,
        service: 'firebase.storage',
        path: `/b/bucket/o/listing-images/${uid}/1-a.png`,
        method: 'create',
        variables: {
          resource: { null_value: null },
          request: {
            map_value: {
              fields: {
                auth: { map_value: { fields: { uid: str(uid), token: { map_value: { fields: { email_verified: { bool_value: true }, ...claims } } } } } },
                resource: { map_value: { fields: { size: { int_value: 10 }, contentType: str('image/png') } } },
              },
            },
          },
        },
      },
    });

  it('reports compilation errors with their line', async () => {
    const reply = await load(1, "rules_version = '2';\nservice firebase.storage {\n  match /b/{b}/o {\n    allow read: if request.auth.uid = 'x';\n  }\n}\n");
    expect(reply).toMatchObject({ id: 1, status: 'ok' });
    const errors = (reply.errors as string[]).map((e) => JSON.parse(e) as { sourcePosition_: { line_: number } });
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0].sourcePosition_.line_).toBe(4);
  });

  it('evaluates storage.rules, reading the profile through the firestore.get call-back', async () => {
    expect(await load(2, readFileSync('storage.rules', 'utf8'))).toMatchObject({ id: 2, errors: [], result: { rulesVersion: 2 } });
    for (const [id, status, permit] of [[3, 'active', true], [4, 'suspended', false]] as const) {
      verifyCreate(id, 'r2', 'u1');
      const ask = await next();
      expect(ask).toMatchObject({ server_request_id: id, context: { path: '/databases/(default)/documents/profiles/u1' } });
      send({ id, status: 'ok', result: { name: 'profiles/u1', fields: { status: { stringValue: status } } }, warnings: [], errors: [] });
      expect(await next()).toMatchObject({ id, result: { permit } });
    }
    verifyCreate(5, 'r2', 'u1');
    await next();
    send({ id: 5, status: 'not_found', warnings: [], errors: [] });
    expect(await next()).toMatchObject({ id: 5, result: { permit: false } });
  });

  // firebase-tools takes only the first message for an id until it has sent the document back:
  // a verdict sent while the read is outstanding is lost, and the emulator never answers.
  it('a verdict reached while a Firestore read is outstanding waits for the read', async () => {
    // An admin in their own folder: the admin rule allows without reading, the owner rule reads.
    expect(await load(6, readFileSync('storage.rules', 'utf8'))).toMatchObject({ id: 6, errors: [] });
    verifyCreate(7, 'r6', 'root', { admin: { bool_value: true } });
    expect(await next()).toMatchObject({ server_request_id: 7, context: { path: '/databases/(default)/documents/profiles/root' } });
    expect(await saidWithin(500)).toEqual([]);
    send({ id: 7, status: 'not_found', warnings: [], errors: [] });
    expect(await next()).toMatchObject({ id: 7, result: { permit: true } });
    // Nothing more is asked for that id once the verdict is out.
    expect(await saidWithin(300)).toEqual([]);
  });
});
