import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { currentToast } from '@/testing/toast';
import type { AdminProfile } from '../../data/profile-schema';
import { UsersSection } from './users-section';

const state = vi.hoisted(() => ({
  profiles: { users: [] as AdminProfile[], loading: false, error: null as string | null },
  listings: [] as { id: string; ownerId: string }[],
}));
vi.mock('../../data/use-admin-profiles', () => ({ useAdminProfiles: () => ({ all: state.profiles.users, ...state.profiles }) }));
vi.mock('../../data/use-admin-listings', () => ({ useAdminListings: () => ({ listings: state.listings, loading: false, error: null }) }));
vi.mock('../../data/user-writes', () => ({ setUserStatus: vi.fn(), setUserPackage: vi.fn() }));
const writes = await import('../../data/user-writes');
const setUserStatus = vi.mocked(writes.setUserStatus);
const setUserPackage = vi.mocked(writes.setUserPackage);

const profile = (id: string, over: Partial<AdminProfile> = {}): AdminProfile => ({
  id,
  fullName: `User ${id}`,
  email: `${id}@forkful.test`,
  businessName: `Business ${id}`,
  businessType: 'Restaurant',
  role: 'business_owner',
  package: null,
  packageExpiresAt: null,
  status: 'active',
  emailVerified: true,
  createdAt: Date.UTC(2025, 2, 4, 12),
  updatedAt: 0,
  ...over,
});

const card = (name: string) => screen.getByRole('listitem', { name });

beforeEach(() => {
  setUserStatus.mockReset().mockResolvedValue({});
  setUserPackage.mockReset().mockResolvedValue({});
  state.profiles = {
    users: [
      profile('olive', { fullName: 'Olive Ortiz', package: 'Silver', businessName: 'Café Olé' }),
      profile('sam', { fullName: '', status: 'inactive', emailVerified: false }),
    ],
    loading: false,
    error: null,
  };
  state.listings = [
    { id: 'l1', ownerId: 'olive' },
    { id: 'l2', ownerId: 'olive' },
  ];
});

describe('UsersSection', () => {
  it('shows one status badge per user, verification, plan, business, listings and join date', () => {
    renderWithProviders(<UsersSection />);
    const olive = card('Olive Ortiz');
    expect(
      within(olive)
        .getAllByTestId('user-status')
        .map((b) => b.textContent),
    ).toEqual(['Active']);
    expect(within(olive).getByText('Verified')).toBeInTheDocument();
    expect(within(olive).getByTestId('user-plan').textContent).toBe('Silver Plan');
    expect(within(olive).getByText('Café Olé')).toBeInTheDocument();
    expect(within(olive).getByTestId('user-listings').textContent).toBe('2 listings');
    expect(within(olive).getByText('Joined Mar 4, 2025')).toBeInTheDocument();
    // No name: the email leads.
    const sam = card('sam@forkful.test');
    expect(
      within(sam)
        .getAllByTestId('user-status')
        .map((b) => b.textContent),
    ).toEqual(['Suspended']);
    expect(within(sam).getByText('Unverified')).toBeInTheDocument();
    expect(within(sam).getByTestId('user-plan').textContent).toBe('No plan');
    expect(within(sam).getByTestId('user-listings').textContent).toBe('0 listings');
  });

  it('suspends after confirmation, then toasts', async () => {
    renderWithProviders(<UsersSection />);
    fireEvent.click(within(card('Olive Ortiz')).getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toMatch(/signed out.*sign in.*listings leave the public directory until/);
    expect(setUserStatus).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend user' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'User status updated', variant: 'success' }));
    expect(setUserStatus).toHaveBeenCalledExactlyOnceWith('olive', 'inactive');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('activates a suspended user at once, once however often it is clicked', async () => {
    let finish: (v: unknown) => void = () => undefined;
    setUserStatus.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderWithProviders(<UsersSection />);
    const button = within(card('sam@forkful.test')).getByRole('button', { name: 'Activate' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.textContent).toBe('Activating…');
    expect(button).toHaveAttribute('aria-busy', 'true');
    finish({});
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'User status updated', variant: 'success' }));
    expect(setUserStatus).toHaveBeenCalledExactlyOnceWith('sam', 'active');
  });

  it('says why a change failed', async () => {
    setUserStatus.mockRejectedValue(new Error('You are offline.'));
    renderWithProviders(<UsersSection />);
    fireEvent.click(within(card('sam@forkful.test')).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Error', description: 'You are offline.', variant: 'destructive' }));
  });

  it('sets the chosen plan from the package dialog', async () => {
    renderWithProviders(<UsersSection />);
    fireEvent.click(within(card('Olive Ortiz')).getByRole('button', { name: 'Package' }));
    const dialog = screen.getByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Upgrade' }) as HTMLButtonElement;
    expect(within(dialog).getByRole('radio', { name: /Silver/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Silver/ })).toHaveFocus();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Basic', 'Silver', 'Gold', 'Platinum']);
    expect(confirm).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Gold/ }));
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Package Upgraded!', description: "User's package has been set to Gold.", variant: 'success' }),
    );
    expect(setUserPackage).toHaveBeenCalledExactlyOnceWith('olive', 'Gold');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the package dialog open when the call fails', async () => {
    setUserPackage.mockRejectedValue(new Error('Please try again.'));
    renderWithProviders(<UsersSection />);
    fireEvent.click(within(card('sam@forkful.test')).getByRole('button', { name: 'Package' }));
    fireEvent.click(screen.getByRole('radio', { name: /Platinum/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Upgrade' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Error', description: 'Please try again.', variant: 'destructive' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('searches by name, email and business', () => {
    renderWithProviders(<UsersSection />);
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.input(search, { target: { value: 'cafe' } });
    expect(screen.getAllByTestId('user-card')).toHaveLength(1);
    fireEvent.input(search, { target: { value: 'sam@' } });
    expect(screen.getByRole('listitem', { name: 'sam@forkful.test' })).toBeInTheDocument();
    fireEvent.input(search, { target: { value: 'nobody' } });
    expect(screen.getByText('No users match your search')).toBeInTheDocument();
  });

  it('shows skeletons while loading, not the empty state', () => {
    state.profiles = { users: [], loading: true, error: null };
    renderWithProviders(<UsersSection />);
    expect(screen.getByLabelText('Loading users')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No users yet')).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no users', () => {
    state.profiles = { users: [], loading: false, error: null };
    renderWithProviders(<UsersSection />);
    expect(screen.getByText('No users yet')).toBeInTheDocument();
  });

  it('shows a load error as a visible line', () => {
    state.profiles = { users: [], loading: false, error: 'Users could not be loaded. permission-denied' };
    renderWithProviders(<UsersSection />);
    expect(screen.getByRole('alert').textContent).toBe('Error: Users could not be loaded. permission-denied');
    expect(screen.queryByText('No users yet')).not.toBeInTheDocument();
  });
});
