import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { useToastStore } from '@/stores/toast-store';
import { useSyncStore } from '@/stores/sync-store';
import { NewsletterForm } from './newsletter-form';

const functions = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/firebase/functions', () => functions);

const input = () => screen.getByLabelText('Email address') as HTMLInputElement;
const subscribe = (email: string) => {
  fireEvent.input(input(), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
};

beforeEach(() => {
  useToastStore.setState({ current: null });
  useSyncStore.setState({ online: true });
  functions.callFunction.mockReset().mockResolvedValue({ status: 'check-inbox' });
});

const renderForm = () => renderWithProviders(<NewsletterForm />);

describe('NewsletterForm', () => {
  it('asks the server, then says to confirm from the inbox (not "Subscribed!")', async () => {
    renderForm();
    subscribe(' ana@example.com ');
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe('Check your inbox to confirm'));
    expect(useToastStore.getState().current?.description).toContain('ana@example.com');
    expect(functions.callFunction).toHaveBeenCalledWith('subscribeNewsletter', { email: 'ana@example.com', website: '' });
    expect(input().value).toBe('');
  });

  it('an address without an @ is refused before anything is sent', () => {
    renderForm();
    subscribe('ana.example.com');
    expect(useToastStore.getState().current).toMatchObject({ title: 'Invalid Email', description: 'Please enter a valid email address.' });
    expect(functions.callFunction).not.toHaveBeenCalled();
  });

  it('offline, or when the server refuses, says so and keeps the address', async () => {
    renderForm();
    useSyncStore.setState({ online: false });
    subscribe('ana@example.com');
    expect(useToastStore.getState().current?.title).toBe('You’re offline');
    expect(input().value).toBe('ana@example.com');

    act(() => useSyncStore.setState({ online: true }));
    functions.callFunction.mockRejectedValueOnce(Object.assign(new Error('Too many sign-ups'), { code: 'functions/resource-exhausted' }));
    subscribe('ana@example.com');
    await waitFor(() => expect(useToastStore.getState().current).toMatchObject({ title: 'Not subscribed', description: 'Too many sign-ups' }));
    expect(input().value).toBe('ana@example.com');
  });
});
