import { afterEach, describe, expect, it, vi } from 'vitest';

const callFunction = vi.fn();
vi.mock('@/lib/firebase/functions', () => ({ callFunction: (...args: unknown[]) => callFunction(...args) }));

const { callAdmin, isStale, OFFLINE_MESSAGE } = await import('./call-admin');

/** What the Functions SDK rejects with: an Error carrying a `functions/…` code. */
const refusal = (code: string, message: string) => Object.assign(new Error(message), { code: `functions/${code}` });

afterEach(() => {
  callFunction.mockReset();
  vi.restoreAllMocks();
});

describe('callAdmin', () => {
  it('says at once that it needs a connection when offline, without calling', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(callAdmin('moderateListing', {})).rejects.toThrow(OFFLINE_MESSAGE);
    expect(callFunction).not.toHaveBeenCalled();
  });

  it('turns a request that got no answer into the connection message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    callFunction.mockRejectedValue(refusal('internal', 'internal'));
    await expect(callAdmin('moderateListing', {})).rejects.toThrow(OFFLINE_MESSAGE);
  });

  it('passes the server’s own sentence on, and tells a stale-version refusal apart', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    callFunction.mockRejectedValue(refusal('failed-precondition', 'This listing was changed since you opened it.'));
    const error = await callAdmin('moderateListing', {}).catch((e: unknown) => e);
    expect((error as Error).message).toBe('This listing was changed since you opened it.');
    expect(isStale(error)).toBe(true);

    callFunction.mockRejectedValue(refusal('invalid-argument', 'Please provide a reason for rejection.'));
    const other = await callAdmin('moderateListing', {}).catch((e: unknown) => e);
    expect((other as Error).message).toBe('Please provide a reason for rejection.');
    expect(isStale(other)).toBe(false);
  });

  it('returns the function’s result', async () => {
    callFunction.mockResolvedValue({ status: 'approved', updatedAt: 5 });
    await expect(callAdmin('moderateListing', { listingId: 'a' })).resolves.toEqual({ status: 'approved', updatedAt: 5 });
    expect(callFunction).toHaveBeenCalledWith('moderateListing', { listingId: 'a' });
  });
});
