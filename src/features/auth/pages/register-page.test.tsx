// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@/testing/render';
import { signOut } from '@/testing/session';
import { useToastStore } from '@/stores/toast-store';

const register = vi.fn<(input: unknown) => Promise<void>>();
vi.mock('../data/auth-actions', () => ({ register: (input: unknown) => register(input) }));

const { RegisterPage } = await import('./register-page');

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

function fillValid(overrides: Partial<Record<'password' | 'confirm', string>> = {}) {
  fill('Full name', 'Nora Baker');
  fill('Email', 'nora@example.com');
  fill('Business name', 'Nora’s Bakehouse');
  fireEvent.change(screen.getByLabelText('Business type'), { target: { value: 'Bakery' } });
  fill('Password', overrides.password ?? 'secret1');
  fill('Confirm password', overrides.confirm ?? overrides.password ?? 'secret1');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
const currentToast = () => useToastStore.getState().current;
const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/login" element={<p>Login screen</p>} />
    </Routes>,
    { route: '/register' },
  );

describe('RegisterPage', () => {
  beforeEach(() => {
    register.mockReset();
    useToastStore.setState({ current: null });
    signOut();
  });

  it('asks for every field, with an email-type email and the five business types', () => {
    renderPage();
    for (const label of ['Full name', 'Email', 'Business name', 'Business type', 'Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    const select = screen.getByLabelText('Business type') as HTMLSelectElement;
    expect(select.value).toBe('Restaurant');
    expect([...select.options].map((o) => o.value)).toEqual(['Restaurant', 'Coffee Shop', 'Bakery', 'Cafe', 'Fast Food']);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create a diner account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it("says 'Passwords don't match' when the confirmation differs", () => {
    renderPage();
    fillValid({ password: 'secret1', confirm: 'secret2' });
    submit();
    expect(currentToast()).toMatchObject({
      title: "Passwords don't match",
      description: 'Please make sure your passwords match.',
      variant: 'destructive',
    });
    expect(register).not.toHaveBeenCalled();
  });

  it("says 'Password too short' under 6 characters", () => {
    renderPage();
    fillValid({ password: '12345' });
    submit();
    expect(currentToast()).toMatchObject({
      title: 'Password too short',
      description: 'Password must be at least 6 characters long.',
      variant: 'destructive',
    });
    expect(register).not.toHaveBeenCalled();
  });

  it('does not submit with an empty field', () => {
    renderPage();
    fillValid();
    fill('Business name', '   ');
    fireEvent.submit(screen.getByRole('button', { name: 'Create account' }).closest('form')!);
    expect(register).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Business name')).toHaveFocus();
  });

  it('creates the account, confirms and goes to /login', async () => {
    renderPage();
    register.mockResolvedValue();
    fillValid();
    await act(async () => submit());
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({
        fullName: 'Nora Baker',
        email: 'nora@example.com',
        businessName: 'Nora’s Bakehouse',
        businessType: 'Bakery',
        password: 'secret1',
      }),
    );
    await screen.findByText('Login screen');
    expect(currentToast()).toMatchObject({ title: 'Account created successfully!', description: 'Please check your email to verify your account' });
  });

  it("shows 'Sign up Failed' with a friendly message when the server refuses", async () => {
    renderPage();
    register.mockRejectedValue(Object.assign(new Error('Firebase: Error (auth/email-already-in-use).'), { code: 'auth/email-already-in-use' }));
    fillValid();
    await act(async () => submit());
    await waitFor(() => expect(currentToast()?.title).toBe('Sign up Failed'));
    expect(currentToast()?.description).toMatch(/already exists/);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });
});
