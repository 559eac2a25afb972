// Users: every owner account on the admin's device, searchable, with the way to suspend or
// activate it and to set its plan (callable functions; see docs/admin.md).
import { useId, useMemo, useState } from 'react';
import { LoadError, SectionEmpty } from '../../components/section-states';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { SearchX, Users } from '@/components/icons';
import { ConfirmDialog } from '@/components/dialog';
import { Heading } from '@/components/section-placeholder';
import { Skeleton } from '@/components/skeleton';
import { toast } from '@/stores/toast-store';
import { PackageDialog } from '../../components/package-dialog';
import { UserCard, type UserBusy } from '../../components/user-card';
import { UserSearch } from '../../components/user-search';
import type { AdminProfile, PlanName } from '../../data/profile-schema';
import { useAdminListings } from '../../data/use-admin-listings';
import { useAdminProfiles } from '../../data/use-admin-profiles';
import { useOneCall } from '../../data/use-one-call';
import { setUserPackage, setUserStatus } from '../../data/user-writes';
import { countListingsByOwner, matchesUserQuery, userDisplayName } from '../../lib/user-filter';

export function UsersSection() {
  const id = useId();
  const { users, loading, error } = useAdminProfiles();
  const { listings } = useAdminListings();
  const [query, setQuery] = useState('');
  const { busy, run } = useOneCall<Exclude<UserBusy, null>>();
  const [toSuspend, setToSuspend] = useState<AdminProfile | null>(null);
  const [packageFor, setPackageFor] = useState<AdminProfile | null>(null);

  const counts = useMemo(() => countListingsByOwner(listings), [listings]);
  const shown = useMemo(() => users.filter((user) => matchesUserQuery(user, query)), [users, query]);
  const suspended = users.filter((user) => user.status === 'inactive').length;

  const handleSetStatus = async (user: AdminProfile, status: AdminProfile['status']) => {
    const done = await run(user.id, 'status', () => setUserStatus(user.id, status), 'Error');
    setToSuspend(null);
    if (done) toast({ title: 'User status updated', description: `${userDisplayName(user)} is now ${status === 'active' ? 'active' : 'suspended'}.`, variant: 'success' });
  };

  const handleToggle = (user: AdminProfile) => {
    if (user.status === 'active') setToSuspend(user);
    else void handleSetStatus(user, 'active');
  };

  const handlePackage = async (user: AdminProfile, plan: PlanName) => {
    const done = await run(user.id, 'package', () => setUserPackage(user.id, plan), 'Error');
    if (!done) return;
    setPackageFor(null);
    toast({ title: 'Package Upgraded!', description: `User's package has been set to ${plan}.`, variant: 'success' });
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <Header>
        <Heading id={`${id}-heading`}>Users</Heading>
        {!loading && users.length > 0 && (
          <Summary>
            {users.length} user{users.length === 1 ? '' : 's'}
            {suspended > 0 && ` · ${suspended} suspended`}
          </Summary>
        )}
      </Header>
      <UserSearch value={query} onChange={setQuery} />
      <LoadError message={error} />
      {query.trim() && !loading && (
        <ResultCount role="status">
          {shown.length} of {users.length} user{users.length === 1 ? '' : 's'} match “{query.trim()}”
        </ResultCount>
      )}
      {loading ? (
        <Grid aria-label="Loading users" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton $h="252px" $radius="18px" />
            </li>
          ))}
        </Grid>
      ) : shown.length > 0 ? (
        <Grid aria-label="Users">
          {shown.map((user) => (
            <UserCard key={user.id} user={user} listingCount={counts.get(user.id) ?? 0} busy={busy[user.id] ?? null} onToggleStatus={handleToggle} onPackage={setPackageFor} />
          ))}
        </Grid>
      ) : (
        !error && (
          users.length > 0 ? (
            <SectionEmpty icon={<SearchX />} title="No users match your search" hint="Try part of a name, an email address or a business name." />
          ) : (
            <SectionEmpty icon={<Users />} title="No users yet" hint="When business owners sign up, their accounts appear here." />
          )
        )
      )}
      <ConfirmDialog
        open={!!toSuspend}
        title="Suspend this user?"
        message={
          toSuspend
            ? `${userDisplayName(toSuspend)} will be signed out and won't be able to sign in, and their listings leave the public directory until you activate the account again.`
            : ''
        }
        confirmLabel="Suspend user"
        destructive
        busy={!!toSuspend && busy[toSuspend.id] === 'status'}
        onConfirm={() => toSuspend && void handleSetStatus(toSuspend, 'inactive')}
        onCancel={() => setToSuspend(null)}
      />
      <PackageDialog user={packageFor} busy={!!packageFor && busy[packageFor.id] === 'package'} onConfirm={(user, plan) => void handlePackage(user, plan)} onClose={() => setPackageFor(null)} />
    </section>
  );
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(2)} ${theme.space(4)};
  h2 {
    margin-bottom: ${theme.space(3)};
  }
`;

const Summary = styled.p`
  margin: 0 0 ${theme.space(3)};
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;

const ResultCount = styled.p`
  margin: -${theme.space(2)} 0 ${theme.space(4)};
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;



