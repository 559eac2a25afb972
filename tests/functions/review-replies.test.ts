// notifyReviewReply: the reviewer is told of an owner's reply once (however often the owner
// re-saves it or the trigger runs), and the owner's copy of the review carries the reply.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { notifyReply } from '../../functions/src/reviews/notify-reply';
import { storedListing } from '../support/callables';
import { PROJECT_ID } from '../support/emulator';
import { eventually } from '../support/eventually';

let app: App;
let db: Firestore;
const uniq = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
const T = 1_790_000_000_000;

beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, `replies-${Date.now()}`);
  db = getFirestore(app);
});
afterAll(async () => deleteApp(app));

/** An approved listing of `owner` with one live review by `reviewer`; returns the review id. */
async function reviewed(owner: string, reviewer: string) {
  const listingId = uniq('rp');
  await db.doc(`listings/${listingId}`).set(storedListing(owner, { status: 'approved', title: 'Half Moon Crêperie' }));
  const reviewId = `${listingId}_${reviewer}`;
  await db.doc(`reviews/${reviewId}`).set({ listingId, userId: reviewer, customerName: 'Rita R.', rating: 4, comment: 'Lovely crêpes.', createdAt: T, updatedAt: T, _deleted: false, serverTimestamp: FieldValue.serverTimestamp() });
  return { listingId, reviewId };
}

async function reply(reviewId: string, listingId: string, owner: string, reviewer: string, over: Record<string, unknown> = {}) {
  await db.doc(`reviewReplies/${reviewId}`).set(
    { reviewId, listingId, reviewerId: reviewer, ownerId: owner, text: 'Thank you, Rita!', createdAt: T + 10, updatedAt: T + 10, _deleted: false, serverTimestamp: FieldValue.serverTimestamp(), ...over },
    { merge: true },
  );
}

const notesOf = (uid: string) => async () =>
  (await db.collection(`users/${uid}/notifications`).get()).docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown>);
const copyOf = (owner: string, reviewId: string) => async () => (await db.doc(`users/${owner}/listingReviews/${reviewId}`).get()).data();
/** Waits for n notifications, then a little longer, so a duplicate would have time to land. */
async function settled(uid: string, n: number) {
  await eventually(notesOf(uid), (list) => list.length >= n);
  await new Promise((r) => setTimeout(r, 1500));
  return notesOf(uid)();
}

describe('notifyReviewReply (the trigger)', () => {
  it('tells the reviewer once, in the rules’ notification shape, and puts the reply on the owner’s copy', async () => {
    const owner = uniq('owner');
    const reviewer = uniq('rita');
    const { listingId, reviewId } = await reviewed(owner, reviewer);
    await reply(reviewId, listingId, owner, reviewer);
    const notes = await settled(reviewer, 1);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      id: `reply_${reviewId}`,
      type: 'review_reply',
      title: 'The owner replied to your review',
      message: 'The owner of “Half Moon Crêperie” replied: “Thank you, Rita!”',
      isRead: false,
      listingId,
      _deleted: false,
    });
    const { id: _id, ...stored } = notes[0];
    expect(Object.keys(stored).sort()).toEqual(['_deleted', 'createdAt', 'isRead', 'listingId', 'message', 'serverTimestamp', 'title', 'type']);
    expect(await eventually(copyOf(owner, reviewId), (d) => d?.reply !== undefined)).toMatchObject({ reply: 'Thank you, Rita!', replyUpdatedAt: T + 10, rating: 4, _deleted: false });
    // The owner hears nothing of their own reply (the listing's approval notice aside).
    expect((await notesOf(owner)()).filter((n) => n.type === 'review_reply')).toHaveLength(0);
  });

  it('an owner saving one reply 6 times notifies the reviewer once; the owner’s copy follows every edit', async () => {
    const owner = uniq('owner');
    const reviewer = uniq('rita');
    const { listingId, reviewId } = await reviewed(owner, reviewer);
    for (let save = 1; save <= 6; save++) {
      await reply(reviewId, listingId, owner, reviewer, { text: `Thank you, Rita! (take ${save})`, updatedAt: T + 10 * save });
      // Each save lands on its own (its trigger has run) before the next.
      await eventually(copyOf(owner, reviewId), (d) => d?.replyUpdatedAt === T + 10 * save);
      if (save === 1) await eventually(notesOf(reviewer), (list) => list.length === 1);
    }
    const notes = await settled(reviewer, 1);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ id: `reply_${reviewId}`, message: 'The owner of “Half Moon Crêperie” replied: “Thank you, Rita! (take 1)”', isRead: false });
    expect(await copyOf(owner, reviewId)()).toMatchObject({ reply: 'Thank you, Rita! (take 6)' });
  });

  it('an edit is no news; removing the reply, or writing it again, tells no one and takes it off the owner’s copy', async () => {
    const owner = uniq('owner');
    const reviewer = uniq('rita');
    const { listingId, reviewId } = await reviewed(owner, reviewer);
    await reply(reviewId, listingId, owner, reviewer);
    await settled(reviewer, 1);
    await reply(reviewId, listingId, owner, reviewer, { text: 'Thank you, Rita! The crêpes are on us next time.', updatedAt: T + 20 });
    expect(await eventually(copyOf(owner, reviewId), (d) => d?.replyUpdatedAt === T + 20)).toMatchObject({ reply: 'Thank you, Rita! The crêpes are on us next time.' });
    expect((await settled(reviewer, 1)).map((n) => n.id)).toEqual([`reply_${reviewId}`]);

    await reply(reviewId, listingId, owner, reviewer, { _deleted: true, updatedAt: T + 30 });
    const copy = await eventually(copyOf(owner, reviewId), (d) => d?.reply === undefined);
    expect(copy).toMatchObject({ _deleted: false, rating: 4 });
    expect(copy?.reply).toBeUndefined();
    expect(copy?.replyUpdatedAt).toBeUndefined();
    await reply(reviewId, listingId, owner, reviewer, { _deleted: false, text: 'Back again.', updatedAt: T + 40 });
    await eventually(copyOf(owner, reviewId), (d) => d?.replyUpdatedAt === T + 40);
    expect(await settled(reviewer, 1)).toHaveLength(1);
  });
});

describe('notifyReply (the core), run again', () => {
  it('a second run writes nothing', async () => {
    const owner = uniq('owner');
    const reviewer = uniq('rita');
    const { listingId, reviewId } = await reviewed(owner, reviewer);
    await reply(reviewId, listingId, owner, reviewer);
    await settled(reviewer, 1);
    expect(await notifyReply(reviewId)).toBe('exists');
    expect(await notifyReply(reviewId)).toBe('exists');
    expect(await notesOf(reviewer)()).toHaveLength(1);
  });

  it('no notification for a reply by someone who does not own the listing, or to a removed review', async () => {
    const owner = uniq('owner');
    const reviewer = uniq('rita');
    const { listingId, reviewId } = await reviewed(owner, reviewer);
    await reply(reviewId, listingId, 'someone-else', reviewer);
    expect(await notifyReply(reviewId)).toBe('none');
    await db.doc(`reviews/${reviewId}`).update({ _deleted: true });
    await reply(reviewId, listingId, owner, reviewer, { updatedAt: T + 40 });
    expect(await notifyReply(reviewId)).toBe('none');
    await new Promise((r) => setTimeout(r, 1500));
    expect(await notesOf(reviewer)()).toHaveLength(0);
  });
});
