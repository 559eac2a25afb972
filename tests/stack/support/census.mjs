// Prints (as JSON) what a running stack holds: the number of documents in every collection
// (subcollections by path pattern, e.g. users/{id}/notifications), a sample of documents of
// each, and the Auth users. The stack is the one FIRESTORE_EMULATOR_HOST and
// FIREBASE_AUTH_EMULATOR_HOST point at. With --mutate it first changes the data the way a
// user would, so a restore that seeded again would differ from the backup.
import { readFileSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldPath, getFirestore, Timestamp } from 'firebase-admin/firestore';

const SAMPLE = 5;
/**
 * The top-level collections whose documents hold subcollections, as firestore.rules names them
 * (`match /users/{uid}/notifications/…`, or a match nested in `match /searchMisses/{key}`). Only
 * their documents are asked for subcollections: asking each of the thousands of usage documents
 * took minutes a census.
 */
const rules = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8');
const PARENTS = new Set([
  ...[...rules.matchAll(/match \/(\w+)\/\{\w+\}\/\w+\//g)].map((m) => m[1]),
  ...[...rules.matchAll(/match \/(\w+)\/\{\w+\} \{[^{}]*?match \//g)].map((m) => m[1]),
]);
const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const db = getFirestore(app);
const auth = getAuth(app);

/** Timestamps as text: the comparison is of stored values, not of object identities. */
const plain = (value) => JSON.parse(JSON.stringify(value, (_key, v) => (v instanceof Timestamp ? `ts:${v.toMillis()}` : v)));

const collections = {};
/** Runs `task` over `items`, `limit` at a time (thousands of documents each get one call). */
async function eachLimited(items, limit, task) {
  const queue = [...items];
  await Promise.all(Array.from({ length: limit }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  }));
}
/**
 * Counts and samples each collection; subcollections are looked for under the documents of
 * top-level collections only: no collection of the data model is nested deeper
 * (docs/data-model.md), and asking every document of a subcollection (a listing's daily usage
 * figures number in the thousands) for its own subcollections took minutes.
 */
async function walk(refs, depth = 1) {
  // Eight at a time: one by one, a census waited out about 200 round trips to the emulator.
  await eachLimited(refs, 8, async (ref) => {
    const pattern = ref.path
      .split('/')
      .map((part, i) => (i % 2 ? '{id}' : part))
      .join('/');
    const entry = (collections[pattern] ??= { count: 0, sample: {} });
    // Counted by the emulator, sampled in document-id order: a listing's daily usage figures
    // number in the hundreds, and reading them all four times a test was most of its time.
    const [count, sample] = await Promise.all([ref.count().get(), ref.orderBy(FieldPath.documentId()).limit(SAMPLE).get()]);
    entry.count += count.data().count;
    for (const doc of sample.docs) entry.sample[doc.ref.path] = plain(doc.data());
    if (depth > 1 || !PARENTS.has(ref.id)) return;
    // listDocuments also names documents that only hold subcollections (users/{uid}).
    const nested = [];
    await eachLimited(await ref.listDocuments(), 16, async (doc) => nested.push(...(await doc.listCollections())));
    // In a fixed order, so every census samples the same documents.
    nested.sort((a, b) => a.path.localeCompare(b.path));
    await walk(nested, depth + 1);
  });
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
