import { beforeEach, describe, expect, it } from 'vitest';
import { emptyDraft, type OwnerListing } from '@/domain/listing';
import { listingConflictHandler, overriddenVersions, resolveListingConflict } from './listing-conflict';
import { listConflicts, removeConflictRecords } from './conflict-records';

const base: OwnerListing & { _deleted: boolean } = {
  ...emptyDraft(),
  id: 'L1',
  title: 'Blue Door Bakery',
  description: 'Sourdough since 1998.',
  telephone: '+1 555 0100',
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

// Device A pushed first (the server's version); device B, offline meanwhile, resolves.
const deviceA = { ...base, title: 'Blue Door (A)', description: 'A: wood-fired.', status: 'pending' as const, updatedAt: 2000 };
const deviceB = { ...base, description: 'B: fresh pasta.', telephone: '+1 555 0199', updatedAt: 2500 };

const lossesOf = (mine: typeof base, theirs: typeof base, assumed: typeof base | null = base) => {
  const input = { newDocumentState: mine, assumedMasterState: assumed ?? undefined, realMasterState: theirs };
  return overriddenVersions(input, resolveListingConflict(input));
};

describe('the conflict rule between two devices of one owner', () => {
  it('field by field: the resolving device’s changes, the other device’s changes to other fields', () => {
    const out = resolveListingConflict({ newDocumentState: deviceB, assumedMasterState: base, realMasterState: deviceA });
    expect(out).toMatchObject({ title: 'Blue Door (A)', description: 'B: fresh pasta.', telephone: '+1 555 0199', status: 'pending', updatedAt: 2500 });
  });

  it('only a field both changed to different values loses a version: the other device’s, with when it was edited', () => {
    expect(lossesOf(deviceB, deviceA)).toEqual([{ field: 'description', value: 'A: wood-fired.', editedAt: 2000 }]);
  });

  it('the same change on both sides, or a change on one side only, loses nothing', () => {
    expect(lossesOf({ ...deviceB, description: 'A: wood-fired.' }, deviceA)).toEqual([]);
    expect(lossesOf({ ...base, telephone: '+1 555 0199' }, deviceA)).toEqual([]);
  });

  it('lists merge without loss; past the limit the other side’s additions are kept as a version', () => {
    expect(lossesOf({ ...base, specialOffers: ['Free coffee', 'B offer'] }, { ...base, specialOffers: ['Free coffee', 'A offer'] })).toEqual([]);
    const nine = Array.from({ length: 9 }, (_, i) => `A${i}`);
    const theirs = { ...base, specialOffers: ['Free coffee', ...nine], updatedAt: 3000 };
    expect(lossesOf({ ...base, specialOffers: ['Free coffee', 'B offer'] }, theirs)).toEqual([{ field: 'specialOffers', value: theirs.specialOffers, editedAt: 3000 }]);
  });

  it('nothing is recorded without a base, for a deletion that stands, or for the derived time zone', () => {
    expect(lossesOf(deviceB, deviceA, null)).toEqual([]);
    expect(lossesOf({ ...base, _deleted: true }, deviceA)).toEqual([]);
    expect(lossesOf({ ...base, title: 'x', timeZone: 'America/Denver' }, { ...base, timeZone: 'America/Chicago' })).toEqual([]);
  });

  it('an admin’s change of a field the owner also changed is kept as a version too', () => {
    expect(lossesOf({ ...base, title: 'Owner title' }, { ...base, title: 'Admin title', updatedAt: 1800 })).toEqual([{ field: 'title', value: 'Admin title', editedAt: 1800 }]);
  });
});

describe('the handler keeps the overridden versions on this device', () => {
  beforeEach(() => removeConflictRecords(null));

  it('records them under the listing’s owner; resolving the same conflict again makes no second record', async () => {
    const input = { newDocumentState: deviceB, assumedMasterState: base, realMasterState: deviceA };
    const out = await listingConflictHandler.resolve(input, 'replication-resolve-conflict');
    expect(out.description).toBe('B: fresh pasta.');
    await listingConflictHandler.resolve(input, 'replication-resolve-conflict');
    expect(await listConflicts('alice')).toEqual([expect.objectContaining({ uid: 'alice', listingId: 'L1', field: 'description', value: 'A: wood-fired.', editedAt: 2000 })]);
  });

  it('several conflicts on one device are all kept, each version of each field', async () => {
    await listingConflictHandler.resolve({ newDocumentState: deviceB, assumedMasterState: base, realMasterState: deviceA }, 'replication-resolve-conflict');
    // A third device pushed again before B's merge landed: B resolves against that one too.
    const deviceC = { ...deviceA, description: 'C: brunch.', title: 'Blue Door (C)', updatedAt: 2600 };
    await listingConflictHandler.resolve({ newDocumentState: { ...deviceB, title: 'B title' }, assumedMasterState: deviceA, realMasterState: deviceC }, 'replication-resolve-conflict');
    const kept = (await listConflicts('alice')).map((r) => [r.field, r.value]);
    expect(kept).toEqual([
      ['description', 'A: wood-fired.'],
      ['description', 'C: brunch.'],
      ['title', 'Blue Door (C)'],
    ]);
  });
});
