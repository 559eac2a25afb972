// Prints (as JSON) what a running stack holds: the number of documents in every collection
// (subcollections by path pattern, e.g. users/{id}/notifications), a sample of documents of
// each, and the Auth users. The stack is the one FIRESTORE_EMULATOR_HOST and
// FIREBASE_AUTH_EMULATOR_HOST point at. With --mutate it first changes the data the way a
// user would, so a restore that seeded again would differ from the backup.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';

const SAMPLE = 5;
const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const db = getFirestore(app);
const auth = getAuth(app);

/** Timestamps as text: the comparison is of stored values, not of object identities. */
const plain = (value) => JSON.parse(JSON.stringify(value, (_key, v) => (v instanceof Timestamp ? `ts:${v.toMillis()}` : v)));

const collections = {};
async function walk(refs) {
  for (const ref of refs) {
    const pattern = ref.path
      .split('/')
      .map((part, i) => (i % 2 ? '{id}' : part))
      .join('/');
    const entry = (collections[pattern] ??= { count: 0, sample: {} });
    const snap = await ref.get();
    entry.count += snap.size;
    for (const doc of snap.docs.slice(0, SAMPLE)) entry.sample[doc.ref.path] = plain(doc.data());
    // listDocuments also names documents that only hold subcollections (users/{uid}).
    for (const doc of await ref.listDocuments()) await walk(await doc.listCollections());
  }
}

if (process.argv.includes('--mutate')) {
  // A demo ad deleted (seeding again would bring it back) and one added. No function watches ads/.
  await db.doc('ads/ad-001').delete();
  await db.doc('ads/backup-probe').set({ title: 'Backup probe', active: false, _deleted: false });
}
await walk(await db.listCollections());
const users = [];
for (let page = await auth.listUsers(1000); ; page = await auth.listUsers(1000, page.pageToken)) {
  users.push(...page.users.map((u) => ({ uid: u.uid, email: u.email, disabled: u.disabled, claims: u.customClaims ?? null })));
  if (!page.pageToken) break;
}
users.sort((a, b) => a.uid.localeCompare(b.uid));
process.stdout.write(JSON.stringify({ collections, users }));
process.exit(0);
