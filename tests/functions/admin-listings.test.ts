// moderateListing, saveListingAsAdmin and deleteListingAsAdmin through the real emulators:
// each change lands with one audit entry, and reaches the catalog through the projection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallableStack, listingContent, refusal, storedListing, type TestUser } from '../support/callables';
import { PROJECT_ID } from '../support/emulator';
import { eventually } from '../support/eventually';
import { BAD_IMAGE, BAD_WHATSAPP } from '../../functions/src/admin/listing-content';

let stack: CallableStack;
let owner: TestUser, admin: TestUser;
const V0 = 1_790_000_000_000;
const uniq = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
/** The functions' bucket: the emulator's default for the project. */
const BUCKET = `${PROJECT_ID}.appspot.com`;
/** A download URL of a photo in `uid`'s folder of this project's bucket. */
const photoOf = (uid: string, file = '1790000000000-a.jpg', host = 'https://firebasestorage.googleapis.com') =>
  `${host}/v0/b/${BUCKET}/o/listing-images%2F${uid}%2F${file}?alt=media&token=0b6a3c1e`;

beforeAll(async () => {
  stack = new CallableStack('admin-listings');
  owner = await stack.createUser('listings-owner', { profile: { fullName: 'Olga Owner' } });
  admin = await stack.createUser('listings-admin', { admin: true, profile: null });
  await stack.signIn(admin);
});
afterAll(async () => stack?.close());

const listing = async (id: string) => (await stack.db.doc(`listings/${id}`).get()).data();
const catalog = (id: string) => async () => (await stack.db.doc(`catalog/${id}`).get()).data();

async function pending(over: Record<string, unknown> = {}) {
  const id = uniq('mod');
  // An `undefined` in `over` leaves the field out (as in documents older than updatedAt).
  const data = Object.fromEntries(Object.entries(storedListing(owner.uid, over)).filter(([, v]) => v !== undefined));
  await stack.db.doc(`listings/${id}`).set(data);
  return id;
}

describe('moderateListing', () => {
  it('approves a pending listing at the version the admin saw, with an audit entry, and publishes it', async () => {
    const id = await pending();
    const result = await stack.call<{ status: string; updatedAt: number }>('moderateListing', { listingId: id, action: 'approve', expectedUpdatedAt: V0 });
    expect(result.status).toBe('approved');
    expect(result.updatedAt).toBeGreaterThan(V0);
    const after = await listing(id);
    expect(after).toMatchObject({ status: 'approved', rejectionReason: null, updatedAt: result.updatedAt, _deleted: false });
    expect(after?.serverTimestamp).toBeDefined();
    const audit = await stack.auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.uid,
      actorEmail: admin.email,
      action: 'listing.approve',
      targetType: 'listing',
      targetId: id,
      targetLabel: 'Ember & Oak',
      before: { status: 'pending', rejectionReason: null },
      after: { status: 'approved', rejectionReason: null },
      _deleted: false,
    });
    expect(audit[0].serverTimestamp).toBeDefined();
    expect((await eventually(catalog(id), (d) => d?._deleted === false))?.ownerName).toBe('Olga Owner');
  });

  it('rejects with the trimmed reason', async () => {
    const id = await pending();
    await stack.call('moderateListing', { listingId: id, action: 'reject', reason: '  Blurry photos \n', expectedUpdatedAt: V0 });
    expect(await listing(id)).toMatchObject({ status: 'rejected', rejectionReason: 'Blurry photos' });
    expect((await stack.auditOf(id))[0]).toMatchObject({ action: 'listing.reject', after: { status: 'rejected', rejectionReason: 'Blurry photos' } });
  });

  it('uses createdAt as the version of a listing without updatedAt', async () => {
    const id = await pending({ updatedAt: undefined });
    await stack.call('moderateListing', { listingId: id, action: 'approve', expectedUpdatedAt: V0 });
    expect((await listing(id))?.status).toBe('approved');
  });

  it('refuses a stale version (the owner edited it since) and changes nothing', async () => {
    const id = await pending({ updatedAt: V0 + 5, title: 'Edited meanwhile' });
    const before = await listing(id);
    const error = await refusal(stack.call('moderateListing', { listingId: id, action: 'approve', expectedUpdatedAt: V0 }));
    expect(error.code).toBe('functions/failed-precondition');
    expect(error.message).toBe('This listing was changed since you opened it. Review the latest version and try again.');
    expect(await listing(id)).toEqual(before);
    expect(await stack.auditOf(id)).toEqual([]);
  });

  it.each(['approved', 'rejected'])('refuses a listing that is %s (only pending ones are moderated)', async (status) => {
    const id = await pending({ status, rejectionReason: status === 'rejected' ? 'No.' : null });
    const error = await refusal(stack.call('moderateListing', { listingId: id, action: status === 'approved' ? 'reject' : 'approve', reason: 'x', expectedUpdatedAt: V0 }));
    expect(error.code).toBe('functions/failed-precondition');
    expect((await listing(id))?.status).toBe(status);
    expect(await stack.auditOf(id)).toEqual([]);
  });

  it('refuses a listing that does not exist or was deleted', async () => {
    expect((await refusal(stack.call('moderateListing', { listingId: uniq('nope'), action: 'approve', expectedUpdatedAt: V0 }))).code).toBe('functions/not-found');
    const id = await pending({ _deleted: true });
    expect((await refusal(stack.call('moderateListing', { listingId: id, action: 'approve', expectedUpdatedAt: V0 }))).code).toBe('functions/not-found');
  });
});

