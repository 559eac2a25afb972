import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RxJsonSchema } from 'rxdb';
import { useTestDatabase } from '@/testing/db';
import { ensureCollection } from '@/lib/db/database';
import { userCollectionName } from '@/lib/db/user-collections';
import { signInAs, signOut } from '@/testing/session';
import { useListingPreview } from './use-listing-preview';

interface Stored {
  id: string;
  title: string;
  status: string;
}
// Only what the preview reads; the real collections (an owner's or an admin's copy) hold more.
const schema: RxJsonSchema<Stored> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: { type: 'string', maxLength: 64 }, title: { type: 'string' }, status: { type: 'string' } },
  required: ['id', 'title', 'status'],
};

beforeEach(async () => {
  await useTestDatabase();
  signOut();
});

describe('useListingPreview', () => {
  it('finds a pending listing in an admin’s copy', async () => {
    signInAs('admin', { uid: 'root' });
    const copy = await ensureCollection<Stored>(userCollectionName('adminlistings', 'root'), schema);
    await copy.insert({ id: 'p-1', title: 'Pending Place', status: 'pending' });
    const { result } = renderHook(() => useListingPreview('p-1', true));
    await waitFor(() => expect(result.current.answered).toBe(true));
    expect(result.current.preview).toMatchObject({ id: 'p-1', title: 'Pending Place', status: 'pending' });
  });

  it('reads an owner’s own copy, never the admin’s', async () => {
    signInAs('diner', { uid: 'olive' });
    await (await ensureCollection<Stored>(userCollectionName('mylistings', 'olive'), schema)).insert({ id: 'mine', title: 'Mine', status: 'rejected' });
    const { result } = renderHook(({ id }) => useListingPreview(id, true), { initialProps: { id: 'mine' } });
    await waitFor(() => expect(result.current.preview?.title).toBe('Mine'));
  });

  it('does not answer "none" in the render where it is first asked', async () => {
    signInAs('admin', { uid: 'root' });
    const copy = await ensureCollection<Stored>(userCollectionName('adminlistings', 'root'), schema);
    await copy.insert({ id: 'p-2', title: 'Later', status: 'pending' });
    const seen: { answered: boolean; found: boolean }[] = [];
    const { result, rerender } = renderHook(({ enabled }) => {
      const state = useListingPreview('p-2', enabled);
      seen.push({ answered: state.answered, found: !!state.preview });
      return state;
    }, { initialProps: { enabled: false } });
    await waitFor(() => expect(result.current.answered).toBe(true));
    seen.length = 0;
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.preview?.title).toBe('Later'));
    // Every render before the answer said "not answered yet", never "answered, nothing".
    expect(seen.filter((s) => s.answered && !s.found)).toEqual([]);
  });

  it('a visitor has nothing to preview, answered at once', () => {
    const { result } = renderHook(() => useListingPreview('p-1', true));
    expect(result.current).toEqual({ preview: null, answered: true });
  });
});
