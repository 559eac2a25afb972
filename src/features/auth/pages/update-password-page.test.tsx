// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { signInAs, signOut } from '@/testing/session';
import { useToastStore } from '@/stores/toast-store';

const checkResetCode = vi.fn<(code: string) => Promise<string>>();
const resetPassword = vi.fn<(code: string, password: string) => Promise<void>>();
vi.mock('../data/auth-actions', () => ({
  checkResetCode: (code: string) => checkResetCode(code),
  resetPassword: (code: string, password: string) => resetPassword(code, password),
  changePassword: vi.fn(),
  NotAuthenticatedError: class extends Error {},
}));

const { UpdatePasswordPage } = await import('./update-password-page');

const button = () => screen.getByRole('button', { name: 'Update Password' }) as HTMLButtonElement;
const fill = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('UpdatePasswordPage', () => {
  beforeEach(() => {
    checkResetCode.mockReset();
    resetPassword.mockReset();
    useToastStore.setState({ current: null });
    signOut();
  });

  it('without a reset code or a session: disabled, and Not authenticated on submit', () => {
    renderWithProviders(<UpdatePasswordPage />, { route: '/update-password' });
    expect(button().disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('update-password-form'));
    expect(useToastStore.getState().current).toMatchObject({
      title: 'Not authenticated',
      description: 'You need to be logged in to update your password this way.',
    });
  });

  it('is enabled for a signed-in user', () => {
    signInAs('diner', { uid: 'u', email: 'me@x.test', displayName: 'Me' });
    renderWithProviders(<UpdatePasswordPage />, { route: '/update-password' });
    expect(button().disabled).toBe(false);
    expect(screen.getByText('me@x.test')).toBeInTheDocument();
  });

  it('verifies a reset code first, then checks the passwords match', async () => {
    checkResetCode.mockResolvedValue('nora@example.com');
    renderWithProviders(<UpdatePasswordPage />, { route: '/update-password?mode=resetPassword&oobCode=abc' });
    expect(button().disabled).toBe(true);
    await screen.findByText('nora@example.com');
    expect(checkResetCode).toHaveBeenCalledWith('abc');
    expect(button().disabled).toBe(false);
    fill('New password', 'newpass1');
    fill('Confirm new password', 'newpass2');
    fireEvent.click(button());
    expect(useToastStore.getState().current?.title).toBe("Passwords don't match");
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('says so when the link expired, and links to a new one', async () => {
    checkResetCode.mockRejectedValue(Object.assign(new Error('expired'), { code: 'auth/expired-action-code' }));
    renderWithProviders(<UpdatePasswordPage />, { route: '/update-password?mode=resetPassword&oobCode=old' });
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).toMatch(/expired/);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(button().disabled).toBe(true);
  });

  it('resets the password with the code', async () => {
    checkResetCode.mockResolvedValue('nora@example.com');
    resetPassword.mockResolvedValue();
    renderWithProviders(<UpdatePasswordPage />, { route: '/update-password?mode=resetPassword&oobCode=abc' });
    await screen.findByText('nora@example.com');
    fill('New password', 'newpass1');
    fill('Confirm new password', 'newpass1');
    fireEvent.click(button());
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe('Password Updated Successfully'));
    expect(resetPassword).toHaveBeenCalledWith('abc', 'newpass1');
  });
});
