// The sections of the owner dashboard. Step 2 ships the shell; each section's content arrives
// with its own step (listings in step 3, reviews and notifications after).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Bell, ChartColumn, KeyRound, LayoutDashboard, ListChecks, Settings, Star, Store } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { Card } from '@/components/layout';
import { useSession } from '@/features/auth';
import { Heading, SectionPlaceholder } from '@/components/section-placeholder';

export function OwnerOverview() {
  const { profile } = useSession();
  return (
    <Stack>
      {profile && (
        <BusinessCard aria-label="Your business">
          <Store size={22} aria-hidden="true" />
          <div>
            <strong>{profile.businessName || 'Your business'}</strong>
            <span>{profile.businessType}</span>
          </div>
        </BusinessCard>
      )}
      <SectionPlaceholder icon={<LayoutDashboard />} heading="Overview" title="Your stats are on their way">
        Listing, review and notification counts arrive in the next release.
      </SectionPlaceholder>
    </Stack>
  );
}

export function OwnerListings() {
  return (
    <SectionPlaceholder icon={<ListChecks />} heading="My Listings" title="Manage your listings here soon">
      Creating, editing and tracking the approval of your listings arrives in the next release.
    </SectionPlaceholder>
  );
}

export function OwnerReviews() {
  return (
    <SectionPlaceholder icon={<Star />} heading="Reviews" title="Reviews of your places">
      What diners say about your listings arrives in the next release.
    </SectionPlaceholder>
  );
}

export function OwnerNotifications() {
  return (
    <SectionPlaceholder icon={<Bell />} heading="Notifications" title="Your inbox">
      Approval and review notifications arrive in the next release.
    </SectionPlaceholder>
  );
}

export function OwnerAnalytics() {
  return (
    <SectionPlaceholder icon={<ChartColumn />} heading="Analytics" title="Coming soon">
      Views and visits for each of your listings, in one place.
    </SectionPlaceholder>
  );
}

export function OwnerSettings() {
  const { name, email, profile } = useSession();
  return (
    <Stack>
      <section>
        <Heading>Settings</Heading>
        <AccountCard>
          <Details>
            <div>
              <dt>Name</dt>
              <dd>{name}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{email}</dd>
            </div>
            {profile && (
              <div>
                <dt>Business</dt>
                <dd>
                  {profile.businessName || '—'} · {profile.businessType}
                </dd>
              </div>
            )}
          </Details>
          <ButtonLink to="/update-password" $variant="secondary" $size="sm">
            <KeyRound size={16} aria-hidden="true" /> Change password
          </ButtonLink>
        </AccountCard>
      </section>
      <SectionPlaceholder icon={<Settings />} heading="More settings" title="Profile and business settings">
        Editing your profile and business details arrives in the next release.
      </SectionPlaceholder>
    </Stack>
  );
}

export function OwnerNewListing() {
  return (
    <SectionPlaceholder icon={<Store />} heading="Add a listing" title="The listing form is almost ready">
      Adding your place to Forkful arrives in the next release. Meanwhile, <Link to="/pricing">choose a plan</Link> so you
      are ready to publish.
    </SectionPlaceholder>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const BusinessCard = styled(Card).attrs({ as: 'section' })`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.primary};
  }
  div {
    display: grid;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.size.sm};
  }
`;

const AccountCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  justify-items: start;
  padding: ${({ theme }) => theme.space(5)};
`;

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  width: 100%;
  div {
    display: grid;
    gap: 2px;
    @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
      grid-template-columns: 140px 1fr;
    }
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.size.sm};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
