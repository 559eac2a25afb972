import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Timestamp } from 'firebase/firestore';

const fromServer = vi.fn();
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  // Queries as plain descriptions; only the server read matters here.
  query: (_base: unknown, ...parts: unknown[]) => parts.flat(),
  where: (f: unknown, op: unknown, v: unknown) => ['where', f, op, v instanceof Timestamp ? v.toDate().toISOString() : v],
  orderBy: (f: unknown) => ['orderBy', f],
  limit: (n: unknown) => ['limit', n],
  documentId: () => '__id__',
  waitForPendingWrites: () => Promise.resolve(),
  getDocs: () => Promise.reject(new Error('the cache must never answer a pull')),
  getDocsFromServer: (q: unknown) => fromServer(q),
}));

const { serverPull } = await import('./server-pull');

const row = (id: string, iso: string, title: string) => ({
  id,
  data: () => ({ title, serverTimestamp: Timestamp.fromDate(new Date(iso)) }),
});
const answer = (docs: ReturnType<typeof row>[]) => ({ docs, metadata: { hasPendingWrites: false } });

describe('serverPull', () => {
  beforeEach(() => {
    fromServer.mockReset();
  });

  it('fails when the server cannot be reached, instead of answering from the cache', async () => {
    fromServer.mockRejectedValue(Object.assign(new Error('Failed to get documents from server'), { code: 'unavailable' }));
    const pull = serverPull({} as never, {} as never, 'id');
    await expect(pull(undefined, 1000)).rejects.toThrow('from server');
  });

  it('answers the plugin’s pull: same-time documents first, then newer ones, and the last as checkpoint', async () => {
    const at = '2026-01-01T00:00:00.000Z';
    fromServer.mockImplementation(async (q: unknown[]) =>
      JSON.stringify(q).includes('"=="') ? answer([row('b', at, 'B')]) : answer([row('c', '2026-01-02T00:00:00.000Z', 'C'), row('d', '2026-01-03T00:00:00.000Z', 'D')]),
    );
    const pull = serverPull({} as never, {} as never, 'id');
    const result = await pull({ id: 'a', serverTimestamp: at }, 2);
    expect(result.documents).toEqual([{ id: 'b', title: 'B' }, { id: 'c', title: 'C' }]);
    expect(result.checkpoint).toEqual({ id: 'c', serverTimestamp: '2026-01-02T00:00:00.000Z' });
  });

  it('keeps the checkpoint when nothing is new', async () => {
    fromServer.mockResolvedValue(answer([]));
    const checkpoint = { id: 'a', serverTimestamp: '2026-01-01T00:00:00.000Z' };
    expect(await serverPull({} as never, {} as never, 'id')(checkpoint, 10)).toEqual({ checkpoint, documents: [] });
  });
});
