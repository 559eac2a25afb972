import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { signInAs } from '@/testing/session';
import type { ContactMessage } from '../../data/contact-messages';
import { InboxSection } from './inbox-section';

const state = vi.hoisted(() => ({ messages: [] as ContactMessage[], setStatus: vi.fn(), subscribers: vi.fn() }));
vi.mock('../../data/contact-messages', () => ({
  useContactMessages: () => ({ messages: state.messages, loading: false, error: null }),
  setMessageStatus: state.setStatus,
}));
vi.mock('../../data/newsletter-subscribers', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  readSubscribers: state.subscribers,
}));
vi.mock('@/lib/firebase/app', () => ({ getDb: () => ({}) }));

const message = (over: Partial<ContactMessage>): ContactMessage => ({
  id: 'm1',
  name: 'Ana',
  email: 'ana@x.test',
  message: 'Do you list food trucks?',
  status: 'open',
  createdAt: Date.now() - 60_000,
  ...over,
});

beforeEach(() => {
  state.messages = [message({}), message({ id: 'm2', name: 'Ben', status: 'resolved' })];
  state.setStatus.mockReset().mockResolvedValue(undefined);
  state.subscribers.mockReset().mockResolvedValue([{ email: 'sub@x.test', confirmedAt: 1 }]);
  signInAs('admin', { email: 'root@x.test', displayName: 'Root' });
});

describe('InboxSection', () => {
  it('lists open messages with a reply link, and resolves one as the signed-in admin', async () => {
    renderWithProviders(<InboxSection />);
    const [card] = screen.getAllByTestId('contact-message');
    expect(card.textContent).toContain('Do you list food trucks?');
    expect(within(card).getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:ana%40x\.test\?subject=/),
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Mark resolved' }));
    expect(state.setStatus).toHaveBeenCalledWith('m1', 'resolved', 'admin-1');
    await userEvent.click(screen.getByRole('button', { name: /Resolved/ }));
    expect(screen.getAllByTestId('contact-message').map((c) => c.getAttribute('data-status'))).toEqual(['resolved']);
  });

  it('shows the confirmed subscribers on request, with an export', async () => {
    renderWithProviders(<InboxSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Show confirmed subscribers' }));
    await waitFor(() => expect(screen.getByTestId('subscriber-count').textContent).toBe('1 confirmed subscriber'));
    expect(screen.getByRole('list', { name: 'Confirmed subscribers' }).textContent).toContain('sub@x.test');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('says when there is nothing open', () => {
    state.messages = [];
    renderWithProviders(<InboxSection />);
    expect(screen.getByText('No open messages')).toBeInTheDocument();
  });
});
