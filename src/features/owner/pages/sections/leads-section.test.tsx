import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useTestDatabase } from '@/testing/db';
import { renderWithProviders } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { useSyncStore } from '@/stores/sync-store';
import { useToastStore } from '@/stores/toast-store';
import { getLeadsCollection, leadsCollectionName, unpushedLeadIds } from '../../data/leads-collection';
import type { OwnerLead } from '../../data/lead-schema';
import { LeadsSection } from './leads-section';

const UID = 'u-olive';
const HOUR = 3600_000;
const lead = (id: string, over: Partial<OwnerLead> = {}): OwnerLead => ({
  id,
  listingId: 'l-1',
  listingTitle: 'Olive Bakery',
  name: `Diner ${id}`,
  email: `${id}@example.com`,
  phone: '',
  message: `Question ${id}`,
  fromUid: '',
  status: 'new',
  createdAt: Date.now() - HOUR,
  updatedAt: Date.now() - HOUR,
  ...over,
});

beforeEach(async () => {
  await useTestDatabase();
  localStorage.clear();
  useToastStore.setState({ current: null });
  signInAs('owner', { uid: UID, plan: 'Gold' });
  useSyncStore.setState({ synced: { [leadsCollectionName(UID)]: true }, online: true, lastError: null });
});

describe('LeadsSection', () => {
  it('shows skeletons before the first sync, then the empty inbox', async () => {
    useSyncStore.setState({ synced: {} });
    const view = renderWithProviders(<LeadsSection />);
    expect(await screen.findByLabelText('Loading questions')).toBeInTheDocument();
    expect(screen.queryByText('No questions yet')).not.toBeInTheDocument();
    useSyncStore.setState({ synced: { [leadsCollectionName(UID)]: true } });
    view.rerender(<LeadsSection />);
    expect(await screen.findByText('No questions yet')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('lists questions newest first with reply links, and moves one to answered and the archive', async () => {
    await (
      await getLeadsCollection(UID)
    ).bulkInsert([
      lead('a', { createdAt: Date.now() - 3 * HOUR, phone: '+1 (555) 010-2000' }),
      lead('b', { status: 'answered', email: '', phone: '555 0100' }),
    ]);
    renderWithProviders(<LeadsSection />);
    await waitFor(() => expect(screen.getAllByTestId('lead')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('lead');
    expect(within(first).getByRole('heading').textContent).toBe('Diner b');
    expect(within(first).queryByRole('link', { name: /by e-mail/ })).not.toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Call Diner b at 555 0100' })).toHaveAttribute('href', 'tel:5550100');
    expect(within(second).getByText('New')).toBeInTheDocument();
    const reply = within(second).getByRole('link', { name: 'Reply to Diner a by e-mail at a@example.com' });
    expect(reply).toHaveAttribute('href', `mailto:a@example.com?subject=${encodeURIComponent('Re: your question about Olive Bakery')}`);
    expect(within(second).getByRole('link', { name: 'Olive Bakery' })).toHaveAttribute('href', '/listing/l-1');
    expect(screen.getByRole('button', { name: 'Inbox (1 new)' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(within(second).getByRole('button', { name: 'Mark as answered' }));
    await waitFor(() => expect(screen.getAllByTestId('lead')[1]).toHaveAttribute('data-status', 'answered'));
    const stored = (await (await getLeadsCollection(UID)).findOne('a').exec())!;
    expect(stored.status).toBe('answered');
    expect(stored.updatedAt).toBeGreaterThan(Date.now() - 60_000);
    // Kept for a push even across a sign-out.
    expect(unpushedLeadIds(UID)).toEqual(['a']);
    expect(useToastStore.getState().current?.title).toBe('Marked as answered');

    fireEvent.click(within(screen.getAllByTestId('lead')[0]).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.getAllByTestId('lead')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Archived (1)' }));
    const archived = await screen.findByRole('list', { name: 'Archived questions' });
    expect(within(archived).getByRole('heading').textContent).toBe('Diner b');
    fireEvent.click(within(archived).getByRole('button', { name: 'Move to inbox' }));
    expect(await screen.findByText('Nothing archived')).toBeInTheDocument();
  });

  it('tells an owner whose plan lacks the Lead Form that diners cannot ask, and keeps old questions', async () => {
    signInAs('owner', { uid: UID, plan: 'Basic' });
    await (await getLeadsCollection(UID)).insert(lead('a'));
    renderWithProviders(<LeadsSection />);
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('Not shown on Basic — included with Silver, Gold and Platinum');
    expect(within(note).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(await screen.findByText('Question a')).toBeInTheDocument();
  });
});
