// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { useToastStore } from '@/stores/toast-store';
import { useSyncStore } from '@/stores/sync-store';
import { outboxItems } from '@/lib/outbox';
import { MESSAGE_ERRORS } from '@shared/message-fields';
import { AskQuestionCard } from './ask-question-card';

const functions = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/firebase/functions', () => functions);

const card = () => screen.getByRole('region', { name: 'Ask a question' });
const field = (name: string) => within(card()).getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const send = () => fireEvent.click(within(card()).getByRole('button', { name: 'Send question' }));

beforeEach(() => {
  useToastStore.setState({ current: null });
  useSyncStore.setState({ online: true });
  functions.callFunction.mockReset().mockResolvedValue({ status: 'stored' });
});
describe('AskQuestionCard', () => {
  it('asks for a name, a way to reply and a question before sending, and focuses what is missing', () => {
    renderWithProviders(<AskQuestionCard listingId="l-1" listingTitle="Ember & Oak" />);
    type('Your name', 'Dana');
    type('Your question', 'Table for 8?');
    send();
    expect(useToastStore.getState().current).toMatchObject({ title: 'Check your question', description: MESSAGE_ERRORS.leadIncomplete });
    expect(field('E-mail')).toHaveFocus();
    type('Phone (optional with an e-mail)', 'call me');
    send();
    expect(useToastStore.getState().current?.description).toBe(MESSAGE_ERRORS.phone);
    expect(field('Phone (optional with an e-mail)')).toHaveFocus();
    expect(functions.callFunction).not.toHaveBeenCalled();
  });

  it('sends with a phone number only, says so once stored, and clears the question', async () => {
    renderWithProviders(<AskQuestionCard listingId="l-1" listingTitle="Ember & Oak" />);
    type('Your name', 'Dana');
    type('Phone (optional with an e-mail)', '+1 (512) 555-0100');
    type('Your question', 'Table for 8?');
    send();
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({ title: 'Question sent', description: 'Ember & Oak will reply to you directly.' }),
    );
    expect(functions.callFunction).toHaveBeenCalledWith(
      'sendLead',
      expect.objectContaining({ listingId: 'l-1', name: 'Dana', email: '', phone: '+1 (512) 555-0100', message: 'Table for 8?', website: '' }),
    );
    expect(functions.callFunction.mock.calls[0][1]).not.toHaveProperty('listingTitle');
    expect(field('Your question').value).toBe('');
    expect(field('Your name').value).toBe('Dana');
  });

  it('a refusal keeps the question; offline it waits on the device', async () => {
    functions.callFunction.mockRejectedValueOnce(Object.assign(new Error(MESSAGE_ERRORS.leadsOff), { code: 'functions/failed-precondition' }));
    renderWithProviders(<AskQuestionCard listingId="l-1" listingTitle="Ember & Oak" />);
    type('Your name', 'Dana');
    type('E-mail', 'dana@example.com');
    type('Your question', 'Table for 8?');
    send();
    await waitFor(() => expect(useToastStore.getState().current).toMatchObject({ title: 'Question not sent', description: MESSAGE_ERRORS.leadsOff }));
    expect(field('Your question').value).toBe('Table for 8?');

    act(() => useSyncStore.setState({ online: false }));
    send();
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe('Question saved on this device'));
    expect((await within(card()).findByRole('status')).textContent).toContain('One question is waiting on this device');
    const [kept] = await outboxItems('lead');
    expect(kept.payload).toMatchObject({ listingId: 'l-1', email: 'dana@example.com', message: 'Table for 8?' });
    expect(functions.callFunction).toHaveBeenCalledTimes(1);
  });

  it('in the owner’s preview the form shows but sends nothing', () => {
    renderWithProviders(<AskQuestionCard listingId="l-1" listingTitle="Ember & Oak" preview />);
    expect(within(card()).getByRole('button', { name: 'Send question' })).toBeDisabled();
    expect(within(card()).getByText('Preview: diners send their questions here.')).toBeInTheDocument();
  });
});
