import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedCatalog, useTestDatabase } from '@/testing/db';
import { renderWithProviders } from '@/testing/render';
import { makeListing } from '@/testing/fixtures';
import { useSyncStore } from '@/stores/sync-store';
import { forgetViews, readRecentlyViewed, recordView } from '@/testing/recently-viewed';
import { signInAs, signOut } from '@/testing/session';
import { settleRealTimers } from '@/testing/wait';
import { RecentlyViewed } from './recently-viewed';

const titles = () =>
  within(screen.getByTestId('recently-viewed'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

beforeEach(async () => {
  await useTestDatabase();
  await forgetViews();
  useSyncStore.setState({ synced: { catalog: true }, online: true, lastError: null });
  signOut();
});

describe('RecentlyViewed', () => {
  it('renders nothing at all while the list is empty', async () => {
    await seedCatalog([makeListing({ id: 'a', title: 'Alpha' })]);
    const { container } = renderWithProviders(<RecentlyViewed />);
    // Give the RxDB reads time to finish (nothing signals an empty answer): still nothing, not even a heading.
    await act(() => settleRealTimers(50));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the viewed listings newest first, linking to them, without those gone from the catalogue', async () => {
    await seedCatalog([makeListing({ id: 'a', title: 'Alpha', city: 'Portland' }), makeListing({ id: 'b', title: 'Bravo' })]);
    await recordView('a', null, 1);
    await recordView('gone', null, 2);
    await recordView('b', null, 3);
    renderWithProviders(<RecentlyViewed />);
    await waitFor(() => expect(titles()).toEqual(['Bravo', 'Alpha']));
    // The listing that left the catalogue is dropped from the list itself.
    await waitFor(async () => expect((await readRecentlyViewed(null)).map((v) => v.listingId)).toEqual(['b', 'a']));
    // Asked once the list is settled: its pruning re-reads the catalogue for the new ids.
    // (The list may show its placeholders for a moment while the catalogue re-reads.)
    await waitFor(() => expect(screen.getByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/listing/a'));
    await waitFor(() => expect(titles()).toEqual(['Bravo', 'Alpha']));
  });

  it("holds the room of the cards it expects from its first paint, and none for another user's list", async () => {
    await seedCatalog([makeListing({ id: 'a', title: 'Alpha' }), makeListing({ id: 'b', title: 'Bravo' })]);
    await recordView('a', null);
    await recordView('b', null);
    const { unmount } = renderWithProviders(<RecentlyViewed />);
    // Synchronously, before anything was read: two placeholders.
    expect(within(screen.getByRole('status', { name: 'Loading recently viewed' })).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(titles()).toEqual(['Bravo', 'Alpha']));
    unmount();

    await recordView('a', 'alice');
    const { container } = renderWithProviders(<RecentlyViewed />); // signed out: alice's list is not ours
    expect(container).toBeEmptyDOMElement();
  });

  it('forgets the list with Clear, and disappears', async () => {
    await seedCatalog([makeListing({ id: 'a', title: 'Alpha' })]);
    await recordView('a', null);
    renderWithProviders(<RecentlyViewed />);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear recently viewed' }));
    await waitFor(() => expect(screen.queryByTestId('recently-viewed')).not.toBeInTheDocument());
    expect(await readRecentlyViewed(null)).toEqual([]);
  });

  it('shows a new view live, and nothing of a user after they sign out', async () => {
    await seedCatalog([makeListing({ id: 'a', title: 'Alpha' }), makeListing({ id: 'b', title: 'Bravo' })]);
    act(() => void signInAs('diner', { uid: 'alice' }));
    await recordView('a', 'alice');
    renderWithProviders(<RecentlyViewed />);
    await waitFor(() => expect(titles()).toEqual(['Alpha']));
    await act(() => recordView('b', 'alice'));
    await waitFor(() => expect(titles()).toEqual(['Bravo', 'Alpha']));
    act(() => signOut());
    await waitFor(() => expect(screen.queryByTestId('recently-viewed')).not.toBeInTheDocument());
    expect(await readRecentlyViewed('alice')).toEqual([]);
  });
});
