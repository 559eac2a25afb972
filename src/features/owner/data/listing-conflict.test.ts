import { describe, expect, it } from 'vitest';
import { emptyDraft, type OwnerListing } from '@/domain/listing';
import { listingConflictHandler, resolveListingConflict } from './listing-conflict';

const base: OwnerListing & { _deleted: boolean } = {
  ...emptyDraft(),
  id: 'L1',
  title: 'Blue Door Bakery',
  description: 'Sourdough since 1998.',
  address: '1 Main St',
  city: 'Springfield',
  category: 'Bakery',
  images: ['https://img/1.jpg'],
  specialOffers: ['Free coffee'],
  ownerId: 'alice',
  status: 'approved',
  rejectionReason: null,
  rating: 4.5,
  reviewCount: 12,
  createdAt: 1000,
  updatedAt: 1000,
  _deleted: false,
};

describe('listing conflict handler (owner edit offline vs admin change)', () => {
  it('keeps every field the owner typed and sends the listing back to pending', () => {
    const mine = { ...base, title: 'Blue Door Bakery & Café', description: 'Now with croissants.', updatedAt: 2000 };
    const theirs = { ...base, status: 'rejected' as const, rejectionReason: 'Blurry photos', updatedAt: 1500 };
    const out = resolveListingConflict({ newDocumentState: mine, assumedMasterState: base, realMasterState: theirs });
    expect(out.title).toBe('Blue Door Bakery & Café');
    expect(out.description).toBe('Now with croissants.');
    expect(out.status).toBe('pending');
    expect(out.rejectionReason).toBeNull();
    expect(out.updatedAt).toBe(2000);
  });

  it('keeps the admin’s change of a field the owner did not touch', () => {
    const mine = { ...base, title: 'New title' };
    const theirs = { ...base, city: 'Shelbyville', rating: 4.7, reviewCount: 13 };
    const out = resolveListingConflict({ newDocumentState: mine, assumedMasterState: base, realMasterState: theirs });
    expect(out).toMatchObject({ title: 'New title', city: 'Shelbyville', rating: 4.7, reviewCount: 13, status: 'pending' });
  });

  it('merges photo lists: the owner’s uploads are added, the admin’s removals stay removed', () => {
    const mine = { ...base, images: ['https://img/1.jpg', 'https://img/2.jpg'] };
    const theirs = { ...base, images: [] };
    const out = resolveListingConflict({ newDocumentState: mine, assumedMasterState: base, realMasterState: theirs });
    expect(out.images).toEqual(['https://img/2.jpg']);
  });

  it('an offer the owner removed stays removed; one the admin added stays', () => {
    const mine = { ...base, specialOffers: [] };
    const theirs = { ...base, specialOffers: ['Free coffee', 'Kids eat free'] };
    const out = resolveListingConflict({ newDocumentState: mine, assumedMasterState: base, realMasterState: theirs });
    expect(out.specialOffers).toEqual(['Kids eat free']);
  });

  it('past the limit of 10 the owner’s own list wins, so nothing they added is dropped', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `o${i}`);
    const mine = { ...base, specialOffers: ['Free coffee', 'mine'] };
    const theirs = { ...base, specialOffers: ['Free coffee', ...ten.slice(0, 9)] };
    const out = resolveListingConflict({ newDocumentState: mine, assumedMasterState: base, realMasterState: theirs });
    expect(out.specialOffers).toEqual(['Free coffee', 'mine']);
  });

  it('an edit of a listing an admin deleted meanwhile comes back as pending, not lost', () => {
    const mine = { ...base, title: 'Edited offline' };
    const theirs = { ...base, _deleted: true };
    const out = resolveListingConflict({ newDocumentState: mine, assumedMasterState: base, realMasterState: theirs });
    expect(out).toMatchObject({ title: 'Edited offline', _deleted: false, status: 'pending' });
  });

  it('the owner’s deletion stands even if an admin edited meanwhile', () => {
    const mine = { ...base, _deleted: true, updatedAt: 3000 };
    const theirs = { ...base, title: 'Admin title', updatedAt: 2000 };
    const out = resolveListingConflict({ newDocumentState: mine, assumedMasterState: base, realMasterState: theirs });
    expect(out).toMatchObject({ _deleted: true, title: 'Admin title', updatedAt: 3000 });
  });

  it('with nothing changed by the owner the server’s version is kept as is', () => {
    const theirs = { ...base, status: 'rejected' as const, rejectionReason: 'No' };
    const out = resolveListingConflict({ newDocumentState: { ...base }, assumedMasterState: base, realMasterState: theirs });
    expect(out).toEqual(theirs);
  });

  it('without a known base (a create that met an existing document) all of the owner’s content wins', () => {
    const mine = { ...base, title: 'Mine', status: 'pending' as const };
    const theirs = { ...base, title: 'Theirs', status: 'approved' as const };
    const out = resolveListingConflict({ newDocumentState: mine, realMasterState: theirs });
    expect(out).toMatchObject({ title: 'Mine', status: 'pending' });
  });

  it('isEqual ignores key order and fills a sparse server document the same way as a pull', () => {
    const raw = { ...base } as Record<string, unknown>;
    delete raw.whatsapp;
    const reordered = Object.fromEntries(Object.entries(base).reverse());
    expect(listingConflictHandler.isEqual(raw as never, reordered as never, 'test')).toBe(true);
    expect(listingConflictHandler.isEqual(base, { ...base, title: 'x' }, 'test')).toBe(false);
  });
});

describe('listing conflict handler: the derived time zone', () => {
  it('a zone alone is no owner edit: the server’s copy stays, approved', () => {
    const mine = { ...base, timeZone: 'America/Chicago', updatedAt: 2000 };
    const theirs = { ...base, timeZone: '' };
    expect(resolveListingConflict({ newDocumentState: mine, assumedMasterState: base, realMasterState: theirs })).toMatchObject({ status: 'approved', timeZone: '' });
  });

  it('travels with the owner’s real edit', () => {
    const mine = { ...base, title: 'Renamed', timeZone: 'America/Denver', updatedAt: 2000 };
    const out = resolveListingConflict({ newDocumentState: mine, assumedMasterState: base, realMasterState: { ...base, timeZone: 'America/Chicago' } });
    expect(out).toMatchObject({ title: 'Renamed', timeZone: 'America/Denver', status: 'pending' });
  });

  it('without a base (replication state lost, e.g. by a schema migration) what equals the server is no edit', () => {
    const migrated = { ...base, timeZone: '' };
    const server = { ...base, timeZone: 'America/Chicago' };
    expect(resolveListingConflict({ newDocumentState: migrated, realMasterState: server })).toMatchObject({ status: 'approved', timeZone: 'America/Chicago' });
    // A real difference still wins as the owner's edit.
    const out = resolveListingConflict({ newDocumentState: { ...migrated, title: 'Typed offline' }, realMasterState: server });
    expect(out).toMatchObject({ title: 'Typed offline', status: 'pending', timeZone: 'America/Chicago' });
  });
});
