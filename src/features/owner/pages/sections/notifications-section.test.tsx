import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useTestDatabase } from '@/testing/db';
import { renderWithProviders } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { useSyncStore } from '@/stores/sync-store';
import { useToastStore } from '@/stores/toast-store';
import { getNotificationsCollection, notificationsCollectionName } from '../../data/notifications-collection';
import type { OwnerNotification } from '../../data/notification-schema';
import { NotificationsSection } from './notifications-section';

// The real local write, unless a test asks it to fail.
const failing = vi.hoisted(() => ({ on: false }));
vi.mock('../../data/mark-all-read', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../data/mark-all-read')>();
  return {
    ...actual,
    markAllNotificationsRead: (uid: string) =>
      failing.on ? Promise.reject(new Error(actual.MARK_READ_ERROR)) : actual.markAllNotificationsRead(uid),
  };
});

const UID = 'u-olive';
const HOUR = 3600_000;
const note = (id: string, over: Partial<OwnerNotification> = {}): OwnerNotification => ({
  id,
  type: 'other',
  title: `Title ${id}`,
  message: `Message ${id}`,
  isRead: false,
  createdAt: Date.now() - HOUR,
  ...over,
});

beforeEach(async () => {
  failing.on = false;
  await useTestDatabase();
  signInAs('owner', { uid: UID, profile: null });
  useSyncStore.setState({ synced: { [notificationsCollectionName(UID)]: true }, online: true, lastError: null });
});

const markButton = () => screen.getByRole('button', { name: /mark all as read/i }) as HTMLButtonElement;

describe('NotificationsSection', () => {
  it('shows the empty inbox, with the button disabled', async () => {
    renderWithProviders(<NotificationsSection />);
    expect(await screen.findByText('Your inbox is empty')).toBeInTheDocument();
    expect(markButton().disabled).toBe(true);
  });

  it('shows skeletons, not the empty inbox, before the first sync', async () => {
    useSyncStore.setState({ synced: {} });
    renderWithProviders(<NotificationsSection />);
    expect(await screen.findByLabelText('Loading notifications')).toBeInTheDocument();
    expect(screen.queryByText('Your inbox is empty')).not.toBeInTheDocument();
  });

  it('lists newest first with title, message, time, icon and unread marks', async () => {
    await (
      await getNotificationsCollection(UID)
    ).bulkInsert([
      note('a', { type: 'listing_approved', title: 'Listing approved', listingId: 'l-1', createdAt: Date.now() - 3 * HOUR }),
      note('b', { type: 'listing_rejected', title: 'Listing rejected', isRead: true, createdAt: Date.now() - 60_000 }),
    ]);
    renderWithProviders(<NotificationsSection />);
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('notification');
    expect(within(first).getByText('Listing rejected')).toBeInTheDocument();
    expect(within(first).queryByText(/unread/i)).not.toBeInTheDocument();
    expect(within(first).getByTestId('notification-icon-listing_rejected')).toBeInTheDocument();
    expect(within(second).getByText(/Unread/).textContent).toBe('Unread: ');
    expect(within(second).getByText('Message a')).toBeInTheDocument();
    const time = within(second).getByText('3 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(second).toHaveAttribute('data-unread', 'true');
    expect(within(second).getByTestId('notification-icon-listing_approved')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'View listing' })).toHaveAttribute('href', '/listing/l-1');
    // No listingId (as the server may send): no link.
    expect(within(first).queryByRole('link')).not.toBeInTheDocument();
  });

  it('marks all as read locally, then disables the button', async () => {
    await (await getNotificationsCollection(UID)).bulkInsert([note('a'), note('b', { isRead: true })]);
    renderWithProviders(<NotificationsSection />);
    await waitFor(() => expect(markButton().disabled).toBe(false));
    fireEvent.click(markButton());
    expect(await screen.findByText('All caught up')).toBeInTheDocument();
    expect(screen.getAllByTestId('notification').every((n) => n.getAttribute('data-unread') === 'false')).toBe(true);
    expect(markButton().disabled).toBe(true);
    expect((await (await getNotificationsCollection(UID)).find().exec()).every((d) => d.isRead)).toBe(true);
  });

  it('says so in a toast when marking fails', async () => {
    failing.on = true;
    await (await getNotificationsCollection(UID)).insert(note('a'));
    renderWithProviders(<NotificationsSection />);
    await waitFor(() => expect(markButton().disabled).toBe(false));
    fireEvent.click(markButton());
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        title: 'Error',
        description: 'Could not mark notifications as read.',
        variant: 'destructive',
      }),
    );
    expect(markButton().disabled).toBe(false);
  });

  it('shows a load error as a visible line', async () => {
    useSyncStore.setState({ synced: {}, lastError: 'permission-denied' });
    renderWithProviders(<NotificationsSection />);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not fetch notifications.');
  });
});
