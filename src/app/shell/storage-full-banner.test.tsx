import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { useStorageStore } from '@/stores/storage-store';
import { StorageFullBanner } from './storage-full-banner';

describe('StorageFullBanner', () => {
  afterEach(() => useStorageStore.getState().setFull(false));

  it('says in words that the device is full for as long as it is, then goes', () => {
    renderWithProviders(<StorageFullBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => useStorageStore.getState().setFull(true));
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain('This device is out of storage space');
    expect(banner.textContent).toContain("Everything still works while you're online");
    act(() => useStorageStore.getState().setFull(false));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
