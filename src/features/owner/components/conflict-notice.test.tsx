import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/render';
import { useToastStore } from '@/stores/toast-store';
import type { ConflictRecord } from '../data/conflict-records';
import { ConflictNotice } from './conflict-notice';
import { describeValue, otherVersionLead } from './conflict-notice-text';

const record = (over: Partial<ConflictRecord> = {}): ConflictRecord => ({
  uid: 'u1',
  listingId: 'L1',
  field: 'description',
  value: 'Wood-fired pizza, open late on Fridays.',
  editedAt: Date.now() - 5 * 60_000,
  savedAt: Date.now(),
  ...over,
});

/** The notice as a parent uses it: a used or dismissed record leaves the list. */
function Harness({
  initial,
  onUse = async () => undefined,
  fallback,
}: {
  initial: ConflictRecord[];
  onUse?: (r: ConflictRecord) => Promise<void>;
  fallback?: boolean;
}) {
  const [records, setRecords] = useState(initial);
  const drop = (r: ConflictRecord) => setRecords((all) => all.filter((x) => x !== r));
  return (
    <>
      <ConflictNotice
        records={records}
        onUse={async (r) => {
          await onUse(r);
          drop(r);
        }}
        onDismiss={async (r) => drop(r)}
        focusAfter={() => (fallback ? document.getElementById('after') : null)}
      />
      <a id="after" href="#edit">
        Edit
      </a>
    </>
  );
}

describe('ConflictNotice', () => {
  it('says what happened and shows the other version’s text and when it was edited', () => {
    renderWithProviders(<Harness initial={[record()]} />);
    const group = screen.getByRole('group', { name: 'Also edited on another device' });
    const described = document.getElementById(group.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('We kept the version from this device; the other description was (edited 5 minutes ago):');
    expect(within(group).getByRole('blockquote', { name: 'The other description' }).textContent).toBe('“Wood-fired pizza, open late on Fridays.”');
    // Native buttons: reachable and pressed by keyboard without anything more.
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => [b.tagName, b.textContent]),
    ).toEqual([
      ['BUTTON', 'Use the other version'],
      ['BUTTON', 'Dismiss'],
    ]);
  });

  it('renders nothing without records', () => {
    const { container } = renderWithProviders(<ConflictNotice records={[]} onUse={vi.fn()} onDismiss={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('"Use the other version" applies it, confirms, and moves the focus to the next version, then to the fallback', async () => {
    const user = userEvent.setup();
    const onUse = vi.fn(async () => undefined);
    const second = record({ field: 'title', value: 'Blue Door (A)', editedAt: 1 });
    renderWithProviders(<Harness initial={[record(), second]} onUse={onUse} fallback />);
    const [firstUse] = screen.getAllByRole('button', { name: 'Use the other version' });
    firstUse.focus();
    await user.keyboard('{Enter}');
    expect(onUse).toHaveBeenCalledWith(expect.objectContaining({ field: 'description' }));
    expect(useToastStore.getState().current).toMatchObject({ title: 'Other version used', variant: 'success' });
    await waitFor(() => expect(screen.getAllByTestId('conflict-notice')).toHaveLength(1));
    expect(document.activeElement?.textContent).toBe('Use the other version');
    expect(screen.getByTestId('conflict-other').textContent).toContain('Blue Door (A)');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('conflict-notice')).not.toBeInTheDocument());
    expect(document.activeElement?.id).toBe('after');
  });

  it('a failure says so and keeps the notice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[record()]} onUse={async () => Promise.reject(new Error('Could not update listing.'))} />);
    await user.click(screen.getByRole('button', { name: 'Use the other version' }));
    await waitFor(() => expect(useToastStore.getState().current).toMatchObject({ title: 'Error', description: 'Could not update listing.' }));
    expect(screen.getAllByTestId('conflict-notice')).toHaveLength(1);
  });
});

describe('the other version in words', () => {
  it('names the field in a sentence, plural where it is', () => {
    expect(otherVersionLead('description')).toBe('the other description was');
    expect(otherVersionLead('openingHours')).toBe('the other opening hours were');
  });

  it('shows any field’s value as text', () => {
    expect(describeValue('title', '')).toBe('(empty)');
    expect(describeValue('specialOffers', ['Free coffee', 'Kids eat free'])).toBe('Free coffee · Kids eat free');
    expect(describeValue('images', ['a', 'b'])).toBe('2 photos');
    expect(describeValue('location', { lat: 39.7392, lng: -104.9903 })).toBe('39.73920, -104.99030');
    expect(describeValue('openingHours', { monday: { open: '09:00', close: '17:00' }, tuesday: null })).toBe('monday 09:00–17:00, tuesday closed');
    expect(describeValue('socialMedia', { facebook: 'https://fb.com/x', instagram: '' })).toBe('facebook: https://fb.com/x');
  });
});
