// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { useToastStore } from '@/stores/toast-store';
import { ContactPage } from './contact-page';

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: /send message/i }));
}

describe('ContactPage', () => {
  beforeEach(() => {
    useToastStore.setState({ current: null });
    renderWithProviders(<ContactPage />, { route: '/contact' });
  });

  // Explicit: RTL only auto-cleans when vitest globals are enabled.
  afterEach(() => cleanup());

  it('shows the Incomplete Form toast when submitted empty', () => {
    submit();
    expect(useToastStore.getState().current).toMatchObject({
      title: 'Incomplete Form',
      description: 'Please fill out all fields.',
      variant: 'destructive',
    });
    expect(document.activeElement).toBe(field('Name'));
  });

  it('treats whitespace-only fields as empty', () => {
    fireEvent.input(field('Name'), { target: { value: 'Ana' } });
    fireEvent.input(field('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.input(field('Message'), { target: { value: '   ' } });
    submit();
    expect(useToastStore.getState().current?.title).toBe('Incomplete Form');
    expect(document.activeElement).toBe(field('Message'));
  });

  it('confirms a complete message and clears the form', () => {
    fireEvent.input(field('Name'), { target: { value: 'Ana' } });
    fireEvent.input(field('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.input(field('Message'), { target: { value: 'Do you list food trucks?' } });
    submit();
    expect(useToastStore.getState().current).toMatchObject({
      title: 'Message Sent!',
      description: "Thanks for reaching out. We'll get back to you soon.",
    });
    expect(field('Name').value).toBe('');
    expect(field('Email').value).toBe('');
    expect(field('Message').value).toBe('');
  });

  it('shows the office hours and support contacts', () => {
    expect(screen.getByText('Monday – Friday')).toBeTruthy();
    expect(screen.getByText('9:00 AM – 6:00 PM')).toBeTruthy();
    expect(screen.getByText('10:00 AM – 4:00 PM')).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@forkful.example' }).getAttribute('href')).toBe('mailto:support@forkful.example');
  });
});
