import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { useSyncStore } from '@/stores/sync-store';
import { syncedFlagKey } from '@/hooks/use-first-sync';
import { SyncStatus, SYNCING_TEXT } from './sync-status';

describe('SyncStatus', () => {
  beforeEach(() => {
    localStorage.clear();
    useSyncStore.setState({ online: true, synced: {} });
  });
  afterEach(() => useSyncStore.setState({ online: true, synced: {} }));

  it('says the catalogue is still being saved until its first sync finishes, then goes away', () => {
    renderWithProviders(<SyncStatus />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(SYNCING_TEXT);
    act(() => useSyncStore.getState().markSynced('ads'));
    expect(screen.getByRole('status')).toBe(status);
    act(() => useSyncStore.getState().markSynced('catalog'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows nothing on a device whose catalogue synced on an earlier visit', () => {
    localStorage.setItem(syncedFlagKey('catalog'), '1');
    renderWithProviders(<SyncStatus />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives way to the offline banner while offline, and is back once online', () => {
    useSyncStore.setState({ online: false });
    renderWithProviders(<SyncStatus />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => useSyncStore.getState().setOnline(true));
    expect(screen.getByRole('status').textContent).toBe(SYNCING_TEXT);
  });
});
