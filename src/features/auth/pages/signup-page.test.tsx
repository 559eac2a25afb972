// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@/testing/render';
import { signOut } from '@/testing/session';
import { useToastStore } from '@/stores/toast-store';

const registerDiner = vi.fn<(input: unknown) => Promise<void>>();
vi.mock('../data/auth-actions', () => ({ registerDiner: (input: unknown) => registerDiner(input) }));

const { SignupPage } = await import('./signup-page');

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

function fillValid(overrides: Partial<Record<'password' | 'confirm', string>> = {}) {
  fill('Full name', 'Dina Diner');
  fill('Email', 'dina@example.com');
  fill('Password', overrides.password ?? 'secret1');
  fill('Confirm password', overrides.confirm ?? overrides.password ?? 'secret1');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
const currentToast = () => useToastStore.getState().current;

function renderAt(state?: unknown) {
  renderWithProviders(
    <Routes>
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/listings" element={<p>Listings screen</p>} />
      <Route path="/listing/:id" element={<p>Listing screen</p>} />
    </Routes>,
    { route: { pathname: '/signup', state } as unknown as string },
  );
}

describe('SignupPage (diners)', () => {
  beforeEach(() => {
    registerDiner.mockReset();
    useToastStore.setState({ current: null });
    signOut();
  });

  it('asks for no business, links the owner form, the Terms and the Privacy Policy', () => {
    renderAt();
    for (const label of ['Full name', 'Email', 'Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.queryByLabelText('Business name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Business type')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List your business' })).toHaveAttribute('href', '/register');
    expect(screen.getByText(/By creating an account you agree to the/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it("refuses mismatched or short passwords in the product's words", () => {
    renderAt();
    fillValid({ password: 'secret1', confirm: 'secret2' });
    submit();
    expect(currentToast()).toMatchObject({ title: "Passwords don't match", description: 'Please make sure your passwords match.' });
    fillValid({ password: '12345' });
    submit();
    expect(currentToast()).toMatchObject({ title: 'Password too short', description: 'Password must be at least 6 characters long.' });
    expect(registerDiner).not.toHaveBeenCalled();
  });

  it('creates the account without business fields and opens the listings', async () => {
    registerDiner.mockResolvedValue();
    renderAt();
    fillValid();
    await act(async () => submit());
    expect(registerDiner).toHaveBeenCalledWith({ fullName: 'Dina Diner', email: 'dina@example.com', password: 'secret1', confirm: 'secret1' });
    await screen.findByText('Listings screen');
    expect(currentToast()).toMatchObject({ title: 'Account created successfully!', description: 'Please check your email to verify your account' });
  });

  it('goes back to the page that asked for an account', async () => {
    registerDiner.mockResolvedValue();
    renderAt({ from: { pathname: '/listing/abc' } });
    fillValid();
    await act(async () => submit());
    await screen.findByText('Listing screen');
  });

  it("keeps what was typed and says 'Sign up Failed' when the server refuses", async () => {
    registerDiner.mockRejectedValue(Object.assign(new Error('Firebase: Error (auth/email-already-in-use).'), { code: 'auth/email-already-in-use' }));
    renderAt();
    fillValid();
    await act(async () => submit());
    await waitFor(() => expect(currentToast()?.title).toBe('Sign up Failed'));
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Dina Diner');
  });
});
