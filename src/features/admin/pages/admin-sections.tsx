// The sections of the admin dashboard. Step 2 ships the shell; moderation, users and ads
// arrive with their own steps.
import { LayoutDashboard, ListChecks, Settings, Store, Users } from 'lucide-react';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function AdminOverview() {
  return (
    <SectionPlaceholder icon={<LayoutDashboard />} heading="Overview" title="Site stats are on their way">
      Totals for listings, pending approvals, active users and reviews arrive in the next release.
    </SectionPlaceholder>
  );
}

export function AdminListings() {
  return (
    <SectionPlaceholder icon={<ListChecks />} heading="Listings" title="Moderation queue">
      Approving, rejecting and editing listings arrives in the next release.
    </SectionPlaceholder>
  );
}

export function AdminUsers() {
  return (
    <SectionPlaceholder icon={<Users />} heading="Users" title="Owner accounts">
      Suspending, activating and setting plans for users arrives in the next release.
    </SectionPlaceholder>
  );
}

export function AdminSettings() {
  return (
    <SectionPlaceholder icon={<Settings />} heading="Settings" title="Site settings">
      Sponsored ads and other site settings arrive in the next release.
    </SectionPlaceholder>
  );
}

export function AdminNewListing() {
  return (
    <SectionPlaceholder icon={<Store />} heading="New Listing" title="Create listings for owners">
      Creating a listing on an owner's behalf arrives in the next release.
    </SectionPlaceholder>
  );
}