describe('saveListingAsAdmin', () => {
  it('creates an approved, unrated listing for the owner, with an audit entry; it reaches the catalog', async () => {
    const { listingId, updatedAt } = await stack.call<{ listingId: string; updatedAt: number }>('saveListingAsAdmin', { ownerId: owner.uid, listing: listingContent({ title: 'Made by admin' }) });
    const saved = await listing(listingId);
    expect(saved).toMatchObject({ ...listingContent({ title: 'Made by admin' }), ownerId: owner.uid, status: 'approved', rejectionReason: null, rating: 0, reviewCount: 0, createdAt: updatedAt, updatedAt, _deleted: false });
    expect(saved?.serverTimestamp).toBeDefined();
    const audit = await stack.auditOf(listingId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'listing.create', actorId: admin.uid, targetLabel: 'Made by admin', before: null, after: { title: 'Made by admin', ownerId: owner.uid, status: 'approved' } });
    expect((await eventually(catalog(listingId), (d) => d?._deleted === false))?.title).toBe('Made by admin');
  });

  it('edits a listing: approved, rating kept, cleared content gone; the audit entry holds only what changed', async () => {
    const id = await pending({ rating: 4.5, reviewCount: 3 });
    const content = listingContent({ title: 'Renamed', specialOffers: [] });
    delete (content as Partial<typeof content>).whatsapp;
    const { updatedAt } = await stack.call<{ updatedAt: number }>('saveListingAsAdmin', { listingId: id, ownerId: owner.uid, listing: content, expectedUpdatedAt: V0 });
    const saved = await listing(id);
    expect(saved).toMatchObject({ title: 'Renamed', specialOffers: [], status: 'approved', rating: 4.5, reviewCount: 3, createdAt: V0, updatedAt });
    expect(saved).not.toHaveProperty('whatsapp');
    const [entry] = await stack.auditOf(id);
    expect(entry).toMatchObject({ action: 'listing.update', targetLabel: 'Renamed' });
    expect(entry.before).toEqual({ title: 'Ember & Oak', specialOffers: ['Two for Tuesday'], whatsapp: '', status: 'pending' });
    expect(entry.after).toEqual({ title: 'Renamed', specialOffers: [], whatsapp: null, status: 'approved' });
    expect((await eventually(catalog(id), (d) => d?.title === 'Renamed'))?.title).toBe('Renamed');
  });

  it('refuses an edit of a version the admin did not see, and a listing that is gone', async () => {
    const id = await pending({ updatedAt: V0 + 9 });
    const error = await refusal(stack.call('saveListingAsAdmin', { listingId: id, ownerId: owner.uid, listing: listingContent({ title: 'Late' }), expectedUpdatedAt: V0 }));
    expect(error.code).toBe('functions/failed-precondition');
    expect((await listing(id))?.title).toBe('Ember & Oak');
    expect((await refusal(stack.call('saveListingAsAdmin', { listingId: uniq('gone'), ownerId: owner.uid, listing: listingContent() }))).code).toBe('functions/not-found');
  });

  it('saves the zone of the place when the dialog sent none, and refuses one that is not a zone', async () => {
    const content = listingContent({ city: 'Portland', location: { lat: 45.52, lng: -122.68 } });
    delete (content as Partial<typeof content>).timeZone;
    const { listingId } = await stack.call<{ listingId: string }>('saveListingAsAdmin', { ownerId: owner.uid, listing: content });
    expect((await listing(listingId))?.timeZone).toBe('America/Los_Angeles');
    for (const timeZone of ['Not a zone!', 'x'.repeat(500), 7]) {
      const error = await refusal(stack.call('saveListingAsAdmin', { ownerId: owner.uid, listing: listingContent({ timeZone }) }));
      expect(error).toMatchObject({ code: 'functions/invalid-argument', message: 'The time zone must be an IANA time zone such as America/Chicago.' });
    }
  });

  it('accepts a listing with every field at its limit (the same limits as the rules)', async () => {
    const long = (k: number) => 'x'.repeat(k);
    const upTo = (prefix: string, k: number) => prefix + long(k - prefix.length);
    const span = { open: '23:59', close: '00:00' };
    const max = listingContent({
      title: long(120), businessName: long(120), description: long(5000), address: long(200), city: long(80), category: 'Fast Food',
      location: { lat: -90, lng: 180 }, timeZone: 'America/Argentina/ComodRivadavia', telephone: long(200), email: long(200), website: upTo('https://', 200), whatsapp: '1'.repeat(200),
      openingHours: { mon: span, tue: span, wed: span, thu: span, fri: span, sat: span, sun: span }, priceRange: '$$$$',
      socialMedia: { facebook: upTo('https://', 200), instagram: upTo('https://', 200), twitter: upTo('http://', 200) },
      images: Array.from({ length: 10 }, (_, i) => upTo(i % 2 ? photoOf(owner.uid, `${i}-`) : '/demo/', 1000)), specialOffers: Array(10).fill(long(200)),
    });
    const { listingId } = await stack.call<{ listingId: string }>('saveListingAsAdmin', { ownerId: owner.uid, listing: max });
    expect((await listing(listingId))?.title).toBe(long(120));
  });
});

