// One owner account in the Users tab: who, its state (one status badge, email verification,
// plan), its business and listings, and the buttons to suspend/activate it and set its plan.
import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { BadgeCheck, Building2, CalendarDays, Package, Store, UserCheck, UserX } from '@/components/icons';
import { Button } from '@/components/button';
import { VisuallyHidden } from '@/components/layout';
import type { AdminProfile } from '../data/profile-schema';
import { formatJoined, planLabel, userDisplayName } from '../lib/user-filter';
import { Badge, BadgeRow, BusyIcon } from './user-badge';

export type UserBusy = 'status' | 'package' | null;

interface Props {
  user: AdminProfile;
  listingCount: number;
  /** Which of this user's calls is running, if any: both buttons wait for it. */
  busy: UserBusy;
  onToggleStatus: (user: AdminProfile) => void;
  onPackage: (user: AdminProfile) => void;
}

export function UserCard({ user, listingCount, busy, onToggleStatus, onPackage }: Props) {
  const nameId = useId();
  const name = userDisplayName(user);
  const active = user.status === 'active';
  const joined = formatJoined(user.createdAt);
  const planActive = !!user.package && (user.packageExpiresAt === null || user.packageExpiresAt > Date.now());
  // aria-disabled rather than disabled: the focused button keeps the focus during the call.
  const waiting = busy !== null;
  const handleToggle = () => {
    if (!waiting) onToggleStatus(user);
  };
  const handlePackage = () => {
    if (!waiting) onPackage(user);
  };

  return (
    <Card data-testid="user-card" aria-labelledby={nameId} data-status={user.status}>
      <Top>
        <Avatar aria-hidden="true" $active={active}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Who>
          <Name id={nameId}>{name}</Name>
          {user.email && <Email>{user.email}</Email>}
        </Who>
      </Top>
      <BadgeRow>
        <Badge $tone={active ? 'success' : 'danger'} data-testid="user-status">
          {active ? 'Active' : 'Suspended'}
        </Badge>
        {user.emailVerified ? (
          <Badge $tone="info">
            <BadgeCheck size={13} aria-hidden="true" /> Verified
          </Badge>
        ) : (
          <Badge $tone="muted">Unverified</Badge>
        )}
        <Badge $tone={planActive ? 'plan' : 'muted'} data-testid="user-plan">
          {planLabel(user.package, user.packageExpiresAt)}
        </Badge>
      </BadgeRow>
      <Facts>
        <li>
          <Building2 size={15} aria-hidden="true" />
          <span>
            <VisuallyHidden>Business: </VisuallyHidden>
            {user.businessName || 'No business name'}
          </span>
        </li>
        <li data-testid="user-listings">
          <Store size={15} aria-hidden="true" />
          {listingCount} listing{listingCount === 1 ? '' : 's'}
        </li>
        <li>
          <CalendarDays size={15} aria-hidden="true" />
          {joined ? `Joined ${joined}` : 'Join date unknown'}
        </li>
      </Facts>
      <Actions>
        <StatusButton
          $variant={active ? 'secondary' : 'primary'}
          $size="sm"
          $danger={active}
          aria-describedby={nameId}
          aria-disabled={waiting || undefined}
          aria-busy={busy === 'status' || undefined}
          onClick={handleToggle}
        >
          {busy === 'status' ? <BusyIcon /> : active ? <UserX size={16} aria-hidden="true" /> : <UserCheck size={16} aria-hidden="true" />}
          {busy === 'status' ? (active ? 'Suspending…' : 'Activating…') : active ? 'Suspend' : 'Activate'}
        </StatusButton>
        <ActionButton $variant="secondary" $size="sm" aria-describedby={nameId} aria-disabled={waiting || undefined} aria-busy={busy === 'package' || undefined} onClick={handlePackage}>
          {busy === 'package' ? <BusyIcon /> : <Package size={16} aria-hidden="true" />}
          Package
        </ActionButton>
      </Actions>
    </Card>
  );
}

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  min-width: 0;
  padding: ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  &[data-status='inactive'] {
    background: ${theme.color.dangerWash};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  min-width: 0;
`;

const Avatar = styled.span<{ $active: boolean }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  font-weight: 700;
  background: ${({ $active, theme }) => ($active ? theme.color.primarySoft : theme.color.surfaceAlt)};
  color: ${({ $active, theme }) => ($active ? theme.color.primaryHover : theme.color.textMuted)};
`;

const Who = styled.div`
  display: grid;
  min-width: 0;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${theme.size.md};
  overflow-wrap: anywhere;
`;

const Email = styled.span`
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  overflow-wrap: anywhere;
`;

const Facts = styled.ul`
  display: grid;
  gap: ${theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.size.sm};
  color: ${theme.color.textMuted};
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: auto;
  padding-top: ${theme.space(3)};
  border-top: 1px solid ${theme.color.border};
  & > * {
    flex: 1 1 0;
  }
  [aria-disabled='true'] {
    opacity: 0.6;
    cursor: progress;
  }
`;

const ActionButton = styled(Button)`
  min-width: 0;
`;

const StatusButton = styled(ActionButton)<{ $danger: boolean }>`
  color: ${({ $danger, theme }) => ($danger ? theme.color.danger : undefined)};
`;
