import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from 'firebase/auth';
import { useSessionStore } from '@/stores/session-store';
import { signInAs } from '@/testing/session';
import { flushTasks } from '@/testing/wait';

type Listener = (snap: { data: () => Record<string, unknown> | undefined }) => void;
const firestore = vi.hoisted(() => ({
  listener: null as null | ((snap: { data: () => Record<string, unknown> | undefined }) => void),
  updateDoc: vi.fn(async (_ref: unknown, _data: Record<string, unknown>) => undefined as unknown),
  doc: vi.fn((_db: unknown, ...path: string[]) => ({ path: path.join('/') })),
  serverTimestamp: vi.fn(() => 'SERVER_TIMESTAMP'),
  onSnapshot: vi.fn((_ref: unknown, next: (snap: { data: () => Record<string, unknown> | undefined }) => void) => {
    firestore.listener = next;
    return () => undefined;
  }),
}));
vi.mock('firebase/firestore', () => firestore);
vi.mock('@/lib/firebase/app', () => ({ getDb: () => ({}) }));

const { followProfile, stopFollowingProfile, resetEmailVerifiedMirror, MIRROR_RETRY_MS } = await import('./profile-watch');

const PROFILE = { fullName: 'Dina Diner', email: 'dina@forkful.test', role: 'business_owner', package: null, status: 'active', _deleted: false };
const denied = () => Object.assign(new Error('PERMISSION_DENIED: false for update'), { code: 'permission-denied' });

/** A user whose account says verified (Firebase reloaded it) while its cached ID token does not. */
function verifiedUserWithStaleToken() {
  const token = { emailVerified: false };
  const user = {
    uid: 'u-dina',
    emailVerified: true,
    getIdTokenResult: vi.fn(async () => ({ claims: { email_verified: token.emailVerified } })),
    getIdToken: vi.fn(async (force?: boolean) => {
      if (force) token.emailVerified = true;
      return 'token';
    }),
  };
  return { user, token };
}

/** The profile snapshot as the server (or a rolled-back local write) reports it. */
const emit = (data: Record<string, unknown>) => (firestore.listener as Listener)({ data: () => data });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  firestore.updateDoc.mockReset();
  firestore.listener = null;
  resetEmailVerifiedMirror();
  signInAs('diner');
});
afterEach(() => {
  stopFollowingProfile();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('copying "email verified" into the profile', () => {
  it('refreshes a token that still says unverified before writing', async () => {
    const { user, token } = verifiedUserWithStaleToken();
    // The rules compare with the token: refuse while it says false, as the emulator does.
    firestore.updateDoc.mockImplementation(async () => {
      if (!token.emailVerified) throw denied();
    });
    followProfile(user as unknown as User, () => undefined);
    emit({ ...PROFILE, emailVerified: false });
    await vi.waitFor(() => expect(firestore.updateDoc).toHaveBeenCalledTimes(1));

    expect(user.getIdToken).toHaveBeenCalledWith(true);
    expect(firestore.updateDoc.mock.calls[0]![1]).toMatchObject({ emailVerified: true });
    expect(user.getIdToken.mock.invocationCallOrder[0]).toBeLessThan(firestore.updateDoc.mock.invocationCallOrder[0]!);
  });

  it('does not retry a refused write at every snapshot its rollback causes, but backs off', async () => {
    const { user } = verifiedUserWithStaleToken();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    firestore.updateDoc.mockRejectedValue(denied());
    followProfile(user as unknown as User, () => undefined);

    // Each refused write is rolled back locally, which reports the old profile again.
    for (let i = 0; i < 20; i++) {
      emit({ ...PROFILE, emailVerified: false });
      await flushTasks();
    }
    expect(firestore.updateDoc).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + MIRROR_RETRY_MS + 1);
    emit({ ...PROFILE, emailVerified: false });
    await flushTasks();
    expect(firestore.updateDoc).toHaveBeenCalledTimes(2);

    // The second refusal doubles the wait.
    vi.setSystemTime(Date.now() + MIRROR_RETRY_MS + 1);
    emit({ ...PROFILE, emailVerified: false });
    await flushTasks();
    expect(firestore.updateDoc).toHaveBeenCalledTimes(2);
  });

  it('writes nothing when the profile already agrees', async () => {
    const { user } = verifiedUserWithStaleToken();
    followProfile(user as unknown as User, () => undefined);
    emit({ ...PROFILE, emailVerified: true });
    await flushTasks();
    expect(firestore.updateDoc).not.toHaveBeenCalled();
    expect(useSessionStore.getState().profile?.fullName).toBe('Dina Diner');
  });
});
