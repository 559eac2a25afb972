import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { useSessionStore, type SessionProfile } from '@/stores/session-store';
import { useSyncStore } from '@/stores/sync-store';
import { useToastStore } from '@/stores/toast-store';
import { isUsageSharingOn, setUsageSharing } from '@/lib/usage';

const firestore = vi.hoisted(() => ({
  updateDoc: vi.fn(async (_ref: unknown, _data: unknown) => undefined),
  doc: vi.fn(() => ({})),
  serverTimestamp: vi.fn(() => 'SERVER_TIMESTAMP'),
}));
vi.mock('firebase/firestore', () => firestore);
vi.mock('@/lib/firebase/app', () => ({ getDb: () => ({}) }));
// The e-mail panel has tests of its own (email-settings.test.tsx).
vi.mock('../../data/mail-prefs', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  readMailOff: async () => [],
  writeMailOff: async () => undefined,
}));

const { SettingsSection } = await import('./settings-section');

const PROFILE: SessionProfile = {
  fullName: 'Olive Owner',
  email: 'olive@forkful.test',
  businessName: 'Olive Bakery',
  businessType: 'Bakery',
  role: 'business_owner',
  package: null,
  packageExpiresAt: null,
  status: 'active',
};

beforeEach(() => {
  firestore.updateDoc.mockClear();
  useSyncStore.setState({ online: true });
  signInAs('owner', { profile: PROFILE });
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('SettingsSection', () => {
  it('is prefilled from the profile and links to the password page', () => {
    renderWithProviders(<SettingsSection />);
    expect(input('Full name').value).toBe('Olive Owner');
    expect(input('Business name').value).toBe('Olive Bakery');
    expect((screen.getByLabelText('Business type') as HTMLSelectElement).value).toBe('Bakery');
    expect(screen.getByRole('link', { name: /change password/i })).toHaveAttribute('href', '/update-password');
  });

  it('saves, says so, and the session shows the new name', async () => {
    renderWithProviders(<SettingsSection />);
    fireEvent.input(input('Full name'), { target: { value: 'Olivia Owner' } });
    fireEvent.change(screen.getByLabelText('Business type'), { target: { value: 'Cafe' } });
    save();
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({ title: 'Settings saved', description: 'Your profile has been updated.' }),
    );
    expect(firestore.updateDoc).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().profile).toMatchObject({ fullName: 'Olivia Owner', businessType: 'Cafe' });
    expect(input('Full name').value).toBe('Olivia Owner');
  });

  it('refuses offline before writing, keeping what was typed', async () => {
    useSyncStore.setState({ online: false });
    renderWithProviders(<SettingsSection />);
    // (Billing history's loading placeholder is a status too.)
    expect(screen.getAllByRole('status').some((el) => /offline/i.test(el.textContent ?? ''))).toBe(true);
    fireEvent.input(input('Full name'), { target: { value: 'Olivia Owner' } });
    fireEvent.input(input('Business name'), { target: { value: 'Crumbs & Co' } });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe("You're offline. Connect to save your settings.");
    expect(firestore.updateDoc).not.toHaveBeenCalled();
    expect(input('Full name').value).toBe('Olivia Owner');
    expect(input('Business name').value).toBe('Crumbs & Co');
    expect(useSessionStore.getState().profile).toEqual(PROFILE);
  });

  it('validates inline', async () => {
    renderWithProviders(<SettingsSection />);
    fireEvent.input(input('Full name'), { target: { value: '   ' } });
    save();
    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    expect(input('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Full name')).toHaveFocus();
    expect(firestore.updateDoc).not.toHaveBeenCalled();
  });

  it('keeps the values and reports a server refusal', async () => {
    firestore.updateDoc.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    renderWithProviders(<SettingsSection />);
    fireEvent.input(input('Full name'), { target: { value: 'Olivia Owner' } });
    save();
    await waitFor(() => expect(useToastStore.getState().current).toMatchObject({ title: 'Save Failed', variant: 'destructive' }));
    expect(input('Full name').value).toBe('Olivia Owner');
  });

  it('has the anonymous usage counts switch, on by default, that turns counting off on this device', () => {
    setUsageSharing(true);
    renderWithProviders(<SettingsSection />);
    const toggle = screen.getByRole('switch', { name: 'Share anonymous usage counts with listing owners' }) as HTMLInputElement;
    expect(toggle).toBeChecked();
    expect(toggle.getAttribute('aria-describedby') && document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /no account, no location/,
    );
    fireEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(isUsageSharingOn()).toBe(false);
    fireEvent.click(toggle);
    expect(isUsageSharingOn()).toBe(true);
  });
});