describe('saveListingAsAdmin: links and photos', () => {
  it.each([
    ['a javascript: website', { website: 'javascript:alert(1)' }, 'Links must start with http:// or https://.'],
    ['a data: website', { website: 'data:text/html,<script>alert(1)</script>' }, 'Links must start with http:// or https://.'],
    ['a website without a scheme', { website: 'www.ember.example' }, 'Links must start with http:// or https://.'],
    ['a javascript: Instagram link', { socialMedia: { instagram: 'JavaScript:alert(1)' } }, 'Links must start with http:// or https://.'],
    ['a javascript: WhatsApp', { whatsapp: 'javascript:alert(1)' }, BAD_WHATSAPP],
    ['a picture from another site', { images: ['https://images.example/food.jpg'] }, BAD_IMAGE],
    ['a data: picture', { images: ['data:image/png;base64,iVBORw0KGgo='] }, BAD_IMAGE],
  ])('refuses %s, on create and on edit, and writes nothing', async (_k, over, message) => {
    const created = await refusal(stack.call('saveListingAsAdmin', { ownerId: owner.uid, listing: listingContent(over) }));
    expect(created).toMatchObject({ code: 'functions/invalid-argument', message });
    const id = await pending();
    const edited = await refusal(stack.call('saveListingAsAdmin', { listingId: id, ownerId: owner.uid, listing: listingContent(over), expectedUpdatedAt: V0 }));
    expect(edited).toMatchObject({ code: 'functions/invalid-argument', message });
    expect(await listing(id)).toMatchObject({ status: 'pending', title: 'Ember & Oak' });
    expect(await stack.auditOf(id)).toEqual([]);
  });

  it('refuses a photo of another owner’s folder (the listing’s owner decides)', async () => {
    const other = await stack.createUser('listings-other');
    const error = await refusal(stack.call('saveListingAsAdmin', { ownerId: owner.uid, listing: listingContent({ images: [photoOf(other.uid)] }) }));
    expect(error).toMatchObject({ code: 'functions/invalid-argument', message: BAD_IMAGE });
    // Nor from another bucket, even in the owner's folder.
    const elsewhere = photoOf(owner.uid).replace(`/b/${BUCKET}/`, '/b/someone-else.appspot.com/');
    expect(await refusal(stack.call('saveListingAsAdmin', { ownerId: owner.uid, listing: listingContent({ images: [elsewhere] }) }))).toMatchObject({ message: BAD_IMAGE });
  });

  it('accepts the owner’s photos, the admin’s own uploads (the admin dialog’s folder), demo pictures and web links; keeps pictures the listing has', async () => {
    const images = [photoOf(owner.uid), photoOf(admin.uid, '2-b.webp', 'http://127.0.0.1:9199'), '/demo/bakery-2.svg'];
    const links = { website: 'http://ember.example', whatsapp: '+1 512-555-0101', socialMedia: { facebook: 'HTTPS://facebook.com/ember' } };
    const { listingId } = await stack.call<{ listingId: string }>('saveListingAsAdmin', { ownerId: owner.uid, listing: listingContent({ images, ...links }) });
    expect(await listing(listingId)).toMatchObject({ images, ...links });
    // A listing saved with a picture from elsewhere (before this check) can still be edited, keeping it.
    const legacy = 'https://images.example/legacy.jpg';
    const id = await pending({ images: [legacy] });
    await stack.call('saveListingAsAdmin', { listingId: id, ownerId: owner.uid, listing: listingContent({ images: [legacy, photoOf(owner.uid)] }), expectedUpdatedAt: V0 });
    expect((await listing(id))?.images).toEqual([legacy, photoOf(owner.uid)]);
  });
});

describe('deleteListingAsAdmin', () => {
  it('tombstones the listing (so devices see the deletion) and its catalog entry, with an audit entry', async () => {
    const id = await pending({ status: 'approved' });
    await eventually(catalog(id), (d) => d?._deleted === false);
    const { updatedAt } = await stack.call<{ updatedAt: number }>('deleteListingAsAdmin', { listingId: id });
    expect(await listing(id)).toMatchObject({ _deleted: true, updatedAt, title: 'Ember & Oak' });
    expect((await stack.auditOf(id))[0]).toMatchObject({ action: 'listing.delete', targetType: 'listing', before: { _deleted: false }, after: { _deleted: true } });
    expect((await eventually(catalog(id), (d) => d?._deleted === true))?._deleted).toBe(true);
    // Again: already gone, nothing more to write.
    await stack.call('deleteListingAsAdmin', { listingId: id });
    expect(await stack.auditOf(id)).toHaveLength(1);
  });
});
