import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { useSyncStore } from '@/stores/sync-store';
import { UpdatePrompt } from './update-prompt';

describe('UpdatePrompt', () => {
  afterEach(() => useSyncStore.setState({ updateAvailable: false, applyUpdate: null }));

  it('shows nothing until a new version waits, then asks; Reload applies it', () => {
    renderWithProviders(<UpdatePrompt />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const apply = vi.fn();
    act(() => useSyncStore.getState().setUpdate(apply));
    const prompt = screen.getByRole('alertdialog', { name: 'Update available' });
    expect(prompt.textContent).toContain('A new version of Forkful is available.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('Later hides the prompt without applying the update', () => {
    const apply = vi.fn();
    useSyncStore.getState().setUpdate(apply);
    renderWithProviders(<UpdatePrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });
});
