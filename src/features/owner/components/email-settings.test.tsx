import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { useToastStore } from '@/stores/toast-store';
import { EmailSettings } from './email-settings';

const store = vi.hoisted(() => ({ off: [] as string[], read: vi.fn(), write: vi.fn() }));
vi.mock('../data/mail-prefs', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../data/mail-prefs')>()),
  readMailOff: store.read,
  writeMailOff: store.write,
}));

beforeEach(() => {
  store.off = ['plans'];
  store.read.mockReset().mockImplementation(async () => [...store.off]);
  store.write.mockReset().mockImplementation(async (_uid: string, off: string[]) => {
    store.off = [...off];
  });
});

describe('EmailSettings', () => {
  it('shows a switch per kind of e-mail, on unless turned off', async () => {
    renderWithProviders(<EmailSettings uid="u1" email="ada@x.test" online />);
    expect(await screen.findByRole('switch', { name: 'Listing decisions' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Plan and payments' })).not.toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(6);
    expect(screen.getByText('ada@x.test')).toBeInTheDocument();
  });

  it('a switch changes only once the choice is stored, then says Saved', async () => {
    let finish!: () => void;
    store.write.mockImplementationOnce((_uid: string, off: string[]) => new Promise<void>((r) => (finish = () => ((store.off = off), r()))));
    renderWithProviders(<EmailSettings uid="u1" email="ada@x.test" online />);
    const reviews = await screen.findByRole('switch', { name: 'Review replies' });
    await userEvent.click(reviews);
    expect(store.write).toHaveBeenCalledWith('u1', ['plans', 'reviews']);
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    expect(reviews).toBeChecked();
    finish();
    await waitFor(() => expect(reviews).toHaveProperty('checked', false));
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('a failed save keeps the switch as it was and says so', async () => {
    store.write.mockRejectedValueOnce(new Error('permission-denied'));
    renderWithProviders(<EmailSettings uid="u1" email="ada@x.test" online />);
    const listings = await screen.findByRole('switch', { name: 'Listing decisions' });
    await userEvent.click(listings);
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({ title: 'Not saved', description: 'Could not save your e-mail choice. Try again.' }),
    );
    expect(listings).toBeChecked();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('offline it says the choices wait for a connection, and reads nothing', () => {
    renderWithProviders(<EmailSettings uid="u1" email="ada@x.test" online={false} />);
    expect(screen.getByRole('status').textContent).toContain('once you’re back online');
    expect(store.read).not.toHaveBeenCalled();
  });

  it('a failed load offers to try again', async () => {
    store.read.mockRejectedValueOnce(new Error('unavailable'));
    renderWithProviders(<EmailSettings uid="u1" email="ada@x.test" online />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Listing decisions' })).toBeInTheDocument();
  });
});
