// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { useToastStore } from '@/stores/toast-store';
import { useSyncStore } from '@/stores/sync-store';
import { outboxItems } from '@/lib/outbox';
import { ContactPage } from './contact-page';

const functions = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/firebase/functions', () => functions);

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: /send message/i }));
}

describe('ContactPage', () => {
  beforeEach(() => {
    useToastStore.setState({ current: null });
    useSyncStore.setState({ online: true });
    functions.callFunction.mockReset().mockResolvedValue({ status: 'stored' });
  });

  const renderPage = () => renderWithProviders(<ContactPage />, { route: '/contact' });

  const fill = (email = 'ana@example.com') => {
    fireEvent.input(field('Name'), { target: { value: 'Ana' } });
    fireEvent.input(field('Email'), { target: { value: email } });
    fireEvent.input(field('Message'), { target: { value: 'Do you list food trucks?' } });
  };

  it('shows the Incomplete Form toast when submitted empty', () => {
    renderPage();
    submit();
    expect(useToastStore.getState().current).toMatchObject({
      title: 'Incomplete Form',
      description: 'Please fill out all fields.',
      variant: 'destructive',
    });
    expect(field('Name')).toHaveFocus();
  });

  it('treats whitespace-only fields as empty', () => {
    renderPage();
    fireEvent.input(field('Name'), { target: { value: 'Ana' } });
    fireEvent.input(field('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.input(field('Message'), { target: { value: '   ' } });
    submit();
    expect(useToastStore.getState().current?.title).toBe('Incomplete Form');
    expect(field('Message')).toHaveFocus();
  });

  it('sends a complete message, says so once stored, and clears the form', async () => {
    renderPage();
    fill();
    submit();
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        title: 'Message Sent!',
        description: "Thanks for reaching out. We'll get back to you soon.",
      }),
    );
    expect(functions.callFunction).toHaveBeenCalledWith(
      'sendContactMessage',
      expect.objectContaining({ name: 'Ana', email: 'ana@example.com', message: 'Do you list food trucks?', website: '' }),
    );
    expect(functions.callFunction.mock.calls[0][1].id).toMatch(/^[A-Za-z0-9_-]{12,64}$/);
    expect(field('Name').value).toBe('');
    expect(field('Message').value).toBe('');
  });

  it('refuses an address without a proper shape before sending', () => {
    renderPage();
    fill('ana-at-example');
    submit();
    expect(useToastStore.getState().current).toMatchObject({ title: 'Invalid Email', description: 'Please enter a valid email address.' });
    expect(field('Email')).toHaveFocus();
    expect(functions.callFunction).not.toHaveBeenCalled();
  });

  it('a refusal from the server keeps what was typed', async () => {
    renderPage();
    functions.callFunction.mockRejectedValueOnce(Object.assign(new Error('Please wait an hour'), { code: 'functions/resource-exhausted' }));
    fill();
    submit();
    await waitFor(() => expect(useToastStore.getState().current).toMatchObject({ title: 'Message not sent', description: 'Please wait an hour' }));
    expect(field('Message').value).toBe('Do you list food trucks?');
  });

  it('offline, keeps the message on the device and says it waits', async () => {
    renderPage();
    useSyncStore.setState({ online: false });
    fill();
    submit();
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe('Message saved on this device'));
    expect(functions.callFunction).not.toHaveBeenCalled();
    expect((await screen.findByRole('status')).textContent).toContain('One message is waiting on this device');
    const [kept] = await outboxItems('contact');
    expect(kept.payload).toMatchObject({ name: 'Ana', message: 'Do you list food trucks?' });
    expect(field('Name').value).toBe('');
  });

  it('shows the office hours and support contacts', () => {
    renderPage();
    expect(screen.getByText('Monday – Friday')).toBeInTheDocument();
    expect(screen.getByText('9:00 AM – 6:00 PM')).toBeInTheDocument();
    expect(screen.getByText('10:00 AM – 4:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@forkful.example' })).toHaveAttribute('href', 'mailto:support@forkful.example');
  });
});
