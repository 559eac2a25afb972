import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore, type SessionProfile } from '@/stores/session-store';
import { useSyncStore } from '@/stores/sync-store';
import { signInAs } from '@/testing/session';

const firestore = vi.hoisted(() => ({
  updateDoc: vi.fn(async (_ref: unknown, _data: Record<string, unknown>) => undefined),
  doc: vi.fn((_db: unknown, ...path: string[]) => ({ path: path.join('/') })),
  serverTimestamp: vi.fn(() => 'SERVER_TIMESTAMP'),
}));
vi.mock('firebase/firestore', () => firestore);
vi.mock('@/lib/firebase/app', () => ({ getDb: () => ({}) }));

const { OFFLINE_ERROR, updateOwnerProfile, validateProfile } = await import('./update-profile');

const PROFILE: SessionProfile = {
  fullName: 'Olive Owner',
  email: 'olive@forkful.test',
  businessName: 'Olive Bakery',
  businessType: 'Bakery',
  role: 'business_owner',
  package: 'Gold',
  packageExpiresAt: null,
  status: 'active',
};
const INPUT = { fullName: '  Olivia Owner ', businessName: 'Crumbs & Co', businessType: 'Cafe' };

beforeEach(() => {
  firestore.updateDoc.mockClear();
  useSyncStore.setState({ online: true });
  signInAs('owner', { uid: 'u-1', profile: PROFILE });
});

describe('validateProfile', () => {
  it('checks the limits of the data model', () => {
    expect(validateProfile(INPUT)).toEqual({});
    expect(validateProfile({ ...INPUT, fullName: '   ' }).fullName).toBeTruthy();
    expect(validateProfile({ ...INPUT, fullName: 'x'.repeat(101) }).fullName).toBeTruthy();
    expect(validateProfile({ ...INPUT, businessName: 'x'.repeat(121) }).businessName).toBeTruthy();
    expect(validateProfile({ ...INPUT, businessName: '' })).toEqual({});
    expect(validateProfile({ ...INPUT, businessType: 'Restaurants' }).businessType).toBeTruthy();
  });
});

describe('updateOwnerProfile', () => {
  it('writes exactly the fields the rules allow, then updates the session', async () => {
    await updateOwnerProfile('u-1', INPUT);
    expect(firestore.updateDoc).toHaveBeenCalledTimes(1);
    const [ref, data] = firestore.updateDoc.mock.calls[0];
    expect(ref).toEqual({ path: 'profiles/u-1' });
    expect(Object.keys(data).sort()).toEqual(['businessName', 'businessType', 'fullName', 'serverTimestamp', 'updatedAt']);
    expect(data).toMatchObject({ fullName: 'Olivia Owner', businessName: 'Crumbs & Co', businessType: 'Cafe', serverTimestamp: 'SERVER_TIMESTAMP' });
    expect(typeof data.updatedAt).toBe('number');
    expect(useSessionStore.getState().profile).toEqual({ ...PROFILE, fullName: 'Olivia Owner', businessName: 'Crumbs & Co', businessType: 'Cafe' });
  });

  it('refuses offline before writing anything', async () => {
    useSyncStore.setState({ online: false });
    await expect(updateOwnerProfile('u-1', INPUT)).rejects.toThrow(OFFLINE_ERROR);
    expect(firestore.updateDoc).not.toHaveBeenCalled();
    expect(useSessionStore.getState().profile).toEqual(PROFILE);
  });

  it('refuses invalid input before writing anything', async () => {
    await expect(updateOwnerProfile('u-1', { ...INPUT, fullName: '' })).rejects.toThrow('Please enter your full name.');
    expect(firestore.updateDoc).not.toHaveBeenCalled();
  });

  it('turns a refused write into a message and leaves the session alone', async () => {
    firestore.updateDoc.mockRejectedValueOnce(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    await expect(updateOwnerProfile('u-1', INPUT)).rejects.toThrow('Your account cannot change these settings right now.');
    expect(useSessionStore.getState().profile).toEqual(PROFILE);
  });
});
